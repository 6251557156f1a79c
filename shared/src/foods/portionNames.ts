// USDA's household portions ("1 large or thick slice", "1 cup, cooked, diced") named in the user's
// language for the food screens (decision 184): as USDA writes them in English; in Chilean Spanish
// by the portion's number, noun, size and state, the grams shown beside them carrying the rest.
import type { Locale } from "../constants.ts";

// Units as USDA and the parser name them, in Chilean Spanish.
// prettier-ignore
const spanishUnits: Record<string, string> = {
  cup: "taza", tablespoon: "cucharada", teaspoon: "cucharadita", slice: "rebanada", piece: "trozo",
  can: "lata", bottle: "botella", bag: "bolsa", packet: "sobre", bowl: "plato", serving: "porción",
  scoop: "medida", handful: "puñado", bar: "barra", container: "pote", glass: "vaso", mug: "tazón",
  fillet: "filete", egg: "huevo", pat: "porción", regular: "unidad",
  stick: "barra", "quantity not specified": "porción", sandwich: "sándwich", fruit: "unidad", unit: "unidad",
  pint: "pinta", quart: "cuarto de galón", shot: "shot", chicken: "pollo", duck: "pato", splash: "chorrito",
  drizzle: "chorrito", pinch: "pizca", dash: "pizca", dollop: "cucharada", knob: "trozo", stalk: "tallo",
};

/** A unit in the user's language: "cup" -> "taza" for es_CL; grams and millilitres as they are. */
export function localizedUnit(unit: string, locale: Locale): string {
  const clean = unit.trim().toLowerCase();
  const english = clean === "quantity not specified" ? "serving" : clean;
  if (locale === "en_US") return english;
  const known = spanishUnits[clean] ?? spanishUnits[english];
  if (known) return known;
  if (/^(g|kg|mg|ml|l|oz|lb|fl oz)$/.test(clean)) return clean;
  // USDA's longer portion names ("medium or regular slice", "medium pizza", "medium croissant"):
  // the noun the food screens give them ("rebanada", "pizza"), without the size, so that two read
  // "2 rebanadas" (the grams carry the size); a size alone or a food's own name ("banana") is one of
  // it, a unit, not a serving.
  const named = portionName(`1 ${clean}`, locale)
    .replace(/^1 /, "")
    .replace(/\s*\(.*\)$/, "")
    .replace(/ (pequeñ[oa]|median[oa]|grande)$/, "");
  return named === "porción" && /^[a-z]+$/.test(clean) ? "unidad" : named;
}

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

/** The nouns above that are feminine: the size agrees ("taza mediana", "vaso mediano"). */
// prettier-ignore
const feminine = new Set([
  "taza", "cucharada", "cucharadita", "rebanada", "lata", "botella", "bolsa", "medida", "barra",
  "porción", "unidad", "unidad entera", "oz líquida", "caja", "bebida", "pizza", "galleta",
  "hamburguesa", "albóndiga", "pechuga", "ala", "alita", "mitad", "chuleta", "tortilla", "tableta",
  "pulgada", "pulgada cúbica", "pulgada cuadrada", "cda", "cdta", "hoja", "papa", "papa frita", "dona",
  "vaina", "tira", "cabeza",
]);

type Size = "small" | "medium" | "large";

const sizeOf = (words: string): Size | null =>
  /\b(extra large|large|thick|jumbo|big)\b/.test(words)
    ? "large"
    : /\b(small|mini|miniature|thin|snack|bite|baby|child)\b/.test(words)
      ? "small"
      : /\b(medium|regular)\b/.test(words)
        ? "medium"
        : null;

const SIZE_WORDS: Record<Size, [masculine: string, feminine: string]> = {
  small: ["pequeño", "pequeña"],
  medium: ["mediano", "mediana"],
  large: ["grande", "grande"],
};

/** Size words are never the portion's noun ("1 small" is a small unit, not "1 pequeño"). */
const SIZE_ONLY = new Set(["small", "medium", "large", "regular", "miniature", "mini"]);

// prettier-ignore
const SPANISH_STATES: [RegExp, string][] = [
  [/\bcooked\b/, "cocido"], [/\braw\b/, "crudo"], [/\bchopped\b/, "picado"], [/\bdiced\b/, "en cubos"],
  [/\b(sliced|slices)\b/, "en rodajas"], [/\bshredded\b/, "rallado"], [/\bmashed\b/, "en puré"],
  [/\bdry\b/, "seco"], [/\bfrozen\b/, "congelado"], [/\bpacked\b/, "compacto"], [/\bwith ice\b/, "con hielo"],
  [/\bno ice\b/, "sin hielo"], [/\bboneless\b/, "sin hueso"], [/\bcrust not eaten\b/, "sin la masa del borde"],
];

/**
 * The noun of a portion's first part: the part whole, then its endings ("thick slice" before
 * "slice"), then its single words from the last ("single serving bag" is a bag).
 */
function nounOf(head: string): string | null {
  const words = head.split(/[^a-z]+/).filter(Boolean);
  const endings = words.slice(1).map((_, i) => words.slice(i + 1).join(" "));
  const found = [head, ...endings, ...[...words].reverse()].find(
    (candidate) => spanishPortionNouns[candidate] !== undefined && !SIZE_ONLY.has(candidate),
  );
  return found ? spanishPortionNouns[found]! : null;
}

/**
 * A USDA portion's name in the user's language: as USDA writes it in en_US; in es_CL its number,
 * noun, size and state ("1 large or thick slice" -> "1 rebanada grande", "1 cup, cooked, diced" ->
 * "1 taza (cocido, en cubos)", "Quantity not specified" -> "1 porción").
 */
export function portionName(description: string, locale: Locale): string {
  // USDA's "Quantity not specified" is its usual serving: said so, as Describe's unit says it.
  if (locale === "en_US")
    return /^quantity not specified$/i.test(description.trim()) ? "1 serving" : description;
  const clean = description.trim().toLowerCase();
  const [, written = "1", rest = clean] = /^(\d*\.?\d+(?:\/\d+)?(?:\s+\d+\/\d+)?)\s+(.*)$/.exec(clean) ?? [];
  const number = written.replace(/^\./, "0.").replace(".", ",");
  // Details in parentheses (diameters, "8 fl oz") are left to the grams beside the name.
  const plain = rest
    .replace(/\(.*?\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const size = sizeOf(plain);
  const noun = nounOf(plain.split(",")[0]!.trim()) ?? (size ? "unidad" : "porción");
  const states = SPANISH_STATES.filter(([pattern]) => pattern.test(rest)).map(([, word]) => word);
  const sized =
    size && !SIZE_WORDS[size].includes(noun)
      ? `${noun} ${SIZE_WORDS[size][feminine.has(noun) ? 1 : 0]}`
      : noun;
  return `${number} ${sized}${states.length ? ` (${states.join(", ")})` : ""}`;
}
