import { Hono } from "hono";
import { sql } from "kysely";
import type { HealthResponse } from "@nutrisnap/shared/api";
import type { Database } from "../db/database.ts";
import type { AppEnv } from "../http/context.ts";
import { APP_VERSION } from "../version.ts";

/** GET /api/health: the version and whether the database answers. */
export function healthRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get("/", async (c) => {
    let database: HealthResponse["database"] = "ok";
    try {
      await sql`select 1`.execute(db);
    } catch {
      database = "error";
    }
    const body: HealthResponse = {
      status: database === "ok" ? "ok" : "degraded",
      version: APP_VERSION,
      database,
    };
    return c.json(body, database === "ok" ? 200 : 503);
  });
}
