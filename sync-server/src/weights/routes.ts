import { Hono } from "hono";
import { recordWeightRequestSchema, weightsListQuerySchema } from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import type { FeatureDeps } from "../featureDeps.ts";
import { readJson, readQuery } from "../http/body.ts";
import type { AppEnv } from "../http/context.ts";
import { deleteWeight, latestWeights, recordWeight } from "./repository.ts";

/** POST/GET /api/v1/weights and DELETE /api/v1/weights/{id}: the weight log (issue 15 item 17). */
export function weightsRoutes({ db, hub }: FeatureDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const { limit } = readQuery(c, weightsListQuerySchema);
    return c.json({ weights: await latestWeights(db, currentUserId(c), limit) });
  });

  app.post("/", async (c) => {
    const request = await readJson(c, recordWeightRequestSchema);
    const { entry, created } = await recordWeight(db, hub, currentUserId(c), request);
    return c.json(entry, created ? 201 : 200);
  });

  app.delete("/:id", async (c) => {
    await deleteWeight(db, hub, currentUserId(c), c.req.param("id"));
    return c.body(null, 204);
  });

  return app;
}
