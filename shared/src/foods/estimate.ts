// The answer of POST /api/v1/foods/estimate, computed the same way in the browser (offline) and on
// the server: describe the text, then write each item as a meal item.
import type { EstimatedItem, FoodEstimateResponse } from "../api/foods.ts";
import type { Locale } from "../constants.ts";
import type { DescribedItem } from "./describeMeal.ts";
import type { FoodEngine } from "./foodEngine.ts";
import type { Food } from "./foodIndex.ts";
import { nutrientsOf } from "./nutrients.ts";

// Units as USDA and the parser name them, in Chilean Spanish.
// prettier-ignore
const spanishUnits: Record<string, string> = {
  cup: "taza", tablespoon: "cucharada", teaspoon: "cucharadita", slice: "rebanada", piece: "trozo",
  can: "lata", bottle: "botella", bag: "bolsa", packet: "sobre", bowl: "plato", serving: "porción",
  scoop: "medida", handful: "puñado", bar: "barra", container: "pote", glass: "vaso", mug: "tazón",
  fillet: "filete", medium: "mediano", small: "pequeño", large: "grande", egg: "huevo", pat: "porción",
  stick: "barra", "quantity not specified": "porción", sandwich: "sándwich", fruit: "unidad",
};

/** A unit in the user's language: "cup" -> "taza" for es_CL; grams and millilitres as they are. */
export function localizedUnit(unit: string, locale: Locale): string {
  const clean = unit.trim().toLowerCase();
  const english = clean === "quantity not specified" ? "serving" : clean;
  if (locale === "en_US") return english;
  const known = spanishUnits[clean] ?? spanishUnits[english];
  if (known) return known;
  if (/^(g|kg|mg|ml|l|oz|lb|fl oz)$/.test(clean)) return clean;
  // USDA's longer portion names ("medium or regular slice"): the last word the list knows.
  const found = clean
    .split(/[^a-z]+/)
    .reverse()
    .find((word) => spanishUnits[word] !== undefined);
  return found ? spanishUnits[found]! : "porción";
}

// USDA portion names ("1 large or thick slice", "1 cup, cooked, diced") in Chilean Spanish: the
// portion's noun, its size and its state; the grams shown beside it carry the rest.
// prettier-ignore
const spanishPortionNouns: Record<string, string> = {
  ...spanishUnits, oz: "oz", "fl oz": "oz líquida", tbsp: "cda", tsp: "cdta", package: "paquete",
  pouch: "sobre", box: "caja", drink: "bebida", pizza: "pizza", roll: "pan", bun: "pan", cookie: "galleta",
  cracker: "galleta", muffin: "muffin", pancake: "panqueque", waffle: "waffle", bagel: "bagel",
  cake: "trozo", pie: "trozo", patty: "hamburguesa", meatball: "albóndiga", breast: "pechuga",
  drumstick: "trutro", thigh: "trutro corto", wing: "ala", leg: "trutro entero", ear: "choclo",
  link: "unidad", unit: "unidad", item: "unidad", order: "porción", square: "cuadrado",
  cube: "cubo", cubes: "cubos", pieces: "trozos", slices: "rebanadas", halves: "mitades", half: "mitad",
  quarter: "cuarto", steak: "bistec", chop: "chuleta", tortilla: "tortilla", taco: "taco",
  burrito: "burrito", pretzel: "pretzel", chip: "unidad", bite: "bocado", tablet: "tableta",
  "cubic inch": "pulgada cúbica", "surface inch": "pulgada cuadrada", inch: "pulgada", lb: "lb",
  whole: "unidad entera", "whole fish": "pescado entero", submarine: "sándwich", hamburger: "hamburguesa",
  cheeseburger: "hamburguesa", leaf: "hoja", spear: "tallo", kernel: "grano", floweret: "ramillete",
  cone: "cono", quart: "cuarto de galón", cupcake: "cupcake", head: "cabeza", nugget: "nugget",
  fry: "papa frita", doughnut: "dona", shot: "corto", wedge: "gajo", biscuit: "galleta", pod: "vaina",
  jigger: "medida", loaf: "pan", strip: "tira", drummette: "alita", potato: "papa", nut: "unidad",
};
const feminine = new Set([
  "taza",
  "cucharada",
  "cucharadita",
  "rebanada",
  "lata",
  "botella",
  "bolsa",
  "medida",
  "barra",
  "porción",
  "unidad",
  "oz líquida",
  "caja",
  "bebida",
  "pizza",
  "galleta",
  "hamburguesa",
  "albóndiga",
  "pechuga",
  "ala",
  "mitad",
  "chuleta",
  "tortilla",
  "tableta",
  "pulgada cúbica",
  "pulgada cuadrada",
  "pulgada",
  "cda",
  "cdta",
  "unidad entera",
  "hoja",
  "papa frita",
  "dona",
  "vaina",
  "medida",
  "tira",
  "alita",
  "papa",
  "cabeza",
]);
const sizeOf = (words: string): "small" | "medium" | "large" | null =>
  /\b(extra large|large|thick|jumbo|big)\b/.test(words)
    ? "large"
    : /\b(small|mini|miniature|thin|snack|bite|baby|child)\b/.test(words)
      ? "small"
      : /\b(medium|regular)\b/.test(words)
        ? "medium"
        : null;
const SIZE_WORDS: Record<"small" | "medium" | "large", [masculine: string, feminine: string]> = {
  small: ["pequeño", "pequeña"],
  medium: ["mediano", "mediana"],
  large: ["grande", "grande"],
};
// prettier-ignore
const SPANISH_STATES: [RegExp, string][] = [
  [/\bcooked\b/, "cocido"], [/\braw\b/, "crudo"], [/\bchopped\b/, "picado"], [/\bdiced\b/, "en cubos"],
  [/\b(sliced|slices)\b/, "en rodajas"], [/\bshredded\b/, "rallado"], [/\bmashed\b/, "en puré"],
  [/\bdry\b/, "seco"], [/\bfrozen\b/, "congelado"], [/\bpacked\b/, "compacto"], [/\bwith ice\b/, "con hielo"],
  [/\bno ice\b/, "sin hielo"], [/\bboneless\b/, "sin hueso"], [/\bcrust not eaten\b/, "sin la masa del borde"],
];

/**
 * A USDA portion's name in the user's language: as USDA writes it in en_US; in es_CL its number,
 * noun, size and state ("1 large or thick slice" -> "1 rebanada grande", "1 cup, cooked, diced" ->
 * "1 taza (cocido, en cubos)", "Quantity not specified" -> "1 porción").
 */
export function portionName(description: string, locale: Locale): string {
  if (locale === "en_US") return description;
  const clean = description.trim().toLowerCase();
  const [, written = "1", rest = clean] = /^(\d*\.?\d+(?:\/\d+)?(?:\s+\d+\/\d+)?)\s+(.*)$/.exec(clean) ?? [];
  const number = written.replace(/^\./, "0.").replace(".", ",");
  const plain = rest
    .replace(/\(.*?\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const head = plain.split(",")[0]!.trim();
  const words = head.split(/[^a-z]+/).filter(Boolean);
  const phrase = [
    head,
    ...words.slice(1).map((_, i) => words.slice(i + 1).join(" ")),
    ...[...words].reverse(),
  ].find((candidate) => spanishPortionNouns[candidate] && !SIZE_ONLY.has(candidate));
  const size = sizeOf(plain);
  const noun = phrase ? spanishPortionNouns[phrase]! : size ? "unidad" : "porción";
  const states = SPANISH_STATES.filter(([pattern]) => pattern.test(rest)).map(([, word]) => word);
  const sized =
    size && !(noun === SIZE_WORDS[size][0] || noun === SIZE_WORDS[size][1])
      ? `${noun} ${SIZE_WORDS[size][feminine.has(noun) ? 1 : 0]}`
      : noun;
  return `${number} ${sized}${states.length ? ` (${states.join(", ")})` : ""}`;
}
const SIZE_ONLY = new Set(["small", "medium", "large", "regular", "miniature", "mini"]);

const confidence = (value: number) => Math.round(value * 1000) / 1000;

/** A meal item of a food at an amount: the shape the API, the outbox and the screens share. */
export function itemOfFood(
  food: Food,
  amount: { grams: number; quantity: number; unit: string; localName: string; confidence: number | null },
  locale: Locale,
): EstimatedItem {
  return {
    name: food.description,
    local_name: amount.localName,
    quantity: Math.round(amount.quantity * 100) / 100,
    unit_localized: localizedUnit(amount.unit, locale),
    grams: amount.grams,
    ...nutrientsOf(food, amount.grams),
    confidence_score: amount.confidence === null ? 1 : confidence(amount.confidence),
    source: food.id,
  };
}

export function estimatedItemOf(item: DescribedItem, locale: Locale): EstimatedItem {
  // "240 ml" is 240 of ml; "2 eggs" is 2 eggs; a bare "toast" is one of its portion.
  return itemOfFood(
    item.food,
    {
      grams: item.grams,
      quantity: item.amount.quantity,
      unit: item.unit,
      localName: item.phrase,
      confidence: item.confidence,
    },
    locale,
  );
}

export function estimateMeal(engine: FoodEngine, text: string, locale: Locale): FoodEstimateResponse {
  const described = engine.describe(text, locale);
  return {
    items: described.items.map((item) => estimatedItemOf(item, locale)),
    totals: described.totals,
    unmatched: described.unmatched,
  };
}
