// The server's side of the chaos suite's final check: the user's meals through the API (straight
// to the server, not through the faulty proxy) and the bookkeeping rows read from its SQLite file.
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import type { Meal, MealsListResponse } from "@nutrisnap/shared/api";
import { SqliteDatabase } from "../../../sync-server/src/db/sqliteDriver.ts";

function openReadOnly(dataDir: string): SqliteDatabase {
  return new SqliteDatabase(path.join(dataDir, "nutrisnap.sqlite"), { readonly: true, fileMustExist: true });
}

/** Idempotency keys whose first request never ended: every retry of them is refused. */
export function keysInProgress(dataDir: string): { key: string; method: string; path: string }[] {
  const db = openReadOnly(dataDir);
  try {
    return db.prepare("select key, method, path from idempotency_keys where status is null").all() as {
      key: string;
      method: string;
      path: string;
    }[];
  } finally {
    db.close();
  }
}

export function keyClaimed(dataDir: string, key: string): boolean {
  const db = openReadOnly(dataDir);
  try {
    return db.prepare("select 1 from idempotency_keys where key = ?").get(key) !== undefined;
  } finally {
    db.close();
  }
}

/** Analysis jobs not finished yet (queued, or running under a lease). */
export function openJobs(dataDir: string): number {
  const db = openReadOnly(dataDir);
  try {
    const row = db
      .prepare("select count(*) as n from analysis_jobs where status in ('queued', 'running')")
      .get() as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

export async function serverMeals(context: BrowserContext, serverUrl: string): Promise<Meal[]> {
  const response = await context.request.get(`${serverUrl}/api/v1/meals?limit=100&start_date=2000-01-01`);
  if (!response.ok()) throw new Error(`GET /api/v1/meals: ${response.status()} ${await response.text()}`);
  const list = (await response.json()) as MealsListResponse;
  return list.grouped_meals.flatMap((group) => group.meals);
}
