import { defineConfig } from "vitest/config";

// Browser journeys: real Chromium against the built app and the real server (see harness/).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["harness/globalSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
