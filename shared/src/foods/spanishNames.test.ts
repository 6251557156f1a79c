import { describe, expect, it } from "vitest";
import { agree, composeSpanishName } from "./spanishNames.ts";
import { testEngine } from "./testEngine.ts";

const engine = testEngine();
const food = (description: string) => engine.index.foods.find((f) => f.description === description)!;
const es = (description: string) => engine.name(food(description), "es_CL");

describe("Spanish names composed from USDA descriptions", () => {
  it("writes the head noun first and its qualifiers after it, as Spanish does", () => {
    expect(composeSpanishName("Chicken breast, baked, coated, skin / coating eaten")).toBe(
      "pechuga de pollo al horno, apanada, con piel",
    );
    expect(composeSpanishName("Beans, string, green, cooked from frozen")).toBe(
      "porotos verdes cocidos, de congelados",
    );
    // SR28 names the part after the animal: "Chicken, ..., breast" is the chicken's breast.
    expect(composeSpanishName("Chicken, broilers or fryers, breast, meat only, cooked, roasted")).toBe(
      "pechuga de pollo solo carne, cocida, asada",
    );
    expect(composeSpanishName("Soup, tortilla")).toBe("sopa de tortilla");
    // A dish after its food names the dish: "Carrots, raw, salad" is a salad.
    expect(composeSpanishName("Carrots, raw, salad")).toBe("ensalada de zanahorias crudas");
    expect(composeSpanishName("White pizza, cheese, thin crust")).toBe(
      "pizza blanca de queso, de masa delgada",
    );
    // A food with something is read as one qualifier.
    expect(composeSpanishName("Cake or cupcake, chocolate with chocolate icing, bakery")).toBe(
      "torta o cupcake de chocolate con glaseado de chocolate, de panadería",
    );
    expect(composeSpanishName("Pizza, cheese, from restaurant or fast food, medium crust")).toBe(
      "pizza de queso, de restaurante o comida rápida, de masa mediana",
    );
  });

  it("makes each qualifier agree with the food in gender and number", () => {
    expect(composeSpanishName("Carrots, cooked")).toBe("zanahorias cocidas");
    expect(composeSpanishName("Mushrooms, raw")).toBe("champiñones crudos");
    expect(composeSpanishName("Sweet potato, boiled, no added fat")).toBe(
      "camote hervido, sin grasa añadida",
    );
    expect(composeSpanishName("Potato, french fries, NFS")).toBe("papas fritas");
    // What is said of two foods agrees with both.
    expect(composeSpanishName("Broccoli and cauliflower, cooked, no added fat")).toBe(
      "brócoli y coliflor, cocidos, sin grasa añadida",
    );
    expect(composeSpanishName("Peas and carrots, cooked")).toBe("arvejas y zanahorias, cocidas");
    expect(agree("bajo~ en grasa", "f", true)).toBe("bajas en grasa");
    expect(agree("japonés~", "f", false)).toBe("japonesa");
    expect(agree("natural~", "m", true)).toBe("naturales");
    expect(agree("común~", "m", true)).toBe("comunes");
    expect(agree("al horno", "f", true)).toBe("al horno");
  });

  it("drops USDA's not-further-specified words", () => {
    expect(composeSpanishName("Broccoli, NS as to form, cooked")).toBe("brócoli cocido");
    expect(composeSpanishName("Sauce, NFS")).toBe("salsa");
  });

  it("names no food a word of whose description is not in the glossary: no half-translated names", () => {
    expect(composeSpanishName("Beans, kidney, zzz")).toBeNull();
    expect(composeSpanishName("Chicken kiev")).toBeNull();
    // A list of foods it cannot order is not read either.
    expect(composeSpanishName("Taco, corn tortilla, pork, with beans, cheese")).toBeNull();
    expect(composeSpanishName("Turkey and ham sandwich or sub, with cheese, restaurant")).toBeNull();
    expect(composeSpanishName("Ripe plantain meat pie, Puerto Rican style")).toBeNull();
    // Nor what the glossary marks as misleading word by word: a banana pepper is no banana.
    expect(composeSpanishName("Pepper, banana, raw")).toBeNull();
    expect(es("Chicken kiev")).toBe("Chicken kiev");
  });

  it("shows the composed names with their accents, capitalised, where the word list names no food", () => {
    expect(es("Chicken breast, baked, coated, skin / coating eaten")).toBe(
      "Pechuga de pollo al horno, apanada, con piel",
    );
    expect(es("Sweet potato, boiled, no added fat")).toBe("Camote hervido, sin grasa añadida");
    expect(es("Cheese, parmesan, grated")).toBe("Queso parmesano, rallado");
  });

  it("keeps the word list's names before composed ones, and USDA's in English", () => {
    // Composed, the avocado would be "palta cruda" and the mushrooms "champiñones crudos".
    expect(composeSpanishName("Avocado, raw")).toBe("palta cruda");
    expect(es("Avocado, raw")).toBe("Palta");
    expect(es("Mushrooms, raw")).toBe("Hongos");
    expect(composeSpanishName("Milk, reduced fat (2%)")).toBe("leche reducida en grasa 2%");
    expect(es("Milk, reduced fat (2%)")).toBe("Leche semidescremada");
    expect(es("Strawberries, raw")).toBe("Frutilla");
    expect(engine.name(food("Carrots, cooked, from restaurant"), "en_US")).toBe(
      "Carrots, cooked, from restaurant",
    );
  });
  it("names in Spanish the foods a Spanish search shows for everyday words (decision 225)", () => {
    // USDA's name was shown for these: the glossary lacked "ca sulfate", "proof", "sugars, ...".
    expect(es("Tofu, raw, regular, prepared with ca sulfate")).toBe(
      "Tofu crudo, preparado con sulfato de calcio",
    );
    expect(es("Alcoholic beverage, distilled, vodka, 80 proof")).toBe("Vodka de 40°");
    expect(es("Sugars, powdered")).toBe("Azúcar flor");
    expect(es("Bread, French or Vienna, whole wheat")).toBe("Marraqueta integral");
    expect(es("Cheese, mexican, queso cotija")).toBe("Queso cotija");
    expect(es("Hamburger, from fast food, 1 small patty")).toBe(
      "Hamburguesa de comida rápida, con una carne chica",
    );
    expect(es("Almonds, honey roasted")).toBe("Almendras tostadas con miel");
    // Every food a search for "tofu" or "azúcar" shows has a Spanish name.
    for (const word of ["tofu", "azúcar"]) {
      const shown = engine.search(word, { locale: "es_CL", limit: 10 });
      expect(shown.length).toBeGreaterThan(0);
      for (const found of shown) expect(engine.name(found, "es_CL")).not.toBe(found.description);
    }
  });
  it("reads a sushi roll as a roll and chicken tenders or strips as strips (decision 225)", () => {
    // They read "pancito de sushi de salmón" (a bread roll) and "tiras de pollo o tiras".
    expect(es("Sushi roll, salmon")).toBe("Roll de sushi de salmón");
    expect(es("Sushi roll, California")).toBe("California roll");
    expect(es("Chicken tenders or strips, breaded, from fast food")).toBe(
      "Tiras de pollo apanadas, de comida rápida",
    );
    expect(es("Pumpkin pie spice")).toBe("Especias para pie de zapallo");
  });
});
