import type { Messages } from "@lingui/core";
import type { Locale } from "@nutrisnap/shared/constants";
import { prerenderRoute } from "../../app/prerenderRoute.tsx";

/**
 * The landing page's markup in one language, rendered at build time (web/build/prerenderLanding.ts,
 * docs/decisions/146): what the page shows before any script has run.
 */
export function renderLandingPage(locale: Locale, messages: Messages): Promise<string> {
  return prerenderRoute("/", locale, messages);
}
