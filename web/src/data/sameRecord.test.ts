import { describe, expect, it } from "vitest";
import { sameRecord } from "./sameRecord.ts";

describe("sameRecord", () => {
  it("compares records as the server sends them, by value", () => {
    expect(sameRecord({ a: 1, b: [1, { c: "x" }], d: null }, { d: null, b: [1, { c: "x" }], a: 1 })).toBe(
      true,
    );
    expect(sameRecord({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(sameRecord({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameRecord({ a: null }, { a: undefined })).toBe(false);
    expect(sameRecord([], {})).toBe(false);
    expect(sameRecord(null, {})).toBe(false);
  });

  it("takes a field left undefined as absent", () => {
    expect(sameRecord({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
