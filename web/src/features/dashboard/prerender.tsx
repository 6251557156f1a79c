import type { Messages } from "@lingui/core";
import type { Locale } from "@nutrisnap/shared/constants";
import type { User } from "@nutrisnap/shared/api";
import { FIRST_FRAME_PLACEHOLDERS } from "@nutrisnap/shared/firstFrame";
import { startPrerendering } from "../../app/firstFrame.ts";
import { prerenderSessionAs } from "../../data/index.ts";
import { prerenderRoute } from "../../app/prerenderRoute.tsx";

/**
 * The signed-in dashboard's first frame in one language, rendered by the app's own routes and
 * components at build time (web/build/prerenderLanding.ts, docs/decisions/153): the layout, the
 * greeting, the unconfirmed-address banner when `confirmed` is false, and the loading state of the
 * day's figures, for a user whose name and address the server fills in per request.
 */
export async function renderDashboardFrame(
  locale: Locale,
  messages: Messages,
  user: { confirmed: boolean; greeting: "new" | "returning" },
): Promise<string> {
  startPrerendering();
  const now = Date.now();
  const createdAt = new Date(user.greeting === "new" ? now : now - 30 * 24 * 60 * 60 * 1000);
  prerenderSessionAs({
    id: "first-frame",
    name: FIRST_FRAME_PLACEHOLDERS.fullName,
    email: FIRST_FRAME_PLACEHOLDERS.email,
    locale,
    created_at: createdAt.toISOString(),
    email_confirmed: user.confirmed,
    time_zone: "UTC",
    two_factor_enabled: false,
  } satisfies User);
  return prerenderRoute("/dashboard", locale, messages);
}
