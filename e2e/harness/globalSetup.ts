import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.ts";
import { startFakeOpenAI } from "../../sync-server/src/testing/fakeOpenAI.ts";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * One real server for the run (built app + built server, temporary DATA_DIR) whose AI analysis
 * talks to the fake OpenAI-compatible server on loopback; both stopped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  findChromium(); // fail early, with install instructions, when there is no browser
  const ai = await startFakeOpenAI();
  // Journeys act as many clients: the server trusts X-Forwarded-For so each browser context can
  // have its own address for the rate limits (see clientContext in account.ts).
  const server = await startServer({
    env: {
      TRUST_PROXY: "true",
      OPENAI_BASE_URL: ai.url,
      OPENAI_API_KEY: "e2e-fake-key",
      ANALYSIS_MODEL: "fake-vision",
    },
  });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    await ai.close();
  };
}
