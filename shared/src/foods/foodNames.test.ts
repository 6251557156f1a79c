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
    expect(engine.name(food("Chicken kiev"), "es_CL")).toBe("Chicken kiev");
    // Where the list has no name, the glossary may (spanishNames.ts).
    expect(engine.name(food("Avocado dressing"), "es_CL")).toBe("Aliño de palta");
  });

  it("never names a food by a stand-in of the list", () => {
    // A hallulla is read as white bread; white bread is not a hallulla.
    expect(engine.name(food("Bread, white"), "es_CL")).not.toBe("Hallulla");
  });

  it("names foods by the list by food group only where the Chilean list has no name", () => {
    // Chilean words stay: the strawberry is a frutilla, not Spain's fresón; the peach a durazno.
    expect(engine.name(food("Strawberries, raw"), "es_CL")).toBe("Frutilla");
    expect(engine.name(food("Peach, raw"), "es_CL")).toBe("Durazno");
    // Chile's word over Spain's, however long (it was "Melocotón en almíbar").
    expect(engine.name(food("Peach, canned, in syrup"), "es_CL")).toBe("Durazno en almíbar");
    expect(engine.name(food("Bread, white"), "es_CL")).toBe("Pan blanco");
    expect(engine.name(food("Gnocchi, potato"), "es_CL")).toBe("Ñoquis");
    // Foods the Chilean list did not name take the grouped list's word.
    expect(engine.name(food("Abalone"), "es_CL")).toBe("Loco");
    expect(engine.name(food("Beef, brisket"), "es_CL")).toBe("Tapapecho");
    // A phrase read as the nearest food does not name it: a pisco sour is not a whiskey sour.
    expect(engine.name(food("Whiskey sour"), "es_CL")).toBe("Whisky sour");
  });

  it("puts the accents back that the typed list leaves out", () => {
    expect(displayName("jamon serrano")).toBe("Jamón serrano");
    expect(displayName("cafe")).toBe("Café");
    expect(displayName("marraqueta")).toBe("Marraqueta");
  });
});
