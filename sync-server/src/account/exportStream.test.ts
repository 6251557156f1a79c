// Issue 12, finding 12: the export zip is streamed, one photo read at a time as the client reads,
// instead of being built whole in memory (and on the event loop) before the first byte leaves.
import { unzipSync } from "fflate";
import { afterEach, expect, it } from "vitest";
import { withCookie } from "../testing/http.ts";
import { photoWithExif } from "../testing/images.ts";
import { createMeal, uploadPhotos } from "../testing/meals.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

let server: TestServer;
afterEach(async () => server?.close());

it("sends the first bytes before reading every photo, and the whole zip holds them all", async () => {
  server = await createTestServer();
  const user = await server.signUp();
  const photos = 8;
  for (let i = 0; i < photos / 4; i++) {
    const meal = await createMeal(server, user);
    const files = await Promise.all([0, 1, 2, 3].map(async () => ({ bytes: await photoWithExif() })));
    expect((await uploadPhotos(server, user, meal.id, files)).status).toBe(201);
  }
  // Count the reads of photo bytes from the real store.
  const { blobs } = server.services;
  const get = blobs.get.bind(blobs);
  let reads = 0;
  blobs.get = async (key) => {
    reads += 1;
    return get(key);
  };

  const response = await server.request("/api/v1/export", withCookie(user.cookie));
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const first = await reader.read();
  chunks.push(first.value!);
  expect(reads).toBeLessThan(photos);

  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  expect(reads).toBe(photos);
  const zip = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  expect(Object.keys(zip).filter((name) => name.startsWith("photos/"))).toHaveLength(photos);
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(["account.json", "meals.json"]));
});
