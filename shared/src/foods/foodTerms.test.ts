import { describe, expect, it } from "vitest";
import { describeFood } from "./foodTerms.ts";

describe("reading a USDA description", () => {
  it("reads '-less' as without, except for what a food is ordinarily without", () => {
    expect(describeFood("Cake, chocolate, flourless", "fndds").negated).toContain("flour");
    expect(describeFood('Chicken "wings", boneless, with hot sauce', "fndds").negated).not.toContain("bone");
    expect(describeFood("Grapes, seedless", "sr28").negated).toEqual([]);
  });

  it("does not take a class word's cooking segment for the food's name", () => {
    const terms = describeFood("Fish, NS as to type, baked or broiled", "fndds");
    expect(terms.identity).toEqual([["fish"]]);
    expect(terms.heads).not.toContain("broiled");
  });

  it("heads a dinner by what it serves", () => {
    expect(describeFood("Spaghetti and meatballs dinner, NFS, frozen meal", "fndds").heads).toContain(
      "meatball",
    );
  });
});
