import { afterEach, describe, expect, it, vi } from "vitest";

// The build renders the first frames in Node, whose `navigator` (Node 21 and later) has no `onLine`:
// that is not "offline", or every prerendered page would carry the offline notice.
describe("the engine's first idea of the connection", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is online where navigator has no onLine", async () => {
    vi.stubGlobal("navigator", {});
    vi.resetModules();
    const { engineState } = await import("./syncEngine.ts");
    expect(engineState.getState().online).toBe(true);
  });

  it("follows the browser's onLine", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    vi.resetModules();
    const { engineState } = await import("./syncEngine.ts");
    expect(engineState.getState().online).toBe(false);
  });
});
