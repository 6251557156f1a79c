import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The journeys that start servers of their own (a server killed and restarted under faults; two
 * nodes on their own PostgreSQL and bucket) run after those that share the run's one server: they
 * take the longest and lean the most on timing, and a broken shared-server journey is reported
 * minutes sooner (docs/decisions/149).
 */
const LAST = ["chaos.e2e.ts", "multi-node.e2e.ts"];

class OwnServersLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => LAST.indexOf(path.basename(file.moduleId));
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Browser journeys: real Chromium against the built app and the real server (see harness/).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["harness/globalSetup.ts"],
    setupFiles: ["harness/cspSetup.ts"],
    fileParallelism: false,
    sequence: { sequencer: OwnServersLast },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser on a loaded 2-core machine can take seconds to render; vitest's default is 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
