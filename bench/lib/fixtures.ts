// Things several benchmarks need: the fake OpenAI-compatible provider (once the analysis feature
// has landed) and photos made on the spot.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { CreateMealRequest } from "@nutrisnap/shared/api";
import { repoRoot, type SeededUser } from "./servers.ts";

export interface FakeAi {
  url: string;
  close(): Promise<void>;
}

/** The fake provider of sync-server/src/testing/fakeOpenAI.ts, or null when this checkout has none. */
export async function startFakeAi(): Promise<FakeAi | null> {
  const file = path.join(repoRoot, "sync-server/src/testing/fakeOpenAI.ts");
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    startFakeOpenAI(options: { host?: string }): Promise<FakeAi>;
  };
  return module.startFakeOpenAI({ host: "127.0.0.1" });
}

/**
 * When a seeded meal was eaten: `hour` o'clock UTC `daysAgo` days back, never in the future (the
 * server refuses meal times ahead of now): today's meals fall a few minutes before now instead.
 */
export function mealTime(daysAgo: number, hour: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - daysAgo);
  date.setUTCHours(hour, 0, 0, 0);
  const latest = Date.now() - (24 - hour) * 60_000;
  return new Date(Math.min(date.getTime(), latest)).toISOString();
}

/** A JPEG of a noisy gradient (so it compresses like a photo, not like a flat colour). */
export async function photoJpeg(
  width: number,
  height: number,
  quality = 90,
): Promise<Uint8Array<ArrayBuffer>> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += channels) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const x = (i / channels) % width;
    const y = Math.floor(i / channels / width);
    const noise = seed % 48;
    pixels[i] = (x * 255) / width + noise;
    pixels[i + 1] = (y * 255) / height + noise;
    pixels[i + 2] = 128 + noise;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality }).toBuffer(),
  );
}

/**
 * What a phone does to log a photographed meal: create it, upload one JPEG, ask for its analysis.
 * Answers the meal's id, or the first failing call with its status.
 */
export async function logPhotographedMeal(
  url: string,
  user: SeededUser,
  photo: Uint8Array<ArrayBuffer>,
  type: CreateMealRequest["type"],
): Promise<{ id: string } | string> {
  const headers = { cookie: user.cookie, origin: url };
  const meal = await fetch(`${url}/api/v1/meals`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ type } satisfies CreateMealRequest),
  });
  if (meal.status !== 201 && meal.status !== 200) return `POST /api/v1/meals ${meal.status}`;
  const { id } = (await meal.json()) as { id: string };
  const form = new FormData();
  form.append("meal_id", id);
  form.append("photos", new Blob([photo], { type: "image/jpeg" }), "meal.jpg");
  const upload = await fetch(`${url}/api/v1/meals/photos/multiple`, { method: "POST", headers, body: form });
  await upload.arrayBuffer();
  if (upload.status >= 300) return `POST /api/v1/meals/photos/multiple ${upload.status}`;
  const analyze = await fetch(`${url}/api/v1/meals/${id}/analyze`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: "null",
  });
  await analyze.arrayBuffer();
  if (analyze.status >= 300) return `POST /api/v1/meals/{id}/analyze ${analyze.status}`;
  return { id };
}
