import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { FIRST_FRAME_PLACEHOLDERS, firstFrameFileName } from "@nutrisnap/shared/firstFrame";
import { LOCALES } from "@nutrisnap/shared/constants";
import { completeOnboarding } from "../testing/fixtures.ts";
import { sendJson } from "../testing/http.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import type { WebAssets } from "./webAssets.ts";

// The signed-in dashboard's first frame (decision 153): the build's variant for the cookie's user,
// filled in with that user's name and address, never kept by a cache.

const { firstName, fullName, email } = FIRST_FRAME_PLACEHOLDERS;
const page = "<!doctype html><title>app</title><div id=root>frame</div>";
/** A stand-in for each variant the build writes, saying which it is and where the user goes. */
const variant = (file: string) =>
  `<!doctype html><p title="${fullName}">${file}</p><h1>Welcome, ${firstName}!</h1><p>${email}</p>`;

const files: Record<string, Uint8Array> = { "/index.html": new TextEncoder().encode(page) };
for (const locale of LOCALES)
  for (const confirmed of [false, true])
    for (const greeting of ["new", "returning"] as const) {
      const file = firstFrameFileName({ locale, confirmed, greeting });
      files[`/${file}`] = new TextEncoder().encode(variant(file));
    }
const assets: WebAssets = { read: (p) => files[p] ?? null };

let server: TestServer;
afterEach(async () => server?.close());

/** A registered user with a nutrition profile (the dashboard's users; others go to /onboarding). */
async function onboardedUser(overrides: Parameters<TestServer["signUp"]>[0] = {}) {
  const user = await server.signUp(overrides);
  const saved = await server.request("/api/v1/onboarding", sendJson("POST", completeOnboarding, user.cookie));
  expect(saved.status).toBe(201);
  return user;
}

const open = async (path: string, headers: Record<string, string>) => {
  const response = await server.request(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const body =
    encoding === "br"
      ? zlib.brotliDecompressSync(bytes).toString()
      : encoding === "gzip"
        ? zlib.gunzipSync(bytes).toString()
        : bytes.toString();
  return { response, body };
};

describe("the signed-in dashboard's first frame", () => {
  it("sends the cookie's user their own variant, filled in and escaped, private to them", async () => {
    server = await createTestServer({ webAssets: assets, startWorker: false });
    const ana = await onboardedUser({ name: `Ana <b>"&' María`, email: "ana@example.com" });
    const { response, body } = await open("/dashboard", {
      cookie: ana.cookie,
      "accept-encoding": "gzip, deflate, br",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(body).toBe(
      "<!doctype html>" +
        `<p title="Ana &lt;b&gt;&quot;&amp;&#x27; María">dashboard.en_US.unconfirmed.new.html</p>` +
        "<h1>Welcome, Ana!</h1><p>ana@example.com</p>",
    );

    // Another user's cookie gets that user's page, in that user's stored language (the app shows a
    // signed-in user theirs, spec §4), whatever the browser or the saved visitor's choice says.
    const bea = await onboardedUser({ name: "Bea", email: "bea@example.com", locale: "es_CL" });
    await server.database.db
      .updateTable("users")
      .set({ email_confirmed_at: new Date().toISOString(), created_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", bea.user.id)
      .execute();
    const other = await open("/dashboard", {
      cookie: `${bea.cookie}; preferred_locale=en_US`,
      "accept-language": "en-US",
    });
    expect(other.response.headers.get("content-encoding")).toBeNull();
    expect(other.body).toBe(
      '<!doctype html><p title="Bea">dashboard.es_CL.confirmed.returning.html</p>' +
        "<h1>Welcome, Bea!</h1><p>bea@example.com</p>",
    );
  });

  it("sends the app's page without a valid session or a nutrition profile, on other routes, and for a name the app greets no one by", async () => {
    server = await createTestServer({ webAssets: assets, startWorker: false });
    expect((await open("/dashboard", {})).body).toBe(page);
    expect((await open("/dashboard", { cookie: "nutrisnap_session=not-a-session" })).body).toBe(page);
    const newcomer = await server.signUp();
    expect((await open("/dashboard", { cookie: newcomer.cookie })).body).toBe(page);
    const user = await onboardedUser();
    // Registration trims names; an older row may not be.
    await server.database.db
      .updateTable("users")
      .set({ name: " Leading space" })
      .where("id", "=", user.user.id)
      .execute();
    const meals = await open("/meals", { cookie: user.cookie });
    expect(meals.body).toBe(page);
    expect(meals.response.headers.get("cache-control")).toBe("no-cache");
    expect((await open("/dashboard", { cookie: user.cookie })).body).toBe(page);
  });
});
