import { describe, expect, it } from "vitest";
import { coalescedRuns } from "./coalescedRuns.ts";

/** A drain pass whose outcome the test gives, one pass at a time. */
function passes() {
  const waiting: ((outcome: string) => void)[] = [];
  let started = 0;
  const run = () => {
    started += 1;
    return new Promise<string>((resolve) => waiting.push(resolve));
  };
  return { run, started: () => started, end: (outcome: string) => waiting.shift()!(outcome) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("coalesced runs (drains, pulls)", () => {
  it("runs one pass more for a request made during a pass, and answers both with its outcome", async () => {
    const pass = passes();
    const settled: string[] = [];
    const drains = coalescedRuns(pass.run, (outcome) => settled.push(outcome));
    const first = drains.request(undefined);
    const second = drains.request(undefined);
    await tick();
    pass.end("offline");
    await tick();
    expect(pass.started()).toBe(2);
    pass.end("drained");
    expect(await first).toBe("drained");
    expect(await second).toBe("drained");
    expect(settled).toEqual(["drained"]);
  });

  it("never answers a request made as a pass ends with that pass's outcome (the connection came back just then)", async () => {
    // The request comes 0, 1, 2… microtasks after the pass has ended: at some of them the drain has
    // already seen its last pass end but has not let go yet.
    for (let hops = 0; hops < 8; hops += 1) {
      const pass = passes();
      const drains = coalescedRuns(pass.run, () => undefined);
      void drains.request(undefined);
      await tick();
      pass.end("offline");
      for (let hop = 0; hop < hops; hop += 1) await Promise.resolve();
      const late = drains.request(undefined);
      await tick();
      expect(pass.started(), `a request ${hops} microtasks after the pass ended`).toBe(2);
      pass.end("drained");
      expect(await late).toBe("drained");
    }
  });

  it("starts afresh once a drain has ended, and tells when the running one has", async () => {
    const pass = passes();
    const drains = coalescedRuns(pass.run, () => undefined);
    const first = drains.request(undefined);
    await tick();
    pass.end("drained");
    await drains.settled();
    expect(await first).toBe("drained");
    const next = drains.request(undefined);
    await tick();
    expect(pass.started()).toBe(2);
    pass.end("waiting");
    expect(await next).toBe("waiting");
  });
});
