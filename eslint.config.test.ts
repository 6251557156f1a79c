import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries of eslint.config.js (docs/decisions/065), checked on code written here as if
// it sat at the given path: each rule must fire where the layering is broken, and only there.

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The imports (by source text) the linter refuses at `file`. */
async function refusedImports(file: string, sources: string[]): Promise<string[]> {
  const code = sources.map((source, i) => `import * as m${i} from "${source}";`).join("\n");
  const [result] = await eslint.lintText(
    `${code}\nexport const all = [${sources.map((_, i) => `m${i}`)}];\n`,
    {
      filePath: path.join(import.meta.dirname, file),
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => sources[message.line - 1] ?? `line ${message.line}`);
}

describe("the import boundaries", () => {
  it("keep screens to the data layer's commands and queries", async () => {
    const refused = await refusedImports("web/src/features/meals/Probe.tsx", [
      "../../data/index.ts",
      "../../data/queries/meals.ts",
      "../../data/commands/meals.ts",
      "../../data/db.ts",
      "../../data/outbox.ts",
      "../../data/photos/photoStore.ts",
      "../../data/testing/scenario.ts",
      "dexie",
      "dexie-react-hooks",
      "../../ui/index.ts",
    ]);
    expect(refused).toEqual([
      "../../data/db.ts",
      "../../data/outbox.ts",
      "../../data/photos/photoStore.ts",
      "../../data/testing/scenario.ts",
      "dexie",
      "dexie-react-hooks",
    ]);
    expect(
      await refusedImports("web/src/app/Probe.tsx", ["../data/boot.ts", "../data/syncEngine.ts"]),
    ).toEqual(["../data/syncEngine.ts"]);
  });

  it("keep the server's source out of web code, test support aside", async () => {
    const server = "../../../sync-server/src/testing/testServer.ts";
    expect(
      await refusedImports("web/src/data/Probe.ts", [server, "./db.ts", "@nutrisnap/sync-server"]),
    ).toEqual([server, "@nutrisnap/sync-server"]);
    expect(
      await refusedImports("web/src/sw.ts", ["../../sync-server/src/app.ts", "./data/syncTag.ts"]),
    ).toEqual(["../../sync-server/src/app.ts"]);
    expect(await refusedImports("web/src/data/Probe.test.ts", [server])).toEqual([]);
    expect(await refusedImports("web/src/data/testing/Probe.ts", [server])).toEqual([]);
  });

  it("keep shared free of both sides", async () => {
    expect(
      await refusedImports("shared/src/meals/Probe.ts", [
        "../../../web/src/data/db.ts",
        "../../../sync-server/src/app.ts",
        "@nutrisnap/web",
        "@nutrisnap/sync-server/src/db/database.ts",
        "zod",
        "../nutrition/index.ts",
      ]),
    ).toEqual([
      "../../../web/src/data/db.ts",
      "../../../sync-server/src/app.ts",
      "@nutrisnap/web",
      "@nutrisnap/sync-server/src/db/database.ts",
    ]);
  });

  it("keep better-sqlite3 to the one module that picks its release for this Node", async () => {
    const drivers = ["better-sqlite3", "better-sqlite3-13"];
    for (const file of [
      "sync-server/src/backup/Probe.ts",
      "sync-server/src/db/Probe.test.ts",
      "sync-server/scripts/probe.mjs",
      "bench/probe.bench.ts",
      "e2e/harness/probe.ts",
      "shared/src/probe.ts",
      "web/src/features/meals/Probe.tsx",
    ])
      expect(await refusedImports(file, [...drivers, "kysely"])).toEqual(drivers);
    expect(await refusedImports("sync-server/src/db/sqliteDriver.ts", drivers)).toEqual([]);
  });
});
