import { describe, expect, it } from "vitest";
import { BLANK_CONTEXT, contextToSend, isBlankContext } from "./analysisContext.ts";

describe("log-meal context hints (spec §2, §7)", () => {
  it("sends null when nothing was chosen", () => {
    expect(contextToSend(BLANK_CONTEXT)).toBeNull();
    expect(isBlankContext({ ...BLANK_CONTEXT })).toBe(true);
  });

  it("sends the whole object once any hint is chosen", () => {
    const chosen = { ...BLANK_CONTEXT, added_protein: 2 };
    expect(contextToSend(chosen)).toEqual(chosen);
    expect(contextToSend({ ...BLANK_CONTEXT, portion_consumed: "half" })?.portion_consumed).toBe("half");
  });
});
