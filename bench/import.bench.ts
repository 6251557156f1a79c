// Importing a year into a new device: one user's 1,500 meals with 2 photos each (3,000 photos), on
// the server; a device holding none of them pulls the change feed with the real web data layer
// (pullChanges, Dexie on fake-indexeddb in Node), then fetches every photo it now knows of
// (thumbnail and display image, 6 at a time as a browser does per host). No target yet.
import "fake-indexeddb/auto";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { EventSource } from "eventsource";
import type { MealType } from "@nutrisnap/shared/constants";
import type * as DataLayerModule from "./entries/dataLayerNode.ts";
import { bundleForNode } from "./lib/bundle.ts";
import { cookieJarFetch } from "./lib/cookieJarFetch.ts";
import { photoJpeg } from "./lib/fixtures.ts";
import { runLoad } from "./lib/load.ts";
import { heading, record } from "./lib/report.ts";
import { startBuiltServer } from "./lib/servers.ts";

const BENCH = "import";
const MEALS = Number(process.env.BENCH_IMPORT_MEALS ?? 1_500);
const PHOTOS_PER_MEAL = 2;
const TYPES: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
const PASSWORD = "bench-password";

export async function importBench(): Promise<void> {
  heading(`Import a year into a new device (${MEALS} meals, ${MEALS * PHOTOS_PER_MEAL} photos)`);
  const server = await startBuiltServer();
  const jar = cookieJarFetch(server.url);
  try {
    const file = await bundleForNode(path.join(import.meta.dirname, "entries/dataLayerNode.ts"));
    const data = (await import(pathToFileURL(file).href)) as typeof DataLayerModule;
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    data.configureData({
      databaseName: `import-bench-${Date.now()}`,
      fetch: jar.fetch,
      baseUrl: server.url,
      openEventSource: (url) =>
        new EventSource(url, {
          withCredentials: true,
          fetch: jar.fetch as never,
        }) as unknown as globalThis.EventSource,
    });
    const user = await data.register({
      name: "Bench Import",
      email: `bench-import-${Date.now()}@example.com`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    if (!user.ok) throw new Error(`register: ${user.message}`);
    data.stopSyncTimers();
    data.closeLiveEvents();
    const ctx = data.dataContext();

    // The year, written on the server by "another device" (the same session, outside the device's store).
    const photos = [await photoJpeg(1280, 960, 80), await photoJpeg(960, 1280, 80)];
    const seedStarted = performance.now();
    const seeded = await runLoad({
      concurrency: 4,
      seconds: 3_600,
      maxRequests: MEALS,
      request: async (_client, index) => {
        const createdAt = new Date(Date.now() - (index / MEALS) * 365 * 86_400_000).toISOString();
        const id = crypto.randomUUID();
        const created = await jar.fetch(`${server.url}/api/v1/meals`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id, type: TYPES[index % 4], created_at: createdAt, note: `meal ${index}` }),
        });
        await created.arrayBuffer();
        if (!created.ok) return `POST /meals ${created.status}`;
        const form = new FormData();
        form.append("meal_id", id);
        for (const [i, photo] of photos.entries())
          form.append("photos", new Blob([photo], { type: "image/jpeg" }), `photo-${i}.jpg`);
        const uploaded = await jar.fetch(`${server.url}/api/v1/meals/photos/multiple`, {
          method: "POST",
          body: form,
        });
        await uploaded.arrayBuffer();
        return uploaded.ok || `POST /meals/photos/multiple ${uploaded.status}`;
      },
    });
    if (seeded.errors > 0) throw new Error(`seeding failed: ${seeded.firstError}`);
    record({
      bench: BENCH,
      name: "seeding on the server (not the import), 4 clients",
      value: (performance.now() - seedStarted) / 1000,
      unit: "s",
    });

    jar.sent.clear();
    const pullStarted = performance.now();
    const pulled = await data.pullChanges(ctx);
    const pullMs = performance.now() - pullStarted;
    if (pulled.status !== "pulled") throw new Error(`pull: ${pulled.status}`);
    const meals = await ctx.db.meals.count();
    const photoRows = await ctx.db.photos.toArray();
    record({
      bench: BENCH,
      name: "meals and photos in the device's store",
      value: meals,
      unit: `meals, ${photoRows.length} photos`,
    });
    record({
      bench: BENCH,
      name: "pull the change feed into the store (pullChanges)",
      value: pullMs / 1000,
      unit: `s (${[...jar.sent.values()].reduce((a, b) => a + b, 0)} requests)`,
    });

    const urls = photoRows.flatMap((row) => [row.thumbnail_url, row.image_url]).filter((u) => u !== null);
    let bytes = 0;
    const fetchStarted = performance.now();
    const fetched = await runLoad({
      concurrency: 6,
      seconds: 3_600,
      maxRequests: urls.length,
      request: async (_client, index) => {
        const response = await jar.fetch(new URL(urls[index]!, server.url).href, {});
        bytes += (await response.arrayBuffer()).byteLength;
        return response.ok || `GET photo ${response.status}`;
      },
    });
    const fetchMs = performance.now() - fetchStarted;
    if (fetched.errors > 0)
      console.log(`  photo fetch errors: ${fetched.errors}, first: ${fetched.firstError}`);
    record({
      bench: BENCH,
      name: `fetch every thumbnail and display image (${urls.length}, 6 at a time)`,
      value: fetchMs / 1000,
      unit: `s (${(bytes / 1024 ** 2).toFixed(0)} MiB)`,
    });
    record({
      bench: BENCH,
      name: "import in all (pull + photos)",
      value: (pullMs + fetchMs) / 1000,
      unit: "s",
    });
  } finally {
    await server.stop();
  }
}
