/** A JSON request as the web app sends it; TestServer.request adds the same-origin Origin. */
export function sendJson(
  method: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

export const withCookie = (cookie: string, headers: Record<string, string> = {}): RequestInit => ({
  headers: { cookie, ...headers },
});

/** The `name=value` part of the session cookie a response sets. */
export const cookieOf = (response: Response): string =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
