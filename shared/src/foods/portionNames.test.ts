import { describe, expect, it } from "vitest";
import { localizedUnit, portionName } from "./portionNames.ts";

describe("a USDA portion's name in the user's language", () => {
  it("stays as USDA writes it in English", () => {
    expect(portionName("1 large or thick slice", "en_US")).toBe("1 large or thick slice");
    // Before: USDA's "Quantity not specified" was shown as it is written, in the Add food portions.
    expect(portionName("Quantity not specified", "en_US")).toBe("1 serving");
  });

  it("reads in Chilean Spanish as number, noun, size and state", () => {
    expect(portionName("1 cup", "es_CL")).toBe("1 taza");
    expect(portionName("1 large or thick slice", "es_CL")).toBe("1 rebanada grande");
    expect(portionName("1 small", "es_CL")).toBe("1 unidad pequeña");
    expect(portionName("1 small/regular fillet", "es_CL")).toBe("1 filete pequeño");
    expect(portionName("1 cup, cooked, diced", "es_CL")).toBe("1 taza (cocido, en cubos)");
    expect(portionName('1 medium pizza (11-12" diameter)', "es_CL")).toBe("1 pizza mediana");
    expect(portionName("1 fl oz (no ice)", "es_CL")).toBe("1 oz líquida (sin hielo)");
    expect(portionName(".5 cup", "es_CL")).toBe("0,5 taza");
    expect(portionName("3 oz", "es_CL")).toBe("3 oz");
    expect(portionName("Quantity not specified", "es_CL")).toBe("1 porción");
    expect(portionName("1 whole fish, any size", "es_CL")).toBe("1 pescado entero");
  });
});

describe("an item's unit in the user's language (decision 220)", () => {
  it("names a unit by its noun, and a size alone or a food counted by its own name as a unit", () => {
    // Before: one banana was "1 porción", an apple "1 mediano", a medium pizza "1 mediano".
    expect(localizedUnit("banana", "es_CL")).toBe("unidad");
    expect(localizedUnit("medium", "es_CL")).toBe("unidad");
    expect(localizedUnit("medium pizza", "es_CL")).toBe("pizza");
    expect(localizedUnit("medium croissant", "es_CL")).toBe("unidad");
    expect(localizedUnit("regular", "es_CL")).toBe("unidad");
    expect(localizedUnit("small/regular", "es_CL")).toBe("unidad");
    // The size is left to the grams, so that two read "2 rebanadas".
    expect(localizedUnit("medium or regular slice", "es_CL")).toBe("rebanada");
  });

  it("keeps the units it knew, and English as it is", () => {
    expect(localizedUnit("cup", "es_CL")).toBe("taza");
    expect(localizedUnit("Quantity not specified", "es_CL")).toBe("porción");
    expect(localizedUnit("g", "es_CL")).toBe("g");
    expect(localizedUnit("egg", "es_CL")).toBe("huevo");
    // What a cook adds by eye, read by the parser, has its own word (not "unidad").
    expect(localizedUnit("splash", "es_CL")).toBe("chorrito");
    expect(localizedUnit("pinch", "es_CL")).toBe("pizca");
    expect(localizedUnit("knob", "es_CL")).toBe("trozo");
    expect(localizedUnit("medium", "en_US")).toBe("medium");
  });
});
