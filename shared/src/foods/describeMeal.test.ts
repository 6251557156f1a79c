import { describe, expect, it } from "vitest";
import { testEngine } from "./testEngine.ts";

const foods = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
  testEngine()
    .describe(text, locale)
    .items.map((item) => `${item.text}: ${item.food.description}`);

/** The foods a description is read as, by USDA's names only. */
const foodNames = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
  testEngine()
    .describe(text, locale)
    .items.map((item) => item.food.description);

/** The foods with their grams. */
const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
  testEngine()
    .describe(text, locale)
    .items.map((item) => `${item.food.description} ${item.grams} g`);

describe("two foods joined by 'and', 'with', 'y' or 'con'", () => {
  it("stay two foods when the joined words only happen to match one ('eggs and toast')", () => {
    // Before: one item, "Bread, egg, Challah, toasted", the eggs gone.
    expect(foods("two eggs and toast")).toEqual([
      "two eggs: Egg, whole, cooked, NS as to cooking method",
      "toast: Bread, NS as to major flour, toasted",
    ]);
  });

  it("are not one food that is only one of them ('huevos y tostadas' is not eggs alone)", () => {
    expect(foods("dos huevos y tostadas", "es_CL")).toEqual([
      "dos huevos: Egg, whole, cooked, NS as to cooking method",
      "tostadas: Bread, white, toasted",
    ]);
  });

  it("are one food when the food's name pairs them or the words name it whole", () => {
    expect(foods("rice and beans")).toEqual(["rice and beans: Beans and rice, from fast food / restaurant"]);
    expect(foods("mac and cheese")).toEqual(["mac and cheese: Macaroni or noodles with cheese"]);
    expect(foods("peanut butter and jelly sandwich")).toEqual([
      "peanut butter and jelly sandwich: Peanut butter and jelly sandwich, NFS",
    ]);
    expect(foods("café con leche", "es_CL")).toEqual(["café con leche: Coffee, Latte"]);
    expect(foods("arroz con leche", "es_CL")).toEqual(["arroz con leche: Pudding, rice"]);
    expect(foods("leche con chocolate", "es_CL")).toEqual(["leche con chocolate: Chocolate milk, NFS"]);
  });
});

describe("chips", () => {
  it("are potato chips alone, fries with fish, tortilla chips with salsa", () => {
    // A bare "chips" read as "Chips, rice".
    expect(foods("a bag of chips")).toEqual(["a bag of chips: Potato chips, plain"]);
    expect(foods("fish and chips")).toEqual(["fish: Fish, NFS", "chips: Potato, french fries, NFS"]);
    expect(foods("chips and salsa")).toEqual(["chips: Tortilla chips, plain", "salsa: Salsa, NFS"]);
    expect(foods("banana chips")).toEqual(["banana chips: Banana chips"]);
  });
});

describe("Chilean breads counted one by one", () => {
  const grams = (text: string) =>
    testEngine()
      .describe(text, "es_CL")
      .items.map((item) => item.grams);

  it("weigh a bakery's piece, not a slice of the bread they are read as", () => {
    // "una hallulla" weighed 28 g, a medium slice of white bread.
    expect(grams("una hallulla")).toEqual([90]);
    expect(grams("dos marraquetas")).toEqual([200]);
    expect(grams("media marraqueta")).toEqual([50]);
    expect(grams("2 panes amasados")).toEqual([200]);
    // Counted in units ("2 unidades"), not pieces of them ("trozos") or servings.
    expect(testEngine().estimate("dos hallullas", "es_CL").items[0]).toMatchObject({
      quantity: 2,
      unit_localized: "unidad",
    });
  });

  it("leave a written weight or unit as written", () => {
    expect(grams("100 g de hallulla")).toEqual([100]);
    expect(grams("una rebanada de pan")).toEqual([28]);
  });
});

describe("Chilean dishes USDA lacks", () => {
  const described = (text: string) =>
    testEngine()
      .describe(text, "es_CL")
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("are read as the nearest sound USDA food, not a food their words happen to name", () => {
    // "pastel de choclo" was "Pie, NFS" (a sweet pie); it is beef under a baked corn paste.
    expect(described("un pastel de choclo")).toEqual(["Tamale casserole with meat 350 g"]);
    // A humita is a tamal of fresh corn without meat.
    expect(described("una humita")).toEqual(["Tamale, no meat 140 g"]);
  });

  it("counted one by one weigh the Chilean serving, not USDA's smaller one", () => {
    // A completo weighed 102 g (USDA's hot dog sandwich), an empanada de pino 130 g.
    expect(described("un completo")).toEqual(["Hot dog sandwich, NFS, on white bun 200 g"]);
    expect(described("dos empanadas de pino")).toEqual(["Empanada, beef 360 g"]);
    expect(described("100 g de pastel de choclo")).toEqual(["Tamale casserole with meat 100 g"]);
  });

  it("'a lo pobre' are the meat with the fries, fried onions and two fried eggs on its plate", () => {
    // "bistec a lo pobre" was the steak alone.
    expect(foodNames("bistec a lo pobre", "es_CL")).toEqual([
      "Beef, steak, NFS",
      "Potato, french fries, NFS",
      "Onions, cooked, fat added",
      "Egg, whole, fried, NS as to fat",
    ]);
    expect(foodNames("lomo a lo pobre", "es_CL")[0]).toBe("Beef, steak, NFS");
  });

  it("whose name begins with a unit's word are that food, counted ('una barra de cereal')", () => {
    // Was a bar's weight of breakfast cereal.
    expect(described("2 barritas de cereal")).toEqual(["Cereal or Granola bar, NFS 86 g"]);
    expect(foodNames("una barra de proteína", "es_CL")).toEqual([
      "Nutrition bar or meal replacement bar, NFS",
    ]);
    expect(foodNames("un vaso de leche", "es_CL")).toEqual(["Milk, NFS"]);
  });

  it("plates of fries are the fries and what tops them", () => {
    // Each was the fries alone.
    expect(foodNames("una chorrillana", "es_CL")).toEqual([
      "Potato, french fries, NFS",
      "Beef, NFS",
      "Onions, cooked, fat added",
      "Egg, whole, fried, NS as to fat",
    ]);
    expect(foodNames("salchipapas", "es_CL")).toEqual(["Potato, french fries, NFS", "Hot dog, NFS"]);
  });
});

describe("something on toast", () => {
  it("is toast and the food on it: avocado toast is not toast alone", () => {
    expect(foodNames("an avocado toast")).toEqual(["Bread, NS as to major flour, toasted", "Avocado, raw"]);
    expect(foodNames("2 eggs on toast")).toHaveLength(2);
    // Beans on toast is the British plate of baked beans, a serving of them: they were "Beans, NFS"
    // weighed as a topping's quarter cup (46 g).
    expect(weighed("beans on toast")[1]).toBe("Baked beans 130 g");
  });
});

describe("words after a comma that say how the food before was made (decision 232)", () => {
  it("are that food's, not a second food nor words not understood", () => {
    // Before: "scrambled" was a second food, a scrambled egg (380 kcal for two eggs); "hard boiled"
    // a hard candy; "sauteed" was not understood.
    expect(weighed("2 eggs, scrambled")).toEqual(["Egg omelet or scrambled egg, NS as to fat 110 g"]);
    expect(weighed("2 eggs, hard boiled")).toEqual(["Egg, whole, boiled or poached 100 g"]);
    const peppers = testEngine().describe("green bell peppers, sauteed", "en_US");
    expect(peppers.items.map((item) => item.food.description)).toEqual(["Peppers, green, cooked"]);
    expect(peppers.unmatched).toEqual([]);
    // A food after a comma is still a food of its own.
    expect(foodNames("2 eggs, toast")).toHaveLength(2);
  });

  it("reads chips and guac as tortilla chips", () => {
    expect(foodNames("chips and guac")[0]).toBe("Tortilla chips, plain");
  });
});

describe("a food served over or on another (decision 232)", () => {
  it("is two foods: the one on top is not the plate ('chili over rice' was the rice alone)", () => {
    // Before: one item each, the other food gone: rice alone, mashed potatoes alone (confidence
    // 0.13), salmon alone, a cheese sandwich, chili alone.
    expect(foodNames("chili over rice")).toEqual(["Chili with meat and beans", "Rice, cooked, NFS"]);
    expect(foodNames("beef stew over mashed potatoes")).toEqual(["Stew, beef", "Potato, mashed, NFS"]);
    expect(foodNames("salmon on a bed of rice")).toEqual(["Fish, salmon, NFS", "Rice, cooked, NFS"]);
    expect(foodNames("cream cheese on a bagel")).toEqual(["Cream cheese, regular, plain", "Bagel"]);
    expect(weighed("chili on a baked potato")).toEqual([
      "Chili with meat and beans 255 g",
      "Potato, baked, NFS 285 g",
    ]);
  });

  it("stays one food on a bread (a sandwich), over easy, on the cob, and leaves 'on the side' out", () => {
    expect(foodNames("a burger on a bun")).toEqual(["Hamburger, on white bun, 1 small patty"]);
    expect(foodNames("ham and cheese on wheat")).toEqual(["Ham sandwich on wheat, with cheese"]);
    expect(foodNames("eggs over easy")).toEqual(["Egg, whole, fried, NS as to fat"]);
    expect(foodNames("corn on the cob")).toHaveLength(1);
    expect(foodNames("a steak with fries on the side")).toEqual([
      "Beef, steak, NFS",
      "Potato, french fries, NFS",
    ]);
  });
});

describe("the Spanish words of a breakfast and a salad", () => {
  it("reads a bare cereal as breakfast cereal and an ensalada chilena as tomato salad", () => {
    expect(foodNames("un yogur con cereal", "es_CL")[1]).toBe("Cereal, ready-to-eat, NFS");
    expect(foodNames("una ensalada chilena", "es_CL")).toEqual([
      "Tomato and cucumber salad made with tomato, cucumber, oil, and vinegar",
    ]);
    // Said "a la chilena" too (it was a lettuce salad at 0.36).
    expect(foodNames("una ensalada a la chilena", "es_CL")).toEqual([
      "Tomato and cucumber salad made with tomato, cucumber, oil, and vinegar",
    ]);
  });
});

describe("words that say when or how, not what", () => {
  it("are dropped where a part of the meal begins, not only at the start", () => {
    // Before: "de postre un helado" read as rice pudding (0.13), "para tomar un jugo de naranja" not
    // understood, "to drink a coke" matched with the words "to drink" in it.
    expect(foodNames("pollo con arroz y de postre un helado", "es_CL")).toEqual([
      "Chicken or turkey and rice, no sauce",
      "Ice cream, NFS",
    ]);
    expect(foodNames("pollo con arroz y para tomar un jugo de naranja", "es_CL")).toEqual([
      "Chicken or turkey and rice, no sauce",
      "Orange juice, 100%, NFS",
    ]);
    expect(foods("a burger and fries and to drink a coke")).toEqual([
      "a burger: Hamburger, NFS",
      "fries: Potato, french fries, NFS",
      "a coke: Soft drink, cola",
    ]);
    expect(foods("chicken and rice, and for dessert an apple pie")[1]).toBe("an apple pie: Pie, apple");
  });

  it("end a sentence as a comma does, but a decimal point or a unit's dot does not", () => {
    // Before: "potatoes. Dessert: ice cream" was one item, ice cream, and the potatoes were lost.
    expect(foods("steak with potatoes. Dessert: ice cream")).toEqual([
      "steak: Beef, steak, NFS",
      "potatoes: Potato, NFS",
      "ice cream: Ice cream, NFS",
    ]);
    expect(foods("1.5 cups of rice. Then an apple!")).toEqual([
      "1.5 cups of rice: Rice, cooked, NFS",
      "an apple: Apple, raw",
    ]);
  });

  it("keep a meal word that is part of a food's name ('lunch meat', 'breakfast burrito')", () => {
    // Before: "lunch meat" was "Meat, NFS", "snack mix" trail mix, "dessert wine" red wine.
    expect(foodNames("lunch meat")).toEqual(["Luncheon meat, NFS"]);
    expect(foodNames("snack mix")).toEqual(["Snack mix"]);
    expect(foodNames("dessert wine")).toEqual(["Wine, dessert, sweet"]);
    expect(foodNames("Breakfast eggs and toast")).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Bread, NS as to major flour, toasted",
    ]);
  });

  it("read 'once' as the Chilean evening meal after a verb or preposition, and as eleven before a food", () => {
    const described = (text: string) =>
      testEngine()
        .describe(text, "es_CL")
        .items.map((item) => `${item.food.description} ${item.grams} g`);
    // Before: "tomé once con pan amasado" was eleven breads (484 g).
    expect(described("tomé once con pan amasado")).toEqual([
      "Bread, white, made from home recipe or purchased at a bakery 100 g",
    ]);
    expect(described("a la once un té y una hallulla").map((item) => item.split(",")[0])).toEqual([
      "Tea",
      "Bread",
    ]);
    // "once con" opening the text is the meal too (it was eleven breads, 308 g).
    expect(described("once con pan con palta")).toEqual([
      "Bread, NS as to major flour 100 g",
      "Avocado, raw 30 g",
    ]);
    expect(testEngine().describe("once almendras", "es_CL").items[0]?.amount.quantity).toBe(11);
    expect(testEngine().describe("twelve almonds", "en_US").items[0]?.amount.quantity).toBe(12);
  });
});

describe("something on toast", () => {
  it("is toast with all of it, not with its last word ('peanut butter on toast')", () => {
    // Before: "2 tbsp. of peanut toast" with "butter": the peanut butter was lost.
    expect(foods("2 tbsp. of peanut butter on toast")).toEqual([
      "toast: Bread, NS as to major flour, toasted",
      "2 tbsp. of peanut butter: Peanut butter",
    ]);
    expect(foods("coffee and 2 eggs on toast")).toEqual([
      "coffee: Coffee, brewed",
      "toast: Bread, NS as to major flour, toasted",
      "2 eggs: Egg, whole, cooked, NS as to cooking method",
    ]);
  });
});

describe("amounts written as guesses or after the food", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("read 'about', 'roughly', 'unos', 'como' and '~' as the amount they qualify", () => {
    // Before: "about 200 g of rice" weighed 118 g (confidence 0.13), "approximately 2 cups of pasta"
    // 140 g, "roughly half a cup of hummus" 60 g: the hedge hid the amount.
    expect(weighed("about 200 g of rice")).toEqual(["Rice, cooked, NFS 200 g"]);
    expect(weighed("approximately 2 cups of pasta")).toEqual(["Pasta, cooked 280 g"]);
    expect(weighed("roughly half a cup of hummus")).toEqual(["Hummus, plain 120 g"]);
    expect(weighed("~150g salmon")).toEqual(["Fish, salmon, NFS 150 g"]);
    expect(weighed("unos 200 g de arroz", "es_CL")).toEqual(["Rice, white, cooked, NS as to fat 200 g"]);
    expect(weighed("aprox. 2 tazas de fideos", "es_CL")).toEqual(["Pasta, cooked 280 g"]);
  });

  it("give an amount written after its food, in brackets or after a comma, to that food", () => {
    // Before: "rice (about 200 g)" was not understood at all, and "rice, 200g" and "chicken breast,
    // around 150 grams" lost their amounts as items not understood.
    expect(weighed("rice (about 200 g)")).toEqual(["Rice, cooked, NFS 200 g"]);
    expect(weighed("rice, 200g")).toEqual(["Rice, cooked, NFS 200 g"]);
    expect(weighed("leftover chili, about a cup")).toEqual(["Chili with meat and beans 255 g"]);
    expect(weighed("chili half a cup")).toEqual(["Chili with meat and beans 127.5 g"]);
    expect(weighed("pechuga de pollo, más o menos 150 gramos", "es_CL")).toHaveLength(1);
    expect(weighed("pechuga de pollo, más o menos 150 gramos", "es_CL")[0]).toMatch(
      /^Chicken breast.* 150 g$/,
    );
    // A food that has its amount keeps it; a second amount is shown as not understood.
    expect(testEngine().describe("2 eggs, 100 g", "en_US").unmatched).toEqual(["100 g"]);
  });

  it("read 'como' and 'tomo' as I eat and I drink, and a latte's milk as the latte's", () => {
    // Before: "como arroz con pollo" was chicken alone, "como arroz" not understood; "a latte with
    // oat milk" was a latte and a cup of oat milk besides.
    expect(foodNames("como arroz con pollo", "es_CL")).toEqual(["Chicken or turkey and rice, no sauce"]);
    expect(foodNames("a cappuccino with almond milk and a muffin")).toEqual([
      "Coffee, Cappuccino, with non-dairy milk",
      "Muffin, plain",
    ]);
    expect(foodNames("un cortado con leche de avena", "es_CL")).toEqual(["Coffee, Latte"]);
    // Before: the milk was dropped, so an oat milk latte was a dairy one (43 kcal per 100 g, not 28).
    expect(foodNames("an iced latte with oat milk")).toEqual(["Coffee, Iced Latte, with non-dairy milk"]);
    expect(foodNames("a latte with almond milk")).toEqual(["Coffee, Latte, with non-dairy milk"]);
    expect(foodNames("a cappuccino with skim milk")).toEqual(["Coffee, Cappuccino, nonfat"]);
  });
});

describe("a description read again as it is typed", () => {
  it("gives the answer a fresh reading gives, in each language", () => {
    const engine = testEngine();
    const typed = "2 huevos revueltos con palta y pan";
    const asTyped = Array.from({ length: typed.length }, (_, i) =>
      engine.describe(typed.slice(0, i + 1), "es_CL"),
    );
    expect(asTyped.at(-1)).toEqual(engine.describe(typed, "es_CL"));
    // The same words in English are read as English, not from the Spanish reading kept before.
    const english = engine.describe("palta", "en_US").items.map((item) => item.food.description);
    expect(engine.describe("palta", "es_CL").items.map((item) => item.food.description)).toEqual([
      "Avocado, raw",
    ]);
    expect(engine.describe("palta", "en_US").items.map((item) => item.food.description)).toEqual(english);
    expect(english).not.toEqual(["Avocado, raw"]);
  });
});

describe("everyday amounts", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("read a piece named after its food as one piece ('a large pizza slice')", () => {
    // Before: "a large pizza slice" was a whole large pizza, 954 g and 2,538 kcal.
    expect(weighed("a large pizza slice")).toEqual([expect.stringMatching(/^Pizza.* 119 g$/)]);
    expect(weighed("2 pizza slices")).toEqual([expect.stringMatching(/^Pizza.* 238 g$/)]);
  });

  it("count a dozen as twelve and half a dozen as six", () => {
    // Before: "a dozen wings" was one wing (35 g), "half a dozen eggs" half an egg.
    expect(testEngine().describe("a dozen wings", "en_US").items[0]?.amount.quantity).toBe(12);
    expect(testEngine().describe("half a dozen eggs", "en_US").items[0]?.amount.quantity).toBe(6);
    expect(testEngine().describe("media docena de huevos", "es_CL").items[0]?.amount.quantity).toBe(6);
    expect(testEngine().describe("una docena de empanadas", "es_CL").items[0]?.amount.quantity).toBe(12);
  });

  it("read a can of tuna as canned tuna in USDA's standard can, in both languages", () => {
    // Before: "a can of tuna" was 355 ml of fresh tuna (203 g), "una lata de atún" the small can (75 g).
    expect(weighed("a can of tuna")).toEqual(["Fish, tuna, canned 115 g"]);
    expect(weighed("una lata de atún", "es_CL")).toEqual(["Fish, tuna, canned 115 g"]);
  });

  it("read 'un cuarto de pollo' as a roast chicken quarter, not a quarter of a serving", () => {
    // Before: 21 g of chicken. A quarter of USDA's roast half chicken's meat (decision 238).
    expect(weighed("un cuarto de pollo con papas fritas", "es_CL")).toEqual([
      expect.stringMatching(/^Chicken.*roasted.* 125 g$/),
      "Potato, french fries, NFS 110 g",
    ]);
  });
});

describe("lists and shorthand as people type them", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("read a list line by line, bullets or not, each line a food of its own", () => {
    // Before: "- 2 eggs" read one egg (the dash hid the amount), and "2 eggs" and "toast" on two
    // lines (or after a comma) were joined into one food, challah toast.
    expect(foodNames("- 2 eggs\n- toast\n- coffee")).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Bread, NS as to major flour, toasted",
      "Coffee, brewed",
    ]);
    expect(foodNames("2 eggs, toast")).toHaveLength(2);
    expect(foodNames("1. oatmeal\n2. banana")).toEqual(["Oatmeal, NFS", "Banana, raw"]);
    // A comma before words that name no food alone still qualifies the food.
    expect(foodNames("salmon, baked")).toEqual(["Fish, salmon, baked or broiled"]);
  });

  it("read 2x, x2, w/, w/o and &", () => {
    expect(testEngine().describe("eggs x2", "en_US").items[0]?.amount.quantity).toBe(2);
    expect(testEngine().describe("2x eggs", "en_US").items[0]?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(foodNames("chicken w/ rice")).toEqual(["Chicken or turkey and rice, no sauce"]);
    expect(testEngine().describe("salad w/o dressing", "en_US").items).toHaveLength(1);
  });

  it("read strips of bacon as its medium slices, and 'and a half' as one amount", () => {
    // Before: "3 strips of bacon" were three thin slices (15 g); "bacon (3 strips)" read chicken
    // strips besides; "one and a half cups of milk" lost the "one".
    expect(weighed("3 strips of bacon")).toEqual(["Bacon, NS as to type of meat, cooked 24 g"]);
    expect(weighed("bacon (3 strips)")).toEqual(["Bacon, NS as to type of meat, cooked 24 g"]);
    expect(weighed("one and a half cups of milk")).toEqual(["Milk, NFS 366 g"]);
    expect(weighed("a cup and a half of rice")).toEqual(["Rice, cooked, NFS 237 g"]);
    expect(weighed("una taza y media de arroz", "es_CL")).toEqual([
      "Rice, white, cooked, NS as to fat 244.5 g",
    ]);
    // "and half a cup of" begins another item.
    expect(foodNames("cheese and half a cup of milk")).toEqual(["Cheese, NFS", "Milk, NFS"]);
    expect(foodNames("arroz y media palta", "es_CL")).toEqual([
      "Rice, white, cooked, NS as to fat",
      "Avocado, raw",
    ]);
  });
});

describe("what a cook adds by eye", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("weighs a splash, a pinch, a dollop, a knob and a spoonful as the little they are", () => {
    // Before: "a splash of milk" was a cup of it (244 g), "a pinch of salt" 6 g (2,300 mg of sodium),
    // a dollop, a knob and a spoonful were read with the word left in the food's name (0.48).
    expect(weighed("a splash of milk")).toEqual(["Milk, NFS 30.9 g"]);
    expect(weighed("un chorrito de leche", "es_CL")).toEqual(["Milk, NFS 30.9 g"]);
    expect(weighed("a pinch of salt")).toEqual(["Salt, table 0.4 g"]);
    expect(weighed("una pizca de sal", "es_CL")).toEqual(["Salt, table 0.4 g"]);
    expect(weighed("a knob of butter")).toEqual(["Butter, NFS 10 g"]);
    expect(
      testEngine().describe("a dollop of sour cream", "en_US").items[0]?.confidence,
    ).toBeGreaterThanOrEqual(0.9);
    expect(testEngine().describe("a spoonful of sugar", "en_US").items[0]?.unit).toBe("tablespoon");
  });

  it("reads a coffee shop's tall and venti as its small and large", () => {
    // Before: a tall or a venti latte was one cup (240 g) at confidence 0.36.
    expect(weighed("a tall latte")).toEqual(["Coffee, Latte 360 g"]);
    expect(weighed("a venti latte")).toEqual(["Coffee, Latte 600 g"]);
  });
});

describe("amounts said without a number", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${item.grams} g`);

  it("are servings: a little is half of one, a lot two", () => {
    // Before: "un poco de arroz", "harta palta" and "un montón de papas fritas" were not understood,
    // and "un plato hondo de porotos" neither.
    expect(weighed("un poco de arroz", "es_CL")).toEqual(["Rice, white, cooked, NS as to fat 61 g"]);
    expect(weighed("pan con harta palta", "es_CL")[1]).toBe("Avocado, raw 60 g");
    expect(weighed("un montón de papas fritas", "es_CL")).toEqual(["Potato, french fries, NFS 220 g"]);
    expect(weighed("a bit of cheese")).toEqual(["Cheese, NFS 10.5 g"]);
    expect(weighed("lots of rice")).toEqual(["Rice, cooked, NFS 236 g"]);
    expect(weighed("un plato hondo de porotos", "es_CL")).toHaveLength(1);
  });
});

describe("everyday breakfast and lunch orders", () => {
  const weighed = (text: string) =>
    testEngine()
      .describe(text, "en_US")
      .items.map((item) => `${item.food.description} ${Math.round(item.grams)} g`);

  it("reads a bacon, egg and cheese as one egg sandwich", () => {
    // Before: "bacon egg" was an egg and "cheese on a roll" a slice of cheese (168 kcal in all).
    expect(weighed("bacon egg and cheese on a roll")).toEqual([
      "Egg sandwich on biscuit, with bacon and cheese 160 g",
    ]);
    expect(weighed("a sausage, egg & cheese on a bagel")).toHaveLength(1);
  });

  it("reads coffee black as black coffee and a side of something as a serving of it", () => {
    // Before: "coffee black" was black pepper, and "a side of chips" one rice chip (1 g).
    expect(weighed("toast, coffee black")[1]).toMatch(/^Coffee, brewed /);
    expect(weighed("a burger and a side of chips")[1]).toBe("Potato chips, plain 28 g");
  });

  it("reads an amount in brackets after the food, and a drink named once as its serving", () => {
    // Before: "pizza (2 slices)" was not understood ("slices" was taken as the food's piece and
    // "2" left in its name); "a sprite" was one fluid ounce (31 g).
    expect(weighed("leftover pizza (2 slices)")).toEqual([
      "Pizza, cheese, from restaurant or fast food, NS as to type of crust 238 g",
    ]);
    expect(weighed("a sprite")).toEqual(["Beverages, carb, sprite, lemon-lime, without caffeine 369 g"]);
  });
});

describe("a half chicken and a pie named once", () => {
  const weighed = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.food.description} ${Math.round(item.grams)} g`);

  it("weighs half a chicken as USDA's half bird", () => {
    // Before: "medio pollo" and "half a chicken" were half a serving of chicken meat (43 g).
    expect(weighed("medio pollo", "es_CL")).toEqual([
      "Chicken, NS as to part, baked, broiled, or roasted, skin not eaten 245 g",
    ]);
    expect(weighed("half a chicken")[0]).toMatch(/ 245 g$/);
  });

  it("weighs a pie named once as a slice", () => {
    // Before: "un pie de limón" was the whole pie (1,600 g, 4,704 kcal).
    expect(weighed("un pie de limón", "es_CL")).toEqual(["Pie, lemon meringue 150 g"]);
    // And a sopaipilla pasada weighs a Chilean one soaked in syrup, not USDA's small 12 g one.
    expect(weighed("2 sopaipillas pasadas", "es_CL")).toEqual(["Sopaipilla with syrup or honey 110 g"]);
    // A large completo is larger than the usual one (it was USDA's large hot dog, 102 g, under the
    // usual completo's 200 g).
    expect(weighed("un completo grande", "es_CL")[0]).toMatch(/ 280 g$/);
    expect(weighed("una empanada de pino chica", "es_CL")[0]).toMatch(/ 126 g$/);
  });
});

describe("emoji typed with the foods (decision 212)", () => {
  /** What a meal's food is called (its local name, and the described meal's title) and the food read. */
  const named = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.phrase}: ${item.food.description}`);

  it("reads the food and leaves the emoji out of its name", () => {
    // Before: "🍕 pizza" was the food's name on the meal, and the title "🍕 pizza".
    expect(named("🍕 pizza")).toEqual([
      "pizza: Pizza, cheese, from restaurant or fast food, NS as to type of crust",
    ]);
    expect(named("pizza🍕")).toEqual(named("pizza"));
    expect(named("2 🥚 eggs and 🍞 toast")).toEqual(named("2 eggs and toast"));
    expect(named("una 🍎 manzana y ☕️ café", "es_CL")).toEqual(named("una manzana y café", "es_CL"));
    // Skin tones, joined emoji and flags too.
    expect(named("👍🏽 pizza, 👨‍🍳 pasta 🇨🇱")).toEqual(named("pizza, pasta"));
  });

  it("keeps the words as written, emoji included, for the list being typed", () => {
    const [item] = testEngine().describe("🍕 pizza", "en_US").items;
    expect(item?.text).toBe("🍕 pizza");
  });

  it("says an emoji alone was not understood, as any word it cannot read", () => {
    expect(testEngine().describe("🍕", "en_US")).toMatchObject({ items: [], unmatched: ["🍕"] });
  });
});

describe("everyday phrases typed by hand (decision 213)", () => {
  const described = (text: string) =>
    testEngine()
      .describe(text, "en_US")
      .items.map((item) => `${item.food.description} ${item.grams} g ${item.confidence}`);

  it("reads a size said first without a count as one of that size", () => {
    // Before: "large coffee" was one cup (360 g), "grande latte" 360 g at 0.36, "big salad" a
    // rice dessert; "a large coffee" was 600 g.
    expect(described("large coffee")).toEqual(described("a large coffee"));
    expect(described("grande latte")).toEqual(described("a grande latte"));
    expect(described("big salad")[0]).toMatch(/^Lettuce, salad/);
    expect(described("big mac")[0]).toMatch(/^Double cheeseburger/);
  });

  it("understands a bare ribeye with its amount", () => {
    expect(described("12 oz ribeye")[0]).toMatch(/^Beef, steak, ribeye.* 340.2 g/);
  });
});

describe("an item in the user's own words (decision 220)", () => {
  /** Each item's local name (as saved and shown), its words as written, and the food read. */
  const said = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .estimate(text, locale)
      .items.map((item) => `${item.local_name}: ${item.name}`);
  const written = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => item.text);

  it("names a food the engine read in other words as the user did, amount and article left out", () => {
    // Before: "double cheeseburger from fast food", "latte with non-dairy milk", "pollo asado",
    // "roast chicken", "egg sandwich with bacon and cheese", "black coffee".
    expect(said("a Big Mac")).toEqual(["Big Mac: Double cheeseburger, from fast food, 2 small patties"]);
    expect(said("2 big macs")[0]).toMatch(/^big macs: Double cheeseburger/);
    expect(said("latte with oat milk")).toEqual(["latte with oat milk: Coffee, Latte, with non-dairy milk"]);
    expect(said("an iced latte with almond milk")[0]).toMatch(/^iced latte with almond milk: /);
    expect(said("medio pollo", "es_CL")[0]).toMatch(/^pollo: Chicken, NS as to part, baked/);
    expect(said("half a chicken")[0]).toMatch(/^chicken: Chicken/);
    expect(said("bacon egg and cheese on a roll")[0]).toMatch(
      /^bacon egg and cheese on a roll: Egg sandwich/,
    );
    expect(said("coffee black")).toEqual(["coffee black: Coffee, brewed"]);
    expect(said("a side of fries")).toEqual(["fries: Potato, french fries, NFS"]);
  });

  it("gives back each food of a sentence the rewrite reordered", () => {
    // "2 eggs on toast" is read as "toast with 2 eggs": two items, each in its own words.
    expect(said("2 eggs on toast")).toEqual([
      "toast: Bread, NS as to major flour, toasted",
      "eggs: Egg, whole, cooked, NS as to cooking method",
    ]);
    expect(written("For lunch: 2 Big Macs, fish & chips (large)")).toEqual([
      "2 Big Macs",
      "fish",
      "chips (large)",
    ]);
    expect(written("one and a half cups of rice and a BLT")).toEqual([
      "one and a half cups of rice",
      "a BLT",
    ]);
    // A joining word the rewrite wrote ("fish and french fries") is the user's joining word ("n").
    expect(said("fish n chips")).toEqual(["fish: Fish, NFS", "chips: Potato, french fries, NFS"]);
  });
});

describe("a dish named with what is in it (decision 220)", () => {
  it("is one item when USDA has the dish", () => {
    // Before: "sandwich with ham and cheese" was three items, a sandwich, ham and cheese.
    expect(foods("sandwich with ham and cheese")).toEqual([
      "sandwich with ham and cheese: Ham sandwich on white, with cheese",
    ]);
    expect(foods("a ham and cheese sandwich")).toEqual([
      "a ham and cheese sandwich: Ham sandwich on white, with cheese",
    ]);
    expect(foods("sandwich with turkey and cheese")).toEqual([
      "sandwich with turkey and cheese: Turkey sandwich on white, with cheese",
    ]);
    expect(foods("sándwich con jamón y queso", "es_CL")).toEqual([
      "sándwich con jamón y queso: Ham sandwich on white, with cheese",
    ]);
  });

  it("is the dish and what is with it when USDA has no such dish", () => {
    expect(foodNames("a sandwich with chips")).toEqual(["Sandwich, NFS", "Potato chips, plain"]);
    expect(foodNames("bagel with cream cheese")).toEqual(["Bagel", "Cream cheese, regular, plain"]);
    expect(foodNames("toast with butter")).toEqual(["Bread, NS as to major flour, toasted", "Butter, NFS"]);
    expect(foodNames("pan con palta", "es_CL")).toEqual(["Bread, NS as to major flour", "Avocado, raw"]);
    expect(foodNames("yogurt with granola")).toEqual(["Yogurt, NFS", "Cereal, granola"]);
    // A food that is topped is itself and its topping, not USDA's row of a kind of it ("Crackers,
    // cheese" are cheese crackers).
    expect(foodNames("crackers with cheese")).toEqual(["Crackers, NFS", "Cheese, NFS"]);
    // Before: "pan con queso" was USDA's cheese bread, 28 g, and "toast with cheese" its toasted one.
    expect(foodNames("pan con queso", "es_CL")).toEqual(["Bread, NS as to major flour", "Cheese, NFS"]);
    expect(foodNames("toast with cheese")).toEqual(["Bread, NS as to major flour, toasted", "Cheese, NFS"]);
    // A row that says "with" is the food with it, and a coffee is read whole.
    expect(foodNames("a bagel with raisins")).toEqual(["Bagel, with raisins"]);
    expect(foodNames("café con leche", "es_CL")).toEqual(["Coffee, Latte"]);
  });
});

describe("a food put on another with no amount of its own (decision 220)", () => {
  it("is a topping's quarter cup, not a serving of it eaten alone", () => {
    // Before: the granola was USDA's serving of it as a cereal, a 110 g cup (462 kcal).
    expect(weighed("yogurt with granola")).toEqual(["Yogurt, NFS 170 g", "Cereal, granola 27.5 g"]);
    expect(weighed("yogur con granola", "es_CL")[1]).toBe("Cereal, granola 27.5 g");
    // What follows it with "and" is put on too.
    expect(weighed("oatmeal with blueberries and strawberries").slice(1)).toEqual([
      "Blueberries, raw 37.5 g",
      "Strawberries, raw 37.5 g",
    ]);
  });

  it("is USDA's own amount of it added to a drink or a hot cereal, when less than its serving", () => {
    // Before: the oat milk of "iced coffee with oat milk" and the milk of "grits with milk" were a
    // cup of milk each (244 g).
    expect(weighed("iced coffee with oat milk")[1]).toBe("Oat milk 30 g");
    expect(weighed("grits with milk").slice(1)).toEqual(["Milk, NFS 61 g"]);
    expect(weighed("café con leche de avena", "es_CL")[1]).toBe("Oat milk 30 g");
    // Oats with milk are USDA's oatmeal made with milk, one food (decision 219's names).
    expect(weighed("avena con leche y plátano", "es_CL")).toEqual([
      "Oatmeal, regular or quick, made with milk, no added fat 240 g",
      "Banana, raw 126 g",
    ]);
    // Honey's amount per ounce is a sweetened drink's (29 g in a mug of tea): its 7 g serving stays.
    expect(weighed("tea with honey")[1]).toBe("Honey 7 g");
  });

  it("keeps a serving that is already a topping's, a food counted whole, a drink, a side and an amount said", () => {
    expect(weighed("toast with butter")[1]).toBe("Butter, NFS 14 g");
    expect(weighed("bagel with cream cheese")[1]).toBe("Cream cheese, regular, plain 30 g");
    expect(weighed("oatmeal with banana")[1]).toBe("Banana, raw 126 g");
    expect(weighed("cereal with milk")[1]).toBe("Milk, NFS 244 g");
    expect(weighed("steak with potatoes")[1]).toBe("Potato, NFS 170 g");
    expect(weighed("yogurt with 1 cup of granola")[1]).toBe("Cereal, granola 110 g");
  });
});

describe("everyday meals typed into Describe (decision 220)", () => {
  const read = (text: string, locale: "en_US" | "es_CL" = "en_US") =>
    testEngine()
      .describe(text, locale)
      .items.map((item) => `${item.localName}: ${item.food.description} ${item.grams} g`);

  it("keeps two foods said with 'and' apart when the join is one of them made with the other", () => {
    // Before: "honey and walnuts" was one food, "Walnuts, honey roasted", the honey gone.
    expect(read("greek yogurt with honey and walnuts").slice(1)).toEqual([
      "honey: Honey 7 g",
      "walnuts: Walnuts, excluding honey roasted 28 g",
    ]);
    // A food whose name pairs them stays one.
    expect(read("rice and beans")).toEqual([
      "rice and beans: Beans and rice, from fast food / restaurant 170 g",
    ]);
  });

  it("reads an Egg McMuffin, overnight oats and half-and-half", () => {
    // Before: "an egg mcmuffin" was not understood, overnight oats were a cup of dry oats (607
    // kcal), and "half and half" was two halves of nothing.
    expect(read("an egg mcmuffin")).toEqual(["egg mcmuffin: Egg sandwich on English muffin, with ham 145 g"]);
    expect(read("overnight oats")).toEqual([
      "overnight oats: Oatmeal, regular or quick, made with milk, no added fat 240 g",
    ]);
    expect(read("coffee with half and half")[1]).toBe("half and half: Cream, half and half 20 g");
  });

  it("reads 'piezas' as pieces and a pack as a packet", () => {
    // Before: "dos piezas de sushi" was not understood, and "a pack of m&ms" named "pack of m&ms".
    expect(read("dos piezas de sushi", "es_CL")).toEqual(["sushi: Sushi, NFS 60 g"]);
    expect(read("a pack of m&ms")[0]).toMatch(/^m&ms: Chocolate candy, candy shell /);
  });

  it("reads 'two cups and a half of' as one amount, and 'y medio pan' as half a bread", () => {
    // Before: "2 tazas y media de arroz" was "2 tazas" not understood and half a serving of rice,
    // and "un huevo y medio pan" one and a half eggs named "huevo pan".
    expect(read("2 tazas y media de arroz", "es_CL")).toEqual([
      "arroz: Rice, white, cooked, NS as to fat 407.5 g",
    ]);
    expect(read("two cups and a half of rice")).toEqual(["rice: Rice, cooked, NFS 395 g"]);
    expect(read("un huevo y medio pan", "es_CL")).toEqual([
      "huevo: Egg, whole, cooked, NS as to cooking method 50 g",
      "pan: Bread, NS as to major flour 50 g",
    ]);
  });

  it("weighs a chocolate bar as USDA's regular size, not its bite size", () => {
    // Before: 10 g, "1 miniature/bite size", the first size USDA lists.
    expect(read("a chocolate bar")).toEqual(["chocolate bar: Chocolate candy 45 g"]);
  });
});

describe("counts and names of fast-food and snack orders", () => {
  const weighed = (text: string) =>
    testEngine()
      .describe(text, "en_US")
      .items.map((item) => `${item.localName}: ${item.food.description} ${item.grams} g`);

  it("weighs 'N piece' of a food counted by its own name as N of it", () => {
    // Before: 50 g a piece, "10 piece mcnuggets" 500 g (1,535 kcal); USDA's nugget is 16 g.
    expect(weighed("10 piece mcnuggets")).toEqual(["mcnuggets: Chicken nuggets, from fast food 160 g"]);
    expect(weighed("6 piece chicken nuggets")).toEqual(["chicken nuggets: Chicken nuggets, NFS 96 g"]);
    // Before: "a 4 piece" was one tender, the article read as the count.
    expect(weighed("a 4 piece chicken tenders")).toEqual([
      "chicken tenders: Chicken tenders or strips, NFS 200 g",
    ]);
    // A piece of what USDA does not count by its name stays a generic piece or its own.
    expect(weighed("a piece of chicken")[0]).toMatch(/ 50 g$/);
  });

  it("reads a Quarter Pounder as the burger, not a quarter of one", () => {
    // Before: "a quarter pounder" was not understood.
    expect(weighed("a quarter pounder")).toEqual([
      "quarter pounder: Hamburger, from fast food, 1 medium patty 145 g",
    ]);
    expect(weighed("2 quarter pounders")[0]).toMatch(/ 290 g$/);
    expect(weighed("a quarter cup of rice")).toEqual(["rice: Rice, cooked, NFS 39.5 g"]);
  });

  it("weighs an omelette named once as two eggs, with what it is made with in it", () => {
    // Before: one egg, 55 g, at 0.6; "with cheese and spinach" were two more foods.
    expect(weighed("an omelette")).toEqual(["omelette: Egg omelet or scrambled egg, NS as to fat 110 g"]);
    expect(weighed("an omelette with cheese and spinach")).toEqual([
      "omelette with cheese and spinach: Egg omelet or scrambled egg, with cheese and dark-green vegetables, NS as to fat 170 g",
    ]);
    expect(weighed("a 3 egg omelette")[0]).toMatch(/ 165 g$/);
    // Chocolate sauce on ice cream is the syrup (it was "Sauce, NFS").
    expect(weighed("ice cream with chocolate sauce")[1]).toBe("chocolate sauce: Chocolate syrup 40 g");
  });

  it("reads a spread on a rice cake, crackers or celery as two foods", () => {
    // Before: "peanut butter on a rice cake" was the peanut butter alone.
    expect(weighed("2 tbsp peanut butter on a rice cake")).toEqual([
      "rice cake: Rice cake 3 g",
      "peanut butter: Peanut butter 32 g",
    ]);
    expect(weighed("peanut butter on celery").map((item) => item.split(":")[0])).toEqual([
      "celery",
      "peanut butter",
    ]);
  });
});

describe("meals as people type them (decision 235)", () => {
  it("reads a bare 'w' between words as 'with', as 'w/' was", () => {
    // Before: "bagel w cream cheese" was the cream cheese alone, "coffee w milk" a cup of milk.
    expect(foodNames("bagel w cream cheese")).toEqual(["Bagel", "Cream cheese, regular, plain"]);
    expect(foodNames("coffee w milk")).toEqual(foodNames("coffee with milk"));
    expect(foodNames("coffee w milk")).not.toEqual(["Milk, NFS"]);
  });

  it("leaves out the meal said after a food ('a hamburger for lunch') and a snack's lead-in", () => {
    // Before: "a hamburger for lunch" and "late night snack: 2 cookies" were not understood.
    expect(foodNames("had a hamburger for lunch and a diet coke")).toEqual([
      "Hamburger, NFS",
      "Soft drink, cola, diet",
    ]);
    expect(foodNames("late night snack: 2 cookies and milk")).toEqual(["Cookie, NFS", "Milk, NFS"]);
    expect(foodNames("had oatmeal with blueberries for breakfast")).toEqual([
      "Oatmeal, NFS",
      "Blueberries, raw",
    ]);
  });

  it("reads what a food's own name already holds as in it, not as a second food", () => {
    // Before: the burrito and a slice of cheese; the chili and 92 g of beans.
    expect(foodNames("beef burrito with cheese")).toEqual(["Burrito, beef, cheese"]);
    expect(foodNames("chili with beans")).toEqual(["Chili with meat and beans"]);
    // What the food's name does not hold stays a food of its own.
    expect(foodNames("bagel with cream cheese")).toEqual(["Bagel", "Cream cheese, regular, plain"]);
  });

  it("reads a pie a la mode as the pie and a scoop of vanilla ice cream", () => {
    // Before: not understood.
    expect(weighed("cherry pie a la mode")).toEqual(["Pie, cherry 150 g", "Ice cream, vanilla 120 g"]);
  });

  it("reads a count said after the food ('grilled shrimp, about 10') as its count", () => {
    // Before: not understood ("grilled shrimp 10" was read as one name).
    expect(weighed("grilled shrimp, about 10")).toEqual(["Shrimp, grilled 100 g"]);
  });

  it("reads a glass of red or white as wine", () => {
    // Before: "a glass of red" was 157 g of cooked red peppers.
    expect(foodNames("steak and a glass of red")).toEqual(["Beef, steak, NFS", "Wine, red"]);
    expect(foodNames("una copa de tinto", "es_CL")).toEqual(["Wine, red"]);
  });

  it("weighs a food said in the plural with no amount as two of it when USDA's serving is one", () => {
    // Before: one egg (50 g), one thigh (80 g), one huevo.
    expect(weighed("eggs and toast")[0]).toBe("Egg, whole, cooked, NS as to cooking method 100 g");
    expect(weighed("dinner was chicken thighs with rice")[0]).toBe(
      "Chicken thigh, baked, broiled, or roasted, skin eaten, from raw 160 g",
    );
    expect(weighed("huevos con arroz", "es_CL")[0]).toBe("Egg, whole, cooked, NS as to cooking method 100 g");
    // A serving already of more than one, a singular and an amount said stay as they were.
    expect(weighed("pancakes")).toEqual(["Pancakes, plain 100 g"]);
    expect(weighed("fries")).toEqual(["Potato, french fries, NFS 110 g"]);
    expect(weighed("an egg")).toEqual(["Egg, whole, cooked, NS as to cooking method 50 g"]);
    expect(weighed("3 eggs")).toEqual(["Egg, whole, cooked, NS as to cooking method 150 g"]);
  });
});

describe("a cereal or a powder in a milk or water (decision 232)", () => {
  it("is oatmeal made with the milk, or the powder and what it is put in", () => {
    // Each was not understood: "in" does not part a description ("peaches in syrup" is one food).
    expect(foodNames("oats in almond milk")).toEqual([
      "Oatmeal, regular or quick, made with non-dairy milk, no added fat",
    ]);
    expect(foodNames("a scoop of protein powder in water")).toEqual([
      "Nutritional powder mix, whey based, NFS",
      "Water, NFS",
    ]);
    expect(foodNames("peaches in syrup")).toEqual(["Peach, canned, in syrup"]);
  });
});

describe("a drink blended from foods said with them (decision 241)", () => {
  it("is the foods it was made of, counted once, with the liquid when one is said", () => {
    // Before: USDA's 324 g fruit smoothie and the three foods again (531 kcal).
    expect(foodNames("a smoothie with spinach, banana and peanut butter")).toEqual([
      "Spinach, raw",
      "Banana, raw",
      "Peanut butter",
    ]);
    // Before: a 256 g ready-to-drink protein shake, the banana and the oat milk.
    expect(foodNames("a protein shake with a banana and oat milk")).toEqual([
      "Nutritional powder mix, whey based, NFS",
      "Banana, raw",
      "Oat milk",
    ]);
    // Before: the fruit smoothie (its banana read as the smoothie) and the milk.
    expect(foodNames("un batido de plátano con leche", "es_CL")).toEqual(["Banana, raw", "Milk, NFS"]);
    expect(foodNames("un licuado de frutilla con leche", "es_CL")).toEqual([
      "Strawberries, raw",
      "Milk, NFS",
    ]);
    expect(foodNames("toast and a green smoothie with kale and apple").slice(1)).toEqual([
      "Kale, raw",
      "Apple, raw",
    ]);
    expect(foodNames("a banana smoothie with milk")).toEqual(["Banana, raw", "Milk, NFS"]);
  });

  it("stays the drink when said alone or topped", () => {
    expect(foodNames("a smoothie")).toEqual(["Fruit smoothie, NFS"]);
    expect(foodNames("un batido de plátano", "es_CL")).toEqual(["Fruit smoothie, NFS"]);
    expect(foodNames("a chocolate shake with whipped cream")).toEqual([
      "Milk shake, fast food, chocolate",
      "Cream, whipped",
    ]);
    expect(foodNames("a protein shake")).toEqual([
      "Nutritional drink or shake, high protein, ready-to-drink, NFS",
    ]);
  });
});
