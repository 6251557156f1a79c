import { describe, expect, it } from "vitest";
import { replaceTraced, sourceSpan, tracedText, type TracedText } from "./tracedText.ts";

/** The user's words behind the traced text's [start, end). */
const source = (written: string, traced: TracedText, start: number, end: number) => {
  const span = sourceSpan(traced, start, end);
  return span ? written.slice(...span) : null;
};

describe("a rewritten text traced to the words written", () => {
  it("gives a copied group its own words and a written word the same word matched", () => {
    const written = "2 eggs on toast";
    const traced = replaceTraced(tracedText(written), /(\d+ eggs) on toast/g, "toast with $1");
    expect(traced.text).toBe("toast with 2 eggs");
    expect(source(written, traced, 0, 5)).toBe("toast");
    expect(source(written, traced, 11, 17)).toBe("2 eggs");
  });

  it("gives words the rule wrote the words they replaced, or nothing when it only added them", () => {
    const bigMac = "a Big Mac";
    const cheeseburger = replaceTraced(tracedText(bigMac), /\bbig mac\b/gi, "double cheeseburger");
    expect(source(bigMac, cheeseburger, 2, cheeseburger.text.length)).toBe("Big Mac");
    const chicken = "half a chicken";
    const roast = replaceTraced(tracedText(chicken), /\bhalf a chicken\b/g, "half a roast chicken");
    expect(roast.text).toBe("half a roast chicken");
    expect(source(chicken, roast, 7, 12)).toBeNull();
    expect(source(chicken, roast, 7, 20)).toBe("chicken");
  });

  it("replaces once without the global flag, as String.replace does", () => {
    expect(replaceTraced(tracedText("a a"), /a/, "b").text).toBe("b a");
    expect(replaceTraced(tracedText("a a"), /a/g, "b").text).toBe("b b");
  });
});
