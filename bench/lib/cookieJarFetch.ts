// A fetch like a browser tab's on the server's origin, for the data layer running in Node: a
// cookie jar, the Origin header on writes, a switch that makes every request fail as a lost
// connection does, and a count of the requests that went out. Loopback only.
import type { FetchFunction } from "../../web/src/data/api.ts";
import { assertLoopback } from "./load.ts";

export interface JarFetch {
  fetch: FetchFunction;
  cookies: Map<string, string>;
  /** While true, requests fail before leaving (as fetch does without a network). */
  offline: boolean;
  /** Requests that reached the server, by "METHOD /path status" with ids replaced by ":id". */
  sent: Map<string, number>;
  /** The Cookie header of the jar (for plain fetch calls as the same user). */
  cookieHeader(): string;
}

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function cookieJarFetch(origin: string): JarFetch {
  assertLoopback(origin);
  const jar: JarFetch = {
    cookies: new Map(),
    offline: false,
    sent: new Map(),
    cookieHeader: () => [...jar.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    fetch: async (input, init) => {
      const url = new URL(input);
      if (url.origin !== new URL(origin).origin)
        throw new Error(`benchmarks stay on ${origin}, not ${url.origin}`);
      if (jar.offline) throw new TypeError("Failed to fetch");
      const method = (init.method ?? "GET").toUpperCase();
      const headers = new Headers(init.headers);
      if (jar.cookies.size > 0) headers.set("cookie", jar.cookieHeader());
      if (method !== "GET" && method !== "HEAD") headers.set("origin", origin);
      const response = await fetch(url, { ...init, headers });
      const name = `${method} ${url.pathname.replace(ID, ":id")} ${response.status}`;
      jar.sent.set(name, (jar.sent.get(name) ?? 0) + 1);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = cookie.split(";");
        const [cookieName = "", value = ""] = pair.split("=");
        const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (!value || expired) jar.cookies.delete(cookieName.trim());
        else jar.cookies.set(cookieName.trim(), value.trim());
      }
      return response;
    },
  };
  return jar;
}
