import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { negotiateLocale } from "@nutrisnap/shared/locale";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Session } from "../auth/sessions.ts";

/** What middleware puts on a request's context. */
export interface AppVariables {
  /** Set by the session middleware when a valid session cookie came with the request. */
  userId: string | null;
  /** The signed-in user's stored locale, which wins over the request's own hints (spec §4). */
  userLocale: Locale | null;
  /** The signed-in user's time zone as stored, read with the session (their days, spec §3). */
  userTimeZone: string | null;
  /** The validated session, for routes that end or keep it (logout, password change). */
  session: Session | null;
}

export interface AppEnv {
  Variables: AppVariables;
  /** Node's request and response, when the app runs on Node's HTTP server (not in `app.request`). */
  Bindings: Partial<HttpBindings>;
}

export type AppContext = Context<AppEnv>;

/** The language to answer in: the user's stored locale, else `lang`, else Accept-Language (spec §9). */
export function requestLocale(c: Context): Locale {
  const stored = (c.get("userLocale") as Locale | null | undefined) ?? null;
  if (stored) return stored;
  return negotiateLocale({
    query: c.req.query("lang") ?? null,
    stored: null,
    browserLanguages: browserLanguages(c),
  });
}

/** The request's Accept-Language tags, most wanted first (by weight, then order); q=0 and `*` left out. */
export function browserLanguages(c: Context): string[] {
  return (c.req.header("accept-language") ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith("q="));
      return { tag, q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
