import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.ts";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One real server for the run (built app + built server, temporary DATA_DIR); stopped at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  findChromium(); // fail early, with install instructions, when there is no browser
  // Journeys act as many clients: the server trusts X-Forwarded-For so each browser context can
  // have its own address for the rate limits (see clientContext in account.ts).
  const server = await startServer({ env: { TRUST_PROXY: "true" } });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
  };
}
