import { findUserById, toUser } from "../auth/users.ts";
import type { Database } from "../db/database.ts";
import { findUserGoals } from "../goals/repository.ts";
import { findOnboarding } from "../onboarding/repository.ts";
import { latestWeights } from "../weights/repository.ts";
import type { DataExporter } from "./extensions.ts";

/** The sections this feature owns; other features append theirs through AccountExtensions. */
export const accountExporters: DataExporter[] = [
  { name: "account", collect: async (db, userId) => toUser((await findUserById(db, userId))!) },
  {
    name: "early_access",
    collect: async (db, userId) => {
      const user = await findUserById(db, userId);
      return (
        (await db
          .selectFrom("early_access")
          .select(["email", "requested_at", "approved_at"])
          .where("email_lower", "=", user!.email_lower)
          .executeTakeFirst()) ?? null
      );
    },
  },
  { name: "onboarding", collect: async (db, userId) => (await findOnboarding(db, userId)) ?? null },
  { name: "goals", collect: async (db, userId) => (await findUserGoals(db, userId)) ?? null },
  // Every weighing of the weight log (issue 15 item 17), oldest first.
  { name: "weights", collect: (db, userId) => latestWeights(db, userId, Number.MAX_SAFE_INTEGER) },
];

/** Everything the user owns as one JSON document ("Download your data", spec §2 Profile). */
export async function exportUserData(
  db: Database,
  userId: string,
  exporters: DataExporter[],
  now = new Date(),
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {
    format: "nutrisnap-export",
    version: 1,
    exported_at: now.toISOString(),
  };
  for (const exporter of exporters) document[exporter.name] = await exporter.collect(db, userId);
  return document;
}
