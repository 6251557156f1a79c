// Idempotency-Key under faults: only an answer that is final for a body read whole is kept; a key
// sent again with another body is refused with a code a client can tell apart.
import { randomUUID } from "node:crypto";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Meal, MealPhoto } from "@nutrisnap/shared/api";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, jsonInit, photoForm } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer | undefined;
let listening: ServerType | undefined;
afterEach(async () => {
  if (listening) await new Promise((resolve) => listening!.close(resolve));
  listening = undefined;
  await server?.close();
  server = undefined;
});

/** The test server's app on a real loopback socket. */
/** Makes the database refuse (or accept again) every meal update, as a full disk would. */
async function refuseMealUpdates(test: TestServer, refuse: boolean): Promise<void> {
  const { db, engine } = test.database;
  if (engine === "sqlite") {
    await (
      refuse
        ? sql`create trigger refuse_meal_updates before update on meals
            begin select raise(abort, 'disk full'); end`
        : sql`drop trigger refuse_meal_updates`
    ).execute(db);
  } else if (refuse) {
    await sql`create function refuse_update() returns trigger language plpgsql
              as $$ begin raise exception 'disk full'; end $$`.execute(db);
    await sql`create trigger refuse_meal_updates before update on meals
              for each row execute function refuse_update()`.execute(db);
  } else {
    await sql`drop trigger refuse_meal_updates on meals`.execute(db);
    await sql`drop function refuse_update()`.execute(db);
  }
}

async function listen(test: TestServer): Promise<number> {
  return new Promise((resolve) => {
    listening = serve({ fetch: test.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
}

/** Sends the request's head and the first half of its body, then drops the connection. */
async function cutMidBody(port: number, path: string, headers: Headers, body: Buffer): Promise<void> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const head = [`POST ${path} HTTP/1.1`, `host: localhost:8787`, `content-length: ${body.length}`];
  headers.forEach((value, name) => head.push(`${name}: ${value}`));
  socket.write(`${head.join("\r\n")}\r\n\r\n`);
  socket.write(body.subarray(0, Math.floor(body.length / 2)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

describe("Idempotency-Key under faults", () => {
  it("does not keep the answer of an upload whose connection dropped mid-body", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const port = await listen(server);
    const key = randomUUID();
    const form = photoForm(meal.id, [{ bytes: await photoWithExif(), id: randomUUID() }]);
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = new Headers({
      cookie: user.cookie,
      origin: "http://localhost:8787",
      "idempotency-key": key,
      "content-type": encoded.headers.get("content-type")!,
    });
    await cutMidBody(port, "/api/v1/meals/photos/multiple", headers, body);

    // The outbox retries the whole request with the same key; while the cut one is still being
    // wound down the server may say so (409 in progress), after that it must store the photo.
    let retry: Response;
    for (let attempt = 0; ; attempt++) {
      retry = await fetch(`http://127.0.0.1:${port}/api/v1/meals/photos/multiple`, {
        method: "POST",
        headers,
        body,
      });
      if (retry.status !== 409 || attempt > 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(retry.status, await retry.clone().text()).toBe(201);
    expect(((await retry.json()) as { photos: MealPhoto[] }).photos).toHaveLength(1);
    const photos = await server.database.db
      .selectFrom("meal_photos")
      .select("id")
      .where("meal_id", "=", meal.id)
      .execute();
    expect(photos).toHaveLength(1);
  });

  it("answers a 429 for real each time, with its Retry-After, and runs the retry once the window resets", async () => {
    server = await createTestServer({ rateLimits: { analysisPerUser: { limit: 1, windowMs: 400 } } });
    const user = await server.signUp();
    const first = await createMeal(server, user);
    const second = await createMeal(server, user);
    expect((await analyze(server, user, first.id)).status).toBe(202);
    const key = randomUUID();
    const send = () =>
      server!.request(
        `/api/v1/meals/${second.id}/analyze`,
        jsonInit(user, "POST", null, { "idempotency-key": key }),
      );
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const again = await send();
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    let answer = again;
    for (let attempt = 0; answer.status === 429 && attempt < 300; attempt++) {
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await send();
    }
    expect(answer.status).toBe(202);
    expect(((await answer.json()) as Meal).analysis_status).toBe("pending");
  });

  it("never keeps a server error as the key's answer", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const key = randomUUID();
    const rename = () =>
      server!.request(
        `/api/v1/meals/${meal.id}`,
        jsonInit(user, "PUT", { title: "Soup" }, { "idempotency-key": key }),
      );
    // The database refuses writes for a moment (a full disk, a lock held too long).
    await refuseMealUpdates(server, true);
    expect((await rename()).status).toBe(500);
    await refuseMealUpdates(server, false);
    const retried = await rename();
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as Meal).title).toBe("Soup");
  });

  it("refuses the same key with another body: 422 idempotency_key_reused", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const key = randomUUID();
    const put = (title: string) =>
      server!.request(
        `/api/v1/meals/${meal.id}`,
        jsonInit(user, "PUT", { title }, { "idempotency-key": key }),
      );
    expect((await put("Soup")).status).toBe(200);
    const reused = await put("Salad");
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "idempotency_key_reused" });
    const replay = await put("Soup");
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(((await replay.json()) as Meal).title).toBe("Soup");
  });

  it("replays a photo upload sent again with another multipart boundary", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const meal = await createMeal(server, user);
    const key = randomUUID();
    const file = { bytes: await photoWithExif(), id: randomUUID() };
    const upload = () =>
      server!.request("/api/v1/meals/photos/multiple", {
        method: "POST",
        headers: { cookie: user.cookie, "idempotency-key": key },
        body: photoForm(meal.id, [file]),
      });
    expect((await upload()).status).toBe(201);
    const again = await upload();
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });
});
