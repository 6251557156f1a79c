// The weight log's commands (issue 15 item 17): offline-capable, synced through the outbox like
// every other write.
import { v7 as uuidv7 } from "uuid";
import { validate } from "@nutrisnap/shared/validation";
import type { CommandResult } from "../api.ts";
import { contracts } from "../contracts.ts";
import { dataContext } from "../context.ts";
import type { WeightRow } from "../db.ts";
import { bumpOutboxRevision, enqueue, weightGroup } from "../outbox.ts";
import { requestDrain } from "../syncEngine.ts";
import { invalid } from "./invalid.ts";
import { refuseMealTime } from "./mealTime.ts";

/** Records a weighing in kilograms (30-300), now unless `measuredAt` (ISO) says otherwise. */
export async function recordWeight(
  weight: number,
  measuredAt?: string,
): Promise<CommandResult<{ id: string }>> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const checked = validate((await contracts()).recordWeightRequestSchema, {
    id,
    weight,
    measured_at: measuredAt ?? now,
  });
  if (!checked.ok) return invalid(checked.errors);
  const at = checked.data.measured_at ?? now;
  const refused = refuseMealTime(at);
  if (refused) return refused;
  const row: WeightRow = { id, weight: checked.data.weight, measured_at: at, created_at: now };
  const { db } = dataContext();
  await db.transaction("rw", db.weights, db.outbox, async () => {
    await db.weights.add(row);
    await enqueue(db, { kind: "weight.record", weightId: id, body: checked.data });
  });
  void requestDrain();
  return { ok: true, data: { id } };
}

/** Removes a weighing here at once; the server is told unless it never got it. */
export async function deleteWeight(id: string): Promise<CommandResult<null>> {
  const { db } = dataContext();
  await db.transaction("rw", db.weights, db.outbox, db.meta, async () => {
    const entries = await db.outbox.where("group").equals(weightGroup(id)).toArray();
    const neverSent = entries.some(
      (entry) => entry.request.kind === "weight.record" && entry.sentAt === null,
    );
    await db.outbox.bulkDelete(entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
    if (entries.length > 0) await bumpOutboxRevision(db);
    await db.weights.delete(id);
    if (!neverSent) await enqueue(db, { kind: "weight.delete", weightId: id });
  });
  void requestDrain();
  return { ok: true, data: null };
}
