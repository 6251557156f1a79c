import { defineConfig } from "vitest/config";

// Browser journeys: real Chromium against the built app and the real server (see harness/).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["harness/globalSetup.ts"],
    setupFiles: ["harness/cspSetup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser on a loaded 2-core machine can take seconds to render; vitest's default is 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
