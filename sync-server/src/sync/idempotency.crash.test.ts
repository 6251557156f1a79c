// Defect: a key whose first request died with the server stayed "in progress" for 24 h, so every
// retry of the outbox answered 409 forever. A real server process is killed with SIGKILL while it
// stores an upload, and started again on the same DATA_DIR.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteDatabase } from "../db/sqliteDriver.ts";
import { afterEach, expect, it } from "vitest";
import type { Meal, MealPhoto } from "@nutrisnap/shared/api";
import { startChildServer, type ChildServer } from "../testing/childServer.ts";
import { noisyPhoto } from "../testing/images.ts";
import { photoForm } from "../testing/meals.ts";

let servers: ChildServer[] = [];
let dataDir = "";
afterEach(async () => {
  for (const server of servers) await server.kill("SIGKILL");
  servers = [];
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Crash Test",
      email: `crash-${randomUUID()}@example.com`,
      password: "secret-password",
      passwordConfirm: "secret-password",
      locale: "en_US",
    }),
  });
  expect(response.status).toBe(201);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function newMeal(url: string, cookie: string): Promise<Meal> {
  const response = await fetch(`${url}/api/v1/meals`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ type: "lunch" }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Meal;
}

it("releases the key of an upload whose server was killed, so the retry stores the photos", async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-crash-"));
  const first = await startChildServer(dataDir);
  servers.push(first);
  const cookie = await signUp(first.url);
  const photos = await Promise.all([1, 2, 3, 4, 5].map(() => noisyPhoto()));
  const files = photos.map((bytes) => ({ bytes, id: randomUUID() }));
  const sqlite = new SqliteDatabase(path.join(dataDir, "nutrisnap.sqlite"), { readonly: true });

  // Kill the server while the key's first request is running (its row claimed, no answer stored).
  let killedMidUpload: { mealId: string; key: string } | null = null;
  for (let attempt = 0; attempt < 5 && !killedMidUpload; attempt++) {
    const meal = await newMeal(first.url, cookie);
    const key = randomUUID();
    let settled = false;
    const upload = fetch(`${first.url}/api/v1/meals/photos/multiple`, {
      method: "POST",
      headers: { origin: first.url, cookie, "idempotency-key": key },
      body: photoForm(
        meal.id,
        files.map((f) => ({ bytes: f.bytes })),
      ),
    }).then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) {
      const row = sqlite.prepare("select status from idempotency_keys where key = ?").get(key) as
        { status: number | null } | undefined;
      if (row && row.status === null) {
        await first.kill("SIGKILL");
        killedMidUpload = { mealId: meal.id, key };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await upload;
  }
  sqlite.close();
  expect(killedMidUpload, "the server was killed while the key was in progress").not.toBeNull();
  const { mealId, key } = killedMidUpload!;

  const second = await startChildServer(dataDir);
  servers.push(second);
  const retry = await fetch(`${second.url}/api/v1/meals/photos/multiple`, {
    method: "POST",
    headers: { origin: second.url, cookie, "idempotency-key": key },
    body: photoForm(
      mealId,
      files.map((f) => ({ bytes: f.bytes })),
    ),
  });
  expect(retry.status, await retry.clone().text()).toBe(201);
  const stored = ((await retry.json()) as { photos: MealPhoto[] }).photos;
  expect(stored).toHaveLength(5);
  for (const photo of stored) {
    const image = await fetch(`${second.url}/api/v1/meals/photos/${photo.id}/image`, { headers: { cookie } });
    expect(image.status).toBe(200);
  }
}, 120_000);
