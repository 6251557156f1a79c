// Issue 17: two built server nodes on one real PostgreSQL and one S3-compatible bucket (both real,
// on loopback), used as a deployment behind a load balancer is: a user registers on node 1 in
// Chromium and keeps its dashboard open there, logs a meal with a photo on a phone that reaches
// node 2, the analysis runs on whichever node takes it, and node 1's page hears of it live. The
// photo is served by both nodes and no photo file exists under either node's DATA_DIR. Then the
// node analysing a meal is killed mid-way: the other finishes the job, once.
// Each node has its own fake AI provider, so the provider that is asked tells which node works.
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Meal } from "@nutrisnap/shared/api";
import { startPostgres, type TestPostgres } from "../../scripts/postgres.mjs";
import { startFakeOpenAI, type FakeOpenAI } from "../../sync-server/src/testing/fakeOpenAI.ts";
import { startObjectStore, type TestObjectStore } from "../../sync-server/src/testing/objectStore.ts";
import { launchBrowser, newContext, PHONE, screenshot, watchErrors } from "../harness/browser.ts";
import { startServer, type RunningServer } from "../harness/server.ts";
import { serverMeal, signIn, signUpWithGoals, testPhoto, testPhotoFiles } from "./support/meals.ts";

const MEAL_TITLE = "Grilled chicken with rice and avocado";
/** Short, so the kill below is taken up soon; far longer than one fake analysis takes, even loaded. */
const LEASE_MS = 12_000;

interface Node {
  server: RunningServer;
  ai: FakeOpenAI;
}

/** Every photo on the page has loaded (a broken or pending image has no natural width). */
const photosShown = (page: Page) =>
  page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  });

/**
 * Opens a second live client in the page, beside the app's own, recording every message it is
 * sent; resolves once the stream is open.
 */
const recordLiveMessages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const received: string[] = [];
        Object.assign(window, { received });
        const source = new EventSource("/api/v1/events", { withCredentials: true });
        source.onmessage = (event) => received.push(String(event.data));
        source.onopen = () => resolve();
      }),
  );

/** The types of the live messages the page's recording client got about a meal. */
const liveMessagesAbout = async (page: Page, mealId: string) => {
  const received = (await page.evaluate(() =>
    (window as unknown as { received: string[] }).received.map((data) => JSON.parse(data) as unknown),
  )) as { type: string; payload?: { meal_id?: string } }[];
  return received.filter((message) => message.payload?.meal_id === mealId).map((message) => message.type);
};

/** The image files under a folder (none may be there: photos live in the bucket). */
const imageFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp|heic|avif)$/i.test(entry.name))
    .map((entry) => entry.name);

describe("two server nodes on one PostgreSQL and one bucket", () => {
  let postgres: TestPostgres;
  let database: pg.Client;
  let objectStore: TestObjectStore;
  const nodes: Node[] = [];
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let email = "";
  let mealId = "";

  beforeAll(async () => {
    postgres = await startPostgres();
    objectStore = await startObjectStore();
    const shared = {
      ...objectStore.env("multi-node"),
      DATABASE_URL: postgres.url,
      TWO_FACTOR_KEY: "5e".repeat(32),
      TRUST_PROXY: "true",
      OPENAI_API_KEY: "e2e-fake-key",
      ANALYSIS_MODEL: "fake-vision",
      ANALYSIS_LEASE_MS: String(LEASE_MS),
      ANALYSIS_POLL_MS: "250",
    };
    // One after the other: the first runs the migrations, the second finds them done.
    for (let i = 0; i < 2; i++) {
      const ai = await startFakeOpenAI();
      nodes.push({ ai, server: await startServer({ env: { ...shared, OPENAI_BASE_URL: ai.url } }) });
    }
    database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
    await browser?.close();
    await database?.end();
    for (const node of nodes) {
      node.ai.release();
      await node.server.stop();
      await node.ai.close();
    }
    await objectStore?.close();
    postgres?.stop();
  });

  const [one, two] = [() => nodes[0]!, () => nodes[1]!];

  it("delivers an analysis of a meal logged on node 2 to the page open on node 1", async () => {
    desktop = await newContext(browser, one().server.url);
    ({ email } = await signUpWithGoals(desktop, one().server.url, "en_US"));
    const onOne = await desktop.newPage();
    const errorsOnOne = watchErrors(onOne);
    await onOne.goto("/dashboard");
    await expect.poll(() => onOne.getByTestId("day-title").textContent()).toBe("Today's progress");
    await recordLiveMessages(onOne);

    phone = await newContext(browser, two().server.url, { ...PHONE, theme: "dark" });
    await signIn(phone, two().server.url, email);
    const onTwo = await phone.newPage();
    const errorsOnTwo = watchErrors(onTwo);
    const asked = [one().ai.requests.length, two().ai.requests.length];
    await onTwo.goto("/log-meal");
    await recordLiveMessages(onTwo);
    await onTwo.getByRole("radio", { name: "Lunch" }).click();
    await onTwo.getByLabel("Choose photos").setInputFiles(await testPhotoFiles(0, 1));
    await expect.poll(() => onTwo.getByTestId("photo-count").textContent()).toBe("(1/5)");
    await onTwo.getByRole("button", { name: "Log meal", exact: true }).click();
    await onTwo.waitForURL(/\/meals\/[0-9a-f-]+$/);
    mealId = onTwo.url().split("/").at(-1)!;
    await expect
      .poll(() => onTwo.locator('[data-status="completed"]').count(), { timeout: 45_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => photosShown(onTwo)).toBe(true);
    await screenshot(onTwo, "multi-node-meal-on-node-2-phone-dark");

    // The analysis ran once, on one of the two nodes (whichever leased it first), so the page on
    // the other node got its messages from across the nodes, whichever it was.
    const newRequests = [one().ai.requests.length - asked[0]!, two().ai.requests.length - asked[1]!];
    expect([...newRequests].sort()).toEqual([0, 1]);
    console.info(`The analysis ran on node ${newRequests.indexOf(1) + 1}.`);
    await expect.poll(() => liveMessagesAbout(onTwo, mealId)).toContain("meal_analysis_completed");

    // Node 1's page heard of it live: the app's toast and dashboard, and the recording client.
    await expect
      .poll(() => onOne.getByText(`Analysis complete for ${MEAL_TITLE}`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => onOne.getByText(MEAL_TITLE).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await screenshot(onOne, "multi-node-dashboard-on-node-1-desktop-light");
    await expect.poll(() => liveMessagesAbout(onOne, mealId)).toContain("meal_analysis_completed");
    expect([...errorsOnOne, ...errorsOnTwo]).toEqual([]);
  }, 90_000);

  it("serves the meal's photo from both nodes, with no photo file under either DATA_DIR", async () => {
    const meal = await serverMeal(desktop, one().server.url, mealId);
    expect(meal.photos).toHaveLength(1);
    const photo = meal.photos[0]!;
    const bodies: Buffer[] = [];
    for (const node of nodes) {
      for (const path of [photo.image_url, photo.thumbnail_url]) {
        const response = await desktop.request.get(new URL(path, node.server.url).toString());
        expect(response.status(), `${path} on ${node.server.url}`).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\//);
        if (path === photo.image_url) bodies.push(await response.body());
      }
    }
    expect(bodies[0]!.length).toBeGreaterThan(1000);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    // Another user's session gets nothing from either node.
    const stranger = await newContext(browser, two().server.url);
    try {
      await signUpWithGoals(stranger, two().server.url, "es_CL");
      for (const node of nodes) {
        const response = await stranger.request.get(new URL(photo.image_url, node.server.url).toString());
        expect(response.status()).toBe(404);
      }
    } finally {
      await stranger.close();
    }
    for (const node of nodes) expect(imageFiles(node.server.dataDir)).toEqual([]);
  });

  it("finishes on the other node, once, the analysis of a node killed mid-way", async () => {
    // Both providers hold their first answer; the node that asks is the one that leased the job.
    for (const node of nodes) node.ai.setMode("hang", 1);
    const before = nodes.map((node) => node.ai.requests.length);
    const api = phone.request;
    const base = two().server.url;
    const headers = { origin: base };
    const created = await api.post(`${base}/api/v1/meals`, { headers, data: { type: "dinner" } });
    expect(created.status()).toBe(201);
    const meal = (await created.json()) as Meal;
    const upload = await api.post(`${base}/api/v1/meals/photos/multiple`, {
      headers,
      multipart: {
        meal_id: meal.id,
        photos: { name: "dinner.jpg", mimeType: "image/jpeg", buffer: await testPhoto(3) },
      },
    });
    expect(upload.status()).toBe(201);
    const analysis = await api.post(`${base}/api/v1/meals/${meal.id}/analyze`, { headers, data: "null" });
    expect(analysis.status()).toBe(202);

    let working = -1;
    await expect
      .poll(() => (working = nodes.findIndex((node, i) => node.ai.requests.length > before[i]!)), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(0);
    const dying = nodes[working]!;
    const survivor = nodes[1 - working]!;
    // The survivor answers at once when the job comes to it.
    survivor.ai.setMode("good");
    process.kill(dying.server.pid, "SIGKILL");
    expect(imageFiles(dying.server.dataDir)).toEqual([]);
    await dying.server.stop();

    const survivorBase = survivor.server.url;
    await expect
      .poll(async () => (await serverMeal(phone, survivorBase, meal.id)).analysis_status, {
        timeout: LEASE_MS + 30_000,
      })
      .toBe("completed");
    const done = await serverMeal(phone, survivorBase, meal.id);
    expect(done.title).toBe(MEAL_TITLE);
    expect(done.items).toHaveLength(3);

    // Once: the survivor asked its provider once, the job took two leases and one completion was
    // announced for the meal.
    expect(survivor.ai.requests.length - before[1 - working]!).toBe(1);
    const jobs = await database.query<{ status: string; attempts: number }>(
      "select status, attempts::int as attempts from analysis_jobs where meal_id = $1",
      [meal.id],
    );
    expect(jobs.rows).toEqual([{ status: "done", attempts: 2 }]);
    const announced = await database.query<{ message: string }>(
      "select message from change_log where message like $1",
      [`%${meal.id}%`],
    );
    const types = announced.rows.map((row) => (JSON.parse(row.message) as { type: string }).type);
    expect(types.filter((type) => type === "meal_analysis_completed")).toHaveLength(1);
    expect(imageFiles(survivor.server.dataDir)).toEqual([]);
  }, 90_000);
});
