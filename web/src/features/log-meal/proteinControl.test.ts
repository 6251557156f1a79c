import { describe, expect, it } from "vitest";
import { holdArmed, proteinStep, type Scoops } from "./proteinControl.ts";

describe("added-protein control (spec §2)", () => {
  it("cycles 0, 1, 2, 0 on taps", () => {
    const seen: Scoops[] = [];
    let scoops: Scoops = 0;
    for (let i = 0; i < 4; i++) {
      scoops = proteinStep(scoops, { kind: "tap" }).scoops;
      seen.push(scoops);
    }
    expect(seen).toEqual([1, 2, 0, 1]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 3],
    [3, 3],
  ] as const)("a 1 s hold at %i gives %i", (from, to) => {
    expect(proteinStep(from, { kind: "held" }).scoops).toBe(to);
  });

  it("starts the sound only when a hold reaches 3", () => {
    expect(proteinStep(2, { kind: "held" }).sound).toBe("start");
    expect(proteinStep(1, { kind: "held" }).sound).toBe("keep");
    expect(proteinStep(3, { kind: "held" }).sound).toBe("keep");
  });

  it("a tap at 3 resets to 0 and stops the sound", () => {
    expect(proteinStep(3, { kind: "tap" })).toEqual({ scoops: 0, sound: "stop" });
  });

  it("taps never reach 3 by themselves", () => {
    for (const from of [0, 1, 2] as const) expect(proteinStep(from, { kind: "tap" }).scoops).not.toBe(3);
  });

  it("arms the hold only at 2", () => {
    expect([0, 1, 2, 3].map((s) => holdArmed(s as Scoops))).toEqual([false, false, true, false]);
  });
});
