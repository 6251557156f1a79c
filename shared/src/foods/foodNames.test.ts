import { describe, expect, it } from "vitest";
import { displayName } from "./foodNames.ts";
import { testEngine } from "./testEngine.ts";

const engine = testEngine();
const food = (description: string) => engine.index.foods.find((f) => f.description === description)!;

describe("food names in the user's language", () => {
  it("names common foods by the Chilean word list for es_CL", () => {
    expect(engine.name(food("Avocado, raw"), "es_CL")).toBe("Palta");
    expect(engine.name(food("Bread, French or Vienna"), "es_CL")).toBe("Marraqueta");
    expect(engine.name(food("Bread, whole wheat"), "es_CL")).toBe("Pan integral");
    expect(engine.name(food("Banana, raw"), "es_CL")).toBe("Plátano");
  });

  it("keeps USDA's name in English and where the list names no such food", () => {
    expect(engine.name(food("Avocado, raw"), "en_US")).toBe("Avocado, raw");
    expect(engine.name(food("Avocado dressing"), "es_CL")).toBe("Avocado dressing");
  });

  it("never names a food by a stand-in of the list", () => {
    // A hallulla is read as white bread; white bread is not a hallulla.
    expect(engine.name(food("Bread, white"), "es_CL")).not.toBe("Hallulla");
  });

  it("puts the accents back that the typed list leaves out", () => {
    expect(displayName("jamon serrano")).toBe("Jamón serrano");
    expect(displayName("cafe")).toBe("Café");
    expect(displayName("marraqueta")).toBe("Marraqueta");
  });
});
