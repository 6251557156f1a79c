import { describe, expect, it } from "vitest";
import { pageChunkGroups, type GraphModule } from "./chunkGroups.ts";

/** A module graph from "id: static imports | dynamic imports" lines; the first module is the entry. */
function graphOf(lines: Record<string, [string[], string[]?]>) {
  const modules = new Map<string, GraphModule>();
  const ids = Object.keys(lines);
  for (const id of ids)
    modules.set(id, {
      isEntry: id === ids[0],
      importedIds: lines[id]![0],
      dynamicallyImportedIds: lines[id]![1] ?? [],
      importers: ids.filter((other) => lines[other]![0].includes(id)),
      dynamicImporters: ids.filter((other) => (lines[other]![1] ?? []).includes(id)),
    });
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
}

const app = graphOf({
  "/web/index.html": [["/web/src/main.tsx"]],
  "/web/src/main.tsx": [["/node_modules/react/index.js", "/web/src/router.ts"]],
  "/node_modules/react/index.js": [[]],
  "/web/src/router.ts": [[], ["/routes/landing.tsx", "/routes/dashboard.tsx", "/routes/meals.tsx"]],
  "/routes/landing.tsx": [["/web/src/layout.tsx", "/web/src/ui/index.ts", "/web/src/hero.tsx"]],
  "/routes/dashboard.tsx": [["/web/src/layout.tsx", "/web/src/data.ts", "/web/src/ui/Dialog.tsx"]],
  "/routes/meals.tsx": [["/web/src/data.ts"]],
  "/web/src/layout.tsx": [["/node_modules/react/index.js", "/web/src/styles.css"]],
  "/web/src/styles.css": [[]],
  "/web/src/hero.tsx": [[]],
  "/web/src/data.ts": [["/node_modules/dexie/index.js"]],
  "/node_modules/dexie/index.js": [[]],
  "/web/src/ui/index.ts": [["/web/src/ui/Dialog.tsx", "/web/src/ui/Badge.tsx"]],
  "/web/src/ui/Dialog.tsx": [["/node_modules/radix/dialog.js"]],
  "/web/src/ui/Badge.tsx": [[]],
  "/node_modules/radix/dialog.js": [[]],
});

describe("pageChunkGroups", () => {
  const name = pageChunkGroups(
    { landing: [/\/routes\/landing\.tsx$/], dashboard: [/\/routes\/dashboard\.tsx$/] },
    { excluded: (id) => id.endsWith(".css"), barrel: /\/web\/src\/ui\/index\.ts$/ },
  );
  const group = (id: string) => name(id, app);

  it("puts what the entry needs at once in one chunk, and leaves the entry's own modules alone", () => {
    expect(group("/node_modules/react/index.js")).toBe("app");
    expect(group("/web/src/router.ts")).toBe("app");
    expect(group("/web/src/main.tsx")).toBeNull();
    expect(group("/web/index.html")).toBeNull();
  });

  it("groups each page's modules by the set of pages that need them", () => {
    expect(group("/routes/landing.tsx")).toBe("landing");
    expect(group("/web/src/hero.tsx")).toBe("landing");
    expect(group("/routes/dashboard.tsx")).toBe("dashboard");
    expect(group("/web/src/data.ts")).toBe("dashboard");
    expect(group("/node_modules/dexie/index.js")).toBe("dashboard");
    expect(group("/web/src/layout.tsx")).toBe("landing-dashboard");
  });

  it("leaves the barrel's modules, what they import, the excluded and other screens to the bundler", () => {
    expect(group("/web/src/ui/index.ts")).toBeNull();
    expect(group("/web/src/ui/Badge.tsx")).toBeNull();
    // Imported by the dashboard directly, but also a part of the barrel the landing page takes from.
    expect(group("/web/src/ui/Dialog.tsx")).toBeNull();
    expect(group("/node_modules/radix/dialog.js")).toBeNull();
    expect(group("/web/src/styles.css")).toBeNull();
    expect(group("/routes/meals.tsx")).toBeNull();
  });

  it("keeps the bundler's runtime with the entry's modules, asked about first or not", () => {
    const fresh = pageChunkGroups(
      { landing: [/\/routes\/landing\.tsx$/] },
      { excluded: () => false, barrel: /^$/ },
    );
    expect(fresh("\0rolldown/runtime.js", app)).toBe("app");
    expect(fresh("/not/in/the/graph.js", app)).toBeNull();
    expect(fresh("/web/src/hero.tsx", app)).toBe("landing");
  });
});
