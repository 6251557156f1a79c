import { Hono } from "hono";
import { earlyAccessRequestSchema, type MessageResponse } from "@nutrisnap/shared/api";
import type { FeatureDeps } from "../featureDeps.ts";
import { readJson } from "../http/body.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { translate } from "../i18n/messages.ts";
import { clientAddress, enforceRateLimit } from "../security/rateLimit.ts";
import { joinWaitlist } from "./repository.ts";

/** POST /api/early-access (spec §7): the same friendly message for a first join and a repeat. */
export function earlyAccessRoutes({ config, db, limits }: FeatureDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post("/", async (c) => {
    enforceRateLimit(limits.earlyAccess, clientAddress(c, config.trustProxy));
    const body = await readJson(c, earlyAccessRequestSchema);
    await joinWaitlist(db, body.email);
    const answer: MessageResponse = { message: translate("earlyAccessJoined", requestLocale(c)) };
    return c.json(answer);
  });
}
