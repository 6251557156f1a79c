import { describe, expect, it } from "vitest";
import { portionName } from "./portionNames.ts";

describe("a USDA portion's name in the user's language", () => {
  it("stays as USDA writes it in English", () => {
    expect(portionName("1 large or thick slice", "en_US")).toBe("1 large or thick slice");
    expect(portionName("Quantity not specified", "en_US")).toBe("Quantity not specified");
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
