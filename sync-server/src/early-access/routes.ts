import { Hono } from "hono";
import { earlyAccessRequestSchema, type MessageResponse } from "@nutrisnap/shared/api";
import type { FeatureDeps } from "../featureDeps.ts";
import { readForm } from "../http/readForm.ts";
import { requestLocale, type AppEnv } from "../http/context.ts";
import { translate } from "../i18n/messages.ts";
import { clientAddress, enforceRateLimit } from "../security/rateLimit.ts";
import { joinWaitlist } from "./repository.ts";

/**
 * POST /api/early-access (spec §7): the same friendly message for a first join and a repeat; a bad
 * email answers the §5 message as `message`, which the landing form shows (spec §8).
 */
export function earlyAccessRoutes({ config, db, limits }: FeatureDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post("/", async (c) => {
    await enforceRateLimit(limits.earlyAccess, clientAddress(c, config.trustProxy));
    const body = await readForm(c, earlyAccessRequestSchema);
    await joinWaitlist(db, body.email);
    const answer: MessageResponse = { message: translate("earlyAccessJoined", requestLocale(c)) };
    return c.json(answer);
  });
}
