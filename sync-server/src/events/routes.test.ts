import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LiveMessage } from "@nutrisnap/shared/api";
import { startFakeOpenAI, type FakeOpenAI } from "../testing/fakeOpenAI.ts";
import { sendJson } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { analyze, createMeal, sseReader, uploadPhotos, waitForAnalysis } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { MAX_UNREAD_BYTES } from "./routes.ts";

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(async () => server?.close());

const open = (cookie: string, lastEventId?: string) =>
  server.request("/api/v1/events", {
    headers: { cookie, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
  });

async function analysedMeal(user: { cookie: string }) {
  const meal = await createMeal(server, user);
  await uploadPhotos(server, user, meal.id, [{ bytes: await photoWithExif() }]);
  await analyze(server, user, meal.id, null);
  return waitForAnalysis(server, user, meal.id);
}

describe("live events", () => {
  it("replays every message missed during a disconnect exactly once, in order", async () => {
    server = await createTestServer({ env: { OPENAI_BASE_URL: fake.url } });
    const user = await server.signUp();
    const first = sseReader(await open(user.cookie));
    const one = await analysedMeal(user);
    const [, seen] = await first.messages(2);
    await first.cancel();

    // While disconnected: two more meals are analysed (four messages).
    const two = await analysedMeal(user);
    const three = await analysedMeal(user);

    const again = sseReader(await open(user.cookie, seen!.id));
    await createMeal(server, user); // a live change after reconnecting
    const events = await again.next(5);
    const messages = events
      .filter((e) => e.event === undefined)
      .map((e) => JSON.parse(e.data) as LiveMessage);
    expect(messages.map((m) => [m.type, m.payload.meal_id])).toEqual([
      ["meal_analysis_started", two.id],
      ["meal_analysis_completed", two.id],
      ["meal_analysis_started", three.id],
      ["meal_analysis_completed", three.id],
    ]);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(Number(seen!.id));
    expect(events.at(-1)!.event).toBe("change");
    expect(messages.map((m) => m.payload.meal_id)).not.toContain(one.id);
    await again.cancel();
  });

  it("sends heartbeats and frees the subscription when the stream closes", async () => {
    server = await createTestServer({ env: { LIVE_HEARTBEAT_MS: "20" } });
    const user = await server.signUp();
    const response = await open(user.cookie);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const stream = sseReader(response);
    await stream.comment("heartbeat");
    expect(server.services.hub.listenerCount(user.user.id)).toBe(1);
    await stream.cancel();
    for (let i = 0; i < 100 && server.services.hub.listenerCount(user.user.id) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.services.hub.listenerCount(user.user.id)).toBe(0);
  });

  it("closes a stream its client stopped reading instead of buffering for it without end", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const response = await open(user.cookie);
    const reader = response.body!.getReader();
    await reader.read(); // ": connected": the stream is live
    const { hub } = server.services;
    expect(hub.listenerCount(user.user.id)).toBe(1);
    // Published faster than anything is read: the socket and the client take their fill first,
    // then the server's buffer grows until the stream is closed.
    let published = 0;
    while (hub.listenerCount(user.user.id) > 0 && published < 2_000_000)
      hub.publish(user.user.id, { seq: (published += 1), message: null });
    expect(hub.listenerCount(user.user.id)).toBe(0);
    // What was written before the close is still delivered, in order; then the stream ends and the
    // client reconnects with Last-Event-ID.
    const decoder = new TextDecoder();
    let text = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true });
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(ids.length).toBe(published - 1);
    expect(ids.every((id, index) => id === index + 1)).toBe(true);
    // Each frame here is about 40 bytes: the bound let some thousands wait before closing.
    expect(ids.length * 40).toBeGreaterThan(MAX_UNREAD_BYTES / 2);
  });

  it("owns its connection: it is never reused for another request, and the server ends it", async () => {
    server = await createTestServer({ env: { LIVE_HEARTBEAT_MS: "20" } });
    const user = await server.signUp();
    const { port } = new URL(await server.listen());
    const socket = net.connect(Number(port), "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    const ended = new Promise<void>((resolve) => socket.on("end", resolve));
    const request = (path: string) =>
      `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\ncookie: ${user.cookie}\r\n\r\n`;
    // A keep-alive request for the stream, and another one pipelined behind it.
    socket.write(request("/api/v1/events") + request("/api/health"));
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await until(() => text.includes(": heartbeat"));
    const [head = "", body = ""] = text.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.toLowerCase()).toContain("connection: close");
    expect(head.toLowerCase()).toContain("content-type: text/event-stream");
    expect(head.toLowerCase()).not.toContain("content-length");
    expect(head.toLowerCase()).not.toContain("transfer-encoding");
    expect(body.startsWith(": connected\n\n")).toBe(true);
    expect(server.services.hub.listenerCount(user.user.id)).toBe(1);

    // The stream ends (here, its session does): the server closes the connection without ever
    // answering the request sent behind the stream on it.
    expect((await server.request("/api/auth/logout", sendJson("POST", {}, user.cookie))).status).toBe(200);
    await ended;
    expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(server.services.hub.listenerCount(user.user.id)).toBe(0);
    socket.destroy();
  });

  it("forgets a stream whose client went away without a word", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const { port } = new URL(await server.listen());
    const socket = net.connect(Number(port), "127.0.0.1");
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.write(`GET /api/v1/events HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${user.cookie}\r\n\r\n`);
    for (let i = 0; i < 500 && !text.includes(": connected"); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.services.hub.listenerCount(user.user.id)).toBe(1);
    socket.resetAndDestroy(); // a reset, not a goodbye
    for (let i = 0; i < 500 && server.services.hub.listenerCount(user.user.id) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.services.hub.listenerCount(user.user.id)).toBe(0);
  });

  it("ends open streams when the server stops", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const stream = sseReader(await open(user.cookie));
    await stream.comment("connected");
    expect(server.services.hub.listenerCount(user.user.id)).toBe(1);
    const stopping = server;
    server = undefined as unknown as TestServer; // closed here, not after the test
    await stopping.close();
    expect(await stream.next(Number.MAX_SAFE_INTEGER)).toEqual([]);
  });

  it("stops, ending its streams, even when a client keeps its side of the connection open", async () => {
    server = await createTestServer();
    const user = await server.signUp();
    const { port } = new URL(await server.listen());
    const socket = net.connect({ port: Number(port), host: "127.0.0.1", allowHalfOpen: true });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on("end", resolve));
    socket.write(`GET /api/v1/events HTTP/1.1\r\nhost: 127.0.0.1\r\ncookie: ${user.cookie}\r\n\r\n`);
    for (let i = 0; i < 500 && !text.includes(": connected"); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = server;
    server = undefined as unknown as TestServer; // closed here, not after the test
    await stopping.close(); // returns only once the server has no connection left
    await ended;
    socket.destroy();
  });

  it("needs a session", async () => {
    server = await createTestServer();
    expect((await server.request("/api/v1/events")).status).toBe(401);
  });
});
