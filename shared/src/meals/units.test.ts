import { describe, expect, it } from "vitest";
import { unitForQuantity } from "./units.ts";

describe("an item's unit as its amount reads", () => {
  it("takes the plural of the units the food engine writes above one, in both languages", () => {
    expect(unitForQuantity("huevo", 2)).toBe("huevos");
    expect(unitForQuantity("porción", 1.5)).toBe("porciones");
    expect(unitForQuantity("unidad", 3)).toBe("unidades");
    expect(unitForQuantity("egg", 2)).toBe("eggs");
    expect(unitForQuantity("glass", 2)).toBe("glasses");
    expect(unitForQuantity("Slice", 2)).toBe("Slices");
  });

  it("keeps one, less than one, abbreviations and units the analysis wrote as they are", () => {
    expect(unitForQuantity("huevo", 1)).toBe("huevo");
    expect(unitForQuantity("taza", 0.5)).toBe("taza");
    expect(unitForQuantity("g", 150)).toBe("g");
    expect(unitForQuantity("cda", 2)).toBe("cda");
    expect(unitForQuantity("piezas", 3)).toBe("piezas");
    expect(unitForQuantity("taza mediana", 2)).toBe("taza mediana");
    expect(unitForQuantity(" slice ", 2)).toBe("slices");
  });
});
