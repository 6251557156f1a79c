import { describe, expect, it } from "vitest";
import { testEngine } from "./testEngine.ts";

const grams = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
  testEngine()
    .describe(text, locale)
    .items.map((item) => item.grams);

describe("amounts in leaves, spears and stalks", () => {
  it("weighs them by the food's own USDA portion", () => {
    // Romaine lettuce, raw: 1 leaf is 13 g (its whole head is 376 g).
    expect(grams("half a leaf of romaine")).toEqual([6.5]);
  });

  it("reads them as units only after a number, not inside a food's name", () => {
    expect(grams("leaf lettuce")).toHaveLength(1);
    expect(grams("leaf lettuce")[0]).not.toBe(10);
  });
});

describe("slices and pieces", () => {
  it("weighs a slice as the usual slice, not USDA's first listed, crust-not-eaten one", () => {
    // Bread: "1 medium or regular slice" 28 g; "1 slice, crust not eaten" 13 g was taken before.
    expect(grams("a slice of bread")).toEqual([28]);
    expect(grams("a small slice of bread")).toEqual([24]);
  });

  it("weighs a slice of a food USDA cuts in pieces as one of its pieces", () => {
    // Pizza has "1 piece, NFS" (119 g) and no slice: two slices were 2 generic 30 g slices.
    expect(grams("2 slices of pizza")).toEqual([238]);
    expect(grams("una rebanada de pizza", "es_CL")).toEqual([119]);
  });
});

describe("a drink named once", () => {
  it("is a cup of coffee or tea, not a coffee shop's medium", () => {
    // "Coffee, Latte" and "Coffee, brewed": 1 cup (8 fl oz) 240 g; "1 medium" 480 g was taken.
    expect(grams("un café con leche", "es_CL")).toEqual([240]);
    expect(grams("a coffee")).toEqual([240]);
    expect(grams("un té", "es_CL")).toEqual([240]);
    expect(grams("a large coffee")).toEqual([600]);
  });

  it("is USDA's ordinary serving of another drink, not a chain's medium or a juice box", () => {
    // Orange juice: "1 fun size box" 131 g was taken; smoothie: "1 medium" 864 g.
    expect(grams("an orange juice")).toEqual([248]);
    expect(grams("a smoothie")).toEqual([324]);
    expect(grams("a coke")).toEqual([372]);
  });

  it("weighs a glass of wine as a wine glass, and reads a copa", () => {
    expect(grams("a glass of wine")).toEqual([180]);
    expect(grams("una copa de vino", "es_CL")).toHaveLength(1);
    expect(grams("una copa de vino", "es_CL")[0]).toBeLessThan(200);
  });
});

describe("found by describing everyday meals", () => {
  it("weighs a bagel as a regular bagel, not USDA's thinner 'Bagel Thin'", () => {
    // "1 Bagel Thin" (46 g) was taken as "one bagel" because its first word names the food.
    expect(grams("a bagel")).toEqual([105]);
    // "1 pretzel stick" (1 g) is not "one pretzel" of hard pretzels.
    expect(grams("2 pretzels")[0]).toBeGreaterThan(5);
  });

  it("weighs a size USDA does not list for one of a food as a serving of it, not one piece", () => {
    // "a large fries" was one fry (5 g); a food listing its sizes is weighed by them.
    expect(grams("a large apple")).toEqual([242]);
  });

  it("takes a size said from the equally sure row of the same kind that lists it (decision 232)", () => {
    // "Potato, french fries, NFS" lists no size: a large fries was its serving, 110 g, whatever
    // the size said. The fast food row lists orders by size.
    const fries = (text: string) =>
      testEngine()
        .describe(text, "en_US")
        .items.map((item) => `${item.food.description} ${item.grams} g`);
    expect(fries("a large fries")).toEqual(["Potato, french fries, fast food 180 g"]);
    expect(fries("a medium fries")).toEqual(["Potato, french fries, fast food 145 g"]);
    expect(fries("large fries")).toEqual(["Potato, french fries, fast food 180 g"]);
    // With no size said, the generic row and its serving stay.
    expect(fries("fries")).toEqual(["Potato, french fries, NFS 110 g"]);
  });

  it("counts a food by its ordinary one, not a bite-size or cracker-size one USDA lists first", () => {
    // "3 oreos" were three bite-size cookies (9 g), "a string cheese" a cracker-size slice (9 g).
    expect(grams("3 oreos")).toEqual([33]);
    expect(grams("a string cheese")).toEqual([28.4]);
    // Add food offers the same: the Oreo's own sandwich, not the bite-size one listed first.
    const engine = testEngine();
    const oreo = engine.describe("oreos", "en_US").items[0]!.food;
    expect(oreo.portions[engine.usualPortion(oreo)]?.description).toBe("1 Oreo sandwich");
  });

  it("fills a bowl by volume: a bowl of cereal is not a bowl's weight of rice", () => {
    // A bowl was 250 g of anything: 948 kcal of breakfast cereal.
    const [cereal] = grams("a bowl of cereal");
    const [rice] = grams("a bowl of rice");
    expect(cereal).toBeLessThan(60);
    expect(rice).toBeGreaterThan(200);
    expect(rice).toBeLessThan(260);
  });
});

describe("amounts said loosely", () => {
  const amounts = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.amount.quantity} ${Math.round(item.grams)} g`);

  it("reads a couple and a few as two and three", () => {
    // Before: "a couple of cookies" was one cookie named "couple of cookies", "a few strawberries"
    // one strawberry (18 g), "un par de huevos" not a count at all.
    expect(amounts("a couple of cookies")).toEqual(["2 60 g"]);
    expect(amounts("a few strawberries")).toEqual(["3 54 g"]);
    expect(amounts("un par de huevos", "es_CL")).toEqual(["2 100 g"]);
  });

  it("reads a range as its middle", () => {
    // Before: "3-4 crackers" was one serving of a food named "3-4 crackers" at confidence 0.22, and
    // "2 or 3 slices" two slices.
    expect(amounts("3-4 crackers")).toEqual(["3.5 11 g"]);
    expect(amounts("2 or 3 slices of pizza")).toEqual(["2.5 298 g"]);
    expect(amounts("dos o tres huevos", "es_CL")).toEqual(["2.5 125 g"]);
    expect(amounts("2-3 tazas de arroz", "es_CL")).toHaveLength(1);
    expect(amounts("2-3 tazas de arroz", "es_CL")[0]).toMatch(/^2.5 /);
  });

  it("weighs a pint and a shot", () => {
    // Before: "a pint of beer" was a 12 fl oz serving (360 g), not 16 fl oz.
    expect(amounts("a pint of beer")).toEqual(["1 480 g"]);
    expect(amounts("2 shots of tequila")).toEqual(["2 84 g"]);
  });
});

describe("a small or large bowl, glass or mug", () => {
  it("holds less or more than the usual one", () => {
    // Before: the size was read and then ignored: a small bowl of soup was a whole bowl (372.8 g), a
    // big glass of milk an ordinary glass.
    expect(grams("a bowl of soup")).toEqual([372.8]);
    expect(grams("a small bowl of soup")).toEqual([248.5]);
    expect(grams("a big glass of milk")[0]).toBeGreaterThan(grams("a glass of milk")[0]! * 1.4);
    expect(grams("un vaso chico de leche", "es_CL")[0]).toBeLessThan(grams("un vaso de leche", "es_CL")[0]!);
  });

  it("keeps a cup a measure and a food's own sized portion as it is", () => {
    expect(grams("a large cup of coffee")).toEqual([240]);
    expect(grams("a medium bowl of soup")).toEqual([372.8]);
  });
});

describe("a food counted by its name (decision 235)", () => {
  it("is one of the part its name says, not a slice ('half a chicken breast')", () => {
    // Chicken breast, rotisserie: "1 breast" 120 g; half was half of "1 medium slice", 30 g.
    expect(grams("half a rotisserie chicken breast")).toEqual([60]);
  });

  it("is not a tiny one when USDA lists another ('10 shrimp')", () => {
    // Shrimp: "1 tiny shrimp" 5 g was taken before "1 small/medium shrimp" 10 g.
    expect(grams("10 grilled shrimp")).toEqual([100]);
  });
});

describe("a count noun said after the food (decision 239)", () => {
  it("is the food's own portion of that name ('2 sausage links')", () => {
    // Pork sausage: "1 breakfast size link" 20 g; a link weighed its "1 patty", 35 g.
    expect(grams("2 sausage links")).toEqual([40]);
    expect(grams("2 sausage patties")).toEqual([70]);
    // Said before the food too: "2 links of sausage" was two 35 g patties.
    expect(grams("2 links of sausage")).toEqual([40]);
  });

  it("is one of the food when it lists no portion of that name", () => {
    // Chicken tenders or strips: "1 tender, strip, or finger" 50 g.
    expect(grams("3 chicken strips")).toEqual([150]);
    expect(grams("2 veggie patties")).toEqual([200]);
  });
});

describe("a food said in the plural, counted by its size (decision 239)", () => {
  it("is two of it ('tacos')", () => {
    // Taco, NFS: "1 small/regular" 105 g, its unspecified quantity too; "tacos" were one taco.
    expect(grams("tacos")).toEqual([210]);
    expect(grams("a taco")).toEqual([105]);
  });
});

describe("a plate of a food (decision 241)", () => {
  it("is a bowl's volume of a soup or stew, and the food's own cup or serving of anything else", () => {
    // Before: 300 g whatever the food.
    expect(grams("un plato de lentejas", "es_CL")).toEqual([185]);
    expect(grams("un plato de tallarines con salsa de tomate", "es_CL")).toEqual([250]);
    expect(grams("un plato de arroz", "es_CL")).toEqual([163]);
    expect(grams("un plato de cazuela", "es_CL")).toEqual([388]);
    expect(grams("a plate of soup")).toEqual(grams("a bowl of soup"));
    // A deep plate holds more, and two plates twice one.
    expect(grams("un plato hondo de lentejas", "es_CL")).toEqual([277.5]);
    expect(grams("2 plates of lasagna")).toEqual([500]);
  });
});
