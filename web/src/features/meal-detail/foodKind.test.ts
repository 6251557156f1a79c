import { describe, expect, it } from "vitest";
import { foodKind } from "./foodKind.ts";

describe("food icons by name keyword (spec §2)", () => {
  it.each([
    ["black beans", "legumes"],
    ["Porotos granados", "legumes"],
    ["Lentejas", "legumes"],
    ["almonds", "nuts"],
    ["Maní", "nuts"],
    ["white rice, cooked", "rice"],
    ["Arroz blanco", "rice"],
    ["French fries", "potato"],
    ["Papas fritas", "potato"],
    ["spaghetti bolognese", "pasta"],
    ["Tallarines", "pasta"],
    ["whole wheat bread", "bread"],
    ["Marraqueta", "bread"],
    ["banana", "fruit"],
    ["Palta", "fruit"],
    ["grilled chicken breast", "other"],
  ] as const)("%s → %s", (name, kind) => {
    expect(foodKind(name)).toBe(kind);
  });

  it("matches whole words only (pineapple is fruit, not 'pea'; 'panna' is not bread)", () => {
    expect(foodKind("pineapple")).toBe("fruit");
    expect(foodKind("panna cotta")).toBe("other");
  });

  it("looks at both the English and the local name", () => {
    expect(foodKind("grilled chicken", "Pollo con arroz")).toBe("rice");
  });
});
