import { Hono } from "hono";
import { syncChangesQuerySchema } from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { readQuery } from "../http/body.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import type { PhotoUrls } from "../photos/signedUrls.ts";
import { changesSince } from "./feed.ts";

export function syncRoutes(db: Database, urls: PhotoUrls): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/sync/changes", async (c) => {
    const { since, limit } = readQuery(c, syncChangesQuerySchema);
    return c.json(await changesSince(db, currentUserId(c), since, limit, { locale: requestLocale(c), urls }));
  });
  return app;
}
