import { randomBytes } from "node:crypto";
import http from "node:http";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { photoForm } from "../testing/meals.ts";
import { spawnServer, type SpawnedServer } from "../testing/spawnedServer.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { onPostgres } from "../testing/testDatabase.ts";

const MB = 1024 * 1024;

describe("request bodies are bounded whatever the client claims (issue 12, finding 2)", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it.each(["/api/auth/login", "/api/auth/register", "/api/auth/confirm-email", "/api/early-access"])(
    "refuses a 200 KB body claiming multipart on %s before reading it as a form",
    async (path) => {
      server = await createTestServer();
      const body = new FormData();
      body.append("email", "a".repeat(200 * 1024));
      const response = await server.request(path, { method: "POST", body });
      expect(response.status).toBe(413);
    },
  );

  it("gives an anonymous caller the small limit on the upload route too", async () => {
    server = await createTestServer();
    const form = photoForm("0190a000-0000-7000-8000-000000000000", [{ bytes: randomBytes(200 * 1024) }]);
    const response = await server.request("/api/v1/meals/photos/multiple", { method: "POST", body: form });
    expect(response.status).toBe(413);
  });

  it("gives a JSON call 64 KB, however it is sent", async () => {
    server = await createTestServer();
    const { cookie } = await server.signUp();
    const response = await server.request("/api/v1/meals", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ type: "lunch", note: "x".repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

/**
 * Posts `size` bytes the way a browser does: the answer is read as soon as it comes, while the body
 * is still being sent, and sending stops there. (Node's fetch is not such a client: when the server
 * stops reading a refused body it fails with EPIPE instead of giving the answer it already has.)
 */
function postReadingEarly(
  url: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(size) },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
    });
    // Writing into a connection the server has closed fails once the answer is in: that is fine.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024);
    const send = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", send);
      }
      if (!answered) request.end();
    };
    send();
  });
}

describe("a body refused from its declared length (real socket)", () => {
  let server: TestServer;
  let listener: http.Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
    await server.close();
  });

  it("is answered 413, with its message, before the client has sent it", async () => {
    server = await createTestServer({ startWorker: false });
    const url = await new Promise<string>((resolve) => {
      listener = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      ) as http.Server;
    });
    // An anonymous caller's upload of 80 MB: past the 64 KB limit, and past what the HTTP server
    // reads and discards of a refused body before it closes the connection.
    const size = 80 * MB;
    const answer = await postReadingEarly(
      `${url}/api/v1/meals/photos/multiple`,
      { origin: url, "content-type": "multipart/form-data; boundary=x" },
      size,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request is too large." });
    expect(answer.sent).toBeLessThan(size);
  });
});

// The spawned server runs on SQLite whatever the test database: the PostgreSQL run would repeat it.
describe.skipIf(onPostgres)(
  "near-limit uploads at once do not take the server's memory (spawned server)",
  () => {
    let spawned: SpawnedServer | undefined;
    afterEach(async () => spawned?.stop());

    it("eight uploads of five 10 MB files grow the server by well under their total", async () => {
      spawned = await spawnServer({ MAX_PHOTO_BYTES: String(10 * MB) });
      const { url } = spawned;
      const origin = { origin: url, "content-type": "application/json" };
      const registered = await fetch(`${url}/api/auth/register`, {
        method: "POST",
        headers: origin,
        body: JSON.stringify({
          name: "Upload Tester",
          email: "uploads@example.com",
          password: "secret-password",
          passwordConfirm: "secret-password",
        }),
      });
      expect(registered.status).toBe(201);
      const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0]!;
      const meal = await fetch(`${url}/api/v1/meals`, {
        method: "POST",
        headers: { ...origin, cookie },
        body: JSON.stringify({ type: "lunch" }),
      });
      const { id: mealId } = (await meal.json()) as { id: string };

      const file = randomBytes(10 * MB - 1024);
      const before = spawned.memory().rss;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${url}/api/v1/meals/photos/multiple`, {
            method: "POST",
            headers: { origin: url, cookie },
            body: photoForm(
              mealId,
              Array.from({ length: 5 }, () => ({ bytes: file })),
            ),
          }),
        ),
      );
      // Random bytes are no image: each upload is read whole, then refused.
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(415));
      const grown = spawned.memory().peak - before;
      // 8 x 50 MB arrived. Read all at once the server grew by 641 MB (measured before the fix); read
      // one at a time it grows by about 350-375 MB on a quiet machine (each upload holds about three
      // copies of its body while parsed, and collection lags) and up to 415 MB when the whole suite
      // runs beside it. The bound sits between the two behaviours, with room for a late collector.
      expect(grown).toBeLessThan(500 * MB);
    }, 120_000);
  },
);
