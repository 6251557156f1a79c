import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiError.ts";
import { createProcessingLine, PHOTO_RETRY_AFTER_SECONDS } from "./processingLine.ts";

/** A task that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("photo processing line", () => {
  it("runs at most `concurrency` uploads at once and the rest in arrival order", async () => {
    const line = createProcessingLine({ concurrency: 2, maxWaiting: 10 });
    const started: string[] = [];
    const gates = ["a", "b", "c", "d"].map((name) => gate(started, name));
    const results = gates.map((g) => line.run(g.task));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect([line.running, line.waiting]).toEqual([2, 2]);

    gates[1]!.open();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    gates[0]!.open();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([line.running, line.waiting]).toEqual([0, 0]);
  });

  it("refuses with 503 and Retry-After when the line is full, and takes uploads again once it moves", async () => {
    const line = createProcessingLine({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const first = gate(started, "first");
    const second = gate(started, "second");
    const running = line.run(first.task);
    const waiting = line.run(second.task);
    await settle();

    const refused = await line.run(async () => "third").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).key).toBe("photoLineFull");
    expect((refused as ApiError).options.headers).toEqual({
      "Retry-After": String(PHOTO_RETRY_AFTER_SECONDS),
    });
    expect(started).toEqual(["first"]);

    first.open();
    await settle();
    const fourth = line.run(async () => "fourth");
    second.open();
    expect(await Promise.all([running, waiting, fourth])).toEqual(["first", "second", "fourth"]);
  });

  it("frees the place of an upload whose processing failed", async () => {
    const line = createProcessingLine({ concurrency: 1, maxWaiting: 0 });
    await expect(line.run(() => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    expect(line.running).toBe(0);
    expect(await line.run(async () => "next")).toBe("next");
  });
});
