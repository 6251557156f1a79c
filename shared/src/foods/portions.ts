// Amounts as people write them ("a slice", "2 cups", "half a can", "240 ml", "3 oz", "1 1/2",
// "medio", "una taza") and their weight in grams: the food's own USDA portions first, then generic
// units. Generic units live here until the meal rules offer a shared unit list.
import type { Food, Portion } from "./foodIndex.ts";
import { words } from "./words.ts";

export type UnitKind = "mass" | "volume" | "count";

export interface Unit {
  /** English singular, the key of the USDA portion descriptions: "cup", "slice", "g". */
  key: string;
  kind: UnitKind;
  /** Grams (mass) or millilitres (volume) of one unit; for count units a fallback weight in grams. */
  size: number;
}

export interface Amount {
  /** How many; 1 when the text names none ("toast", "a banana"). */
  quantity: number;
  /** The unit, when one was written ("cup", "g"); null for a count of the food itself ("2 eggs"). */
  unit: Unit | null;
  /** small / medium / large, when written. */
  size: "small" | "medium" | "large" | null;
  /** The words of the amount as written ("2 cups of", "una taza de"), for display. */
  text: string;
  /** Whether the text named any amount at all. */
  stated: boolean;
}

const mass = (key: string, size: number): Unit => ({ key, kind: "mass", size });
const volume = (key: string, size: number): Unit => ({ key, kind: "volume", size });
const count = (key: string, size: number): Unit => ({ key, kind: "count", size });

const g = mass("g", 1);
const oz = mass("oz", 28.3495);
const cup = volume("cup", 236.6);
const tbsp = volume("tablespoon", 14.79);
const tsp = volume("teaspoon", 4.93);
const ml = volume("ml", 1);

// Every spelling -> unit. Count units carry a typical weight used when the food has no such portion.
// prettier-ignore
const unitWords: Record<string, Unit> = {
  g, gr: g, grs: g, gram: g, grams: g, gramme: g, grammes: g, gramo: g, gramos: g,
  kg: mass("kg", 1000), kilo: mass("kg", 1000), kilos: mass("kg", 1000), kilogram: mass("kg", 1000), kilograms: mass("kg", 1000), kilogramo: mass("kg", 1000), kilogramos: mass("kg", 1000),
  mg: mass("mg", 0.001),
  oz, ounce: oz, ounces: oz, onza: oz, onzas: oz,
  lb: mass("lb", 453.592), lbs: mass("lb", 453.592), pound: mass("lb", 453.592), pounds: mass("lb", 453.592), libra: mass("lb", 453.592), libras: mass("lb", 453.592),
  ml, mls: ml, milliliter: ml, milliliters: ml, millilitre: ml, millilitres: ml, mililitro: ml, mililitros: ml, cc: ml,
  l: volume("l", 1000), liter: volume("l", 1000), liters: volume("l", 1000), litre: volume("l", 1000), litres: volume("l", 1000), litro: volume("l", 1000), litros: volume("l", 1000),
  cup, cups: cup, taza: cup, tazas: cup, tacita: volume("cup", 150), tazon: volume("cup", 350), tazón: volume("cup", 350),
  tbsp: tbsp, tbs: tbsp, tablespoon: tbsp, tablespoons: tbsp, cucharada: tbsp, cucharadas: tbsp,
  tsp: tsp, teaspoon: tsp, teaspoons: tsp, cucharadita: tsp, cucharaditas: tsp,
  // What a cook adds by eye: a spoonful is a tablespoon, a pinch and a dash a sixteenth and an eighth
  // of a teaspoon, a drizzle a teaspoon, a dollop a tablespoon, a splash two (a splash of milk was
  // read as a cup of it, 244 g), a knob of butter about 10 g.
  spoonful: tbsp, spoonfuls: tbsp, pinch: volume("pinch", 0.31), pinches: volume("pinch", 0.31), pizca: volume("pinch", 0.31), pizcas: volume("pinch", 0.31),
  dash: volume("dash", 0.62), dashes: volume("dash", 0.62), drizzle: volume("drizzle", 5), chorrito: volume("splash", 30),
  dollop: volume("dollop", 15), dollops: volume("dollop", 15), splash: volume("splash", 30), splashes: volume("splash", 30),
  knob: count("knob", 10), knobs: count("knob", 10),
  // A pint of beer is a US pint; a shot of spirits about 1 1/2 fl oz (a jigger).
  pint: volume("pint", 473.2), pints: volume("pint", 473.2), quart: volume("quart", 946.4), quarts: volume("quart", 946.4),
  shot: volume("shot", 44.4), shots: volume("shot", 44.4), pinta: volume("pint", 473.2), pintas: volume("pint", 473.2),
  glass: volume("glass", 240), glasses: volume("glass", 240), vaso: volume("glass", 240), vasos: volume("glass", 240),
  // A "copa" is a stemmed glass (of wine, of ice cream), smaller than a "vaso".
  copa: volume("glass", 180), copas: volume("glass", 180),
  mug: volume("mug", 300), mugs: volume("mug", 300),
  slice: count("slice", 30), slices: count("slice", 30), rebanada: count("slice", 30), rebanadas: count("slice", 30), tajada: count("slice", 30), tajadas: count("slice", 30), lamina: count("slice", 20), laminas: count("slice", 20), rodaja: count("slice", 20), rodajas: count("slice", 20),
  strip: count("strip", 8), strips: count("strip", 8), tira: count("strip", 8), tiras: count("strip", 8),
  piece: count("piece", 50), pieces: count("piece", 50), trozo: count("piece", 50), trozos: count("piece", 50), pedazo: count("piece", 50), pedazos: count("piece", 50), pieza: count("piece", 50), piezas: count("piece", 50), presa: count("piece", 100), presas: count("piece", 100),
  can: count("can", 355), cans: count("can", 355), lata: count("can", 355), latas: count("can", 355),
  bottle: count("bottle", 500), bottles: count("bottle", 500), botella: count("bottle", 500), botellas: count("bottle", 500),
  bag: count("bag", 40), bags: count("bag", 40), packet: count("packet", 30), packets: count("packet", 30), bolsa: count("bag", 40), bolsas: count("bag", 40), bolsita: count("bag", 30), paquete: count("packet", 30), sobre: count("packet", 30), pack: count("packet", 30), packs: count("packet", 30),
  // A bowl is a volume (a cereal or soup bowl filled, about 1 1/2 cups): a bowl of cereal is not a
  // bowl's weight of rice. A plate is a count: what a plate holds of the food (see `weigh`).
  bowl: volume("bowl", 360), bowls: volume("bowl", 360), plato: count("bowl", 300), platos: count("bowl", 300), plate: count("bowl", 300), plates: count("bowl", 300),
  serving: count("serving", 100), servings: count("serving", 100), portion: count("serving", 100), portions: count("serving", 100), porcion: count("serving", 100), porciones: count("serving", 100), racion: count("serving", 100),
  scoop: count("scoop", 30), scoops: count("scoop", 30), medida: count("scoop", 30), medidas: count("scoop", 30), bola: count("scoop", 65), bolas: count("scoop", 65),
  handful: count("handful", 30), handfuls: count("handful", 30), punado: count("handful", 30), punados: count("handful", 30),
  bar: count("bar", 45), bars: count("bar", 45), barra: count("bar", 45), barras: count("bar", 45), barrita: count("bar", 40),
  container: count("container", 150), containers: count("container", 150), pote: count("container", 150), potes: count("container", 150),
  stick: count("stick", 10), sticks: count("stick", 10),
  pat: count("pat", 5), pats: count("pat", 5),
  leaf: count("leaf", 10), leaves: count("leaf", 10), hoja: count("leaf", 10), hojas: count("leaf", 10),
  spear: count("spear", 15), spears: count("spear", 15), stalk: count("stalk", 40), stalks: count("stalk", 40),
  tallo: count("stalk", 40), tallos: count("stalk", 40),
  fillet: count("fillet", 140), fillets: count("fillet", 140), filete: count("fillet", 140), filetes: count("fillet", 140),
  unidad: count("unit", 0), unidades: count("unit", 0),
  // "2 links of sausage": the food's own link (weight 0: no generic one).
  link: count("link", 0), links: count("link", 0),
};

// Units that are also words of food names ("leaf lettuce", "hoja de laurel"): read only after a number.
const afterNumberOnly = new Set([
  "link",
  "links",
  "strip",
  "strips",
  "tira",
  "tiras",
  "leaf",
  "leaves",
  "hoja",
  "hojas",
  "spear",
  "spears",
  "stalk",
  "stalks",
  "tallo",
  "tallos",
]);

// Count nouns said after a food ("2 sausage links"): read as its own portion of that name only,
// else the food's own one (weight 0: no generic weight).
const trailingCounts: Record<string, string> = {
  link: "link",
  links: "link",
  patty: "patty",
  patties: "patty",
  strip: "strip",
  strips: "strip",
};

const sizeWords: Record<string, Amount["size"]> = {
  small: "small",
  little: "small",
  pequeno: "small",
  pequena: "small",
  chico: "small",
  chica: "small",
  medium: "medium",
  mediano: "medium",
  mediana: "medium",
  regular: "medium",
  large: "large",
  big: "large",
  // "un plato hondo": a deep plate holds more than a flat one.
  hondo: "large",
  honda: "large",
  // A coffee shop's sizes: a tall is its small, a venti its large ("grande" is Spanish for large).
  tall: "small",
  venti: "large",
  grande: "large",
  grandes: "large",
};

// prettier-ignore
export const numberWords: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dozen: 12, couple: 2,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, docena: 12,
  once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20,
  half: 0.5, medio: 0.5, media: 0.5, quarter: 0.25, cuarto: 0.25,
};
const fractions: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };
const linking = new Set(["of", "de", "del", "a", "an", "the", "some", "unos", "unas", "algo"]);

const fold = (token: string) =>
  token
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function numberAt(tokens: string[], i: number): { value: number; used: number } | null {
  const token = tokens[i];
  if (token === undefined) return null;
  const unicode = fractions[token];
  if (unicode !== undefined) return { value: unicode, used: 1 };
  const simple = /^(\d+(?:[.,]\d+)?)$/.exec(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  const mixedUnicode = /^(\d+)([½¼¾⅓⅔])$/.exec(token);
  if (mixedUnicode) return { value: Number(mixedUnicode[1]) + fractions[mixedUnicode[2]!]!, used: 1 };
  if (fraction) return { value: Number(fraction[1]) / Math.max(1, Number(fraction[2])), used: 1 };
  // "3-4 crackers", "2–3 tazas": a range is its middle.
  const range = /^(\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)$/.exec(token);
  if (range) {
    const [low, high] = [range[1]!, range[2]!].map((n) => Number(n.replace(",", ".")));
    if (high! > low!) return { value: (low! + high!) / 2, used: 1 };
  }
  // "2 or 3", "two or three", "2 a 3", "dos o tres": the middle too.
  const upTo = (value: number): { value: number; used: number } | null => {
    if (!/^(or|to|o|a)$/.test(fold(tokens[i + 1] ?? ""))) return null;
    const high = tokens[i + 2] === undefined ? null : Number(tokens[i + 2]!.replace(",", "."));
    const other = high !== null && !Number.isNaN(high) ? high : numberWords[fold(tokens[i + 2] ?? "")];
    return other !== undefined && other > value && other <= value + 10 && other >= 2
      ? { value: (value + other) / 2, used: 3 }
      : null;
  };
  if (simple) {
    const value = Number(simple[1]!.replace(",", "."));
    const between = upTo(value);
    if (between) return between;
    // "1 1/2", "1 ½", "1 y medio", "2 and a half"
    const next = numberAt(tokens, i + 1);
    if (
      next &&
      next.value < 1 &&
      (/\//.test(tokens[i + 1] ?? "") || fractions[tokens[i + 1] ?? ""] !== undefined)
    )
      return { value: value + next.value, used: 2 };
    if (/^(y|and)$/.test(tokens[i + 1] ?? "")) {
      const half = tokens.slice(i + 2, i + 4).map(fold);
      if (half[0] === "medio" || half[0] === "media" || half[0] === "half")
        return { value: value + 0.5, used: 3 };
      if (half[0] === "a" && half[1] === "half") return { value: value + 0.5, used: 4 };
    }
    return { value, used: 1 };
  }
  // "a couple of cookies", "a few strawberries", "un par de huevos", "unos pocos maníes"
  const after = fold(tokens[i + 1] ?? "");
  if (/^(a|un)$/.test(fold(token)) && /^(couple|par)$/.test(after)) return { value: 2, used: 2 };
  if (fold(token) === "a" && after === "few") return { value: 3, used: 2 };
  if (/^(unos|unas)$/.test(fold(token)) && /^(pocos|pocas)$/.test(after)) return { value: 3, used: 2 };
  const word = numberWords[fold(token)];
  if (word === undefined) return null;
  if (word >= 1 && word !== 12 && !/^(a|an|un|una)$/.test(fold(token))) {
    const between = upTo(word);
    if (between) return between;
  }
  // "one and a half", "dos y media"
  if (word >= 1 && word !== 12) {
    const after = tokens.slice(i + 1, i + 4).map(fold);
    if ((after[0] === "and" || after[0] === "y") && (after[1] === "medio" || after[1] === "media"))
      return { value: word + 0.5, used: 3 };
    if (after[0] === "and" && after[1] === "a" && after[2] === "half") return { value: word + 0.5, used: 4 };
  }
  // "half a cup", "a half cup", "a couple of", "medio kilo"
  if (word === 1 && /^(half|quarter|medio|media|cuarto)$/.test(fold(tokens[i + 1] ?? "")))
    return { value: numberWords[fold(tokens[i + 1]!)]!, used: 2 };
  // "a dozen", "una docena", "half a dozen", "media docena"
  const next = fold(tokens[i + 1] ?? "");
  if (word === 1 && /^(dozen|docena)$/.test(next)) return { value: 12, used: 2 };
  if (word === 0.5 && /^(dozen|docena)$/.test(next)) return { value: 6, used: 2 };
  if (word === 0.5 && /^(a|an)$/.test(next) && fold(tokens[i + 2] ?? "") === "dozen")
    return { value: 6, used: 3 };
  if (word === 2 && fold(tokens[i + 1] ?? "") === "of") return { value: 2, used: 2 };
  return { value: word, used: 1 };
}

// Words that say an amount is a guess: "about 200 g", "roughly half a cup", "unos 200 g", "como
// una taza". The amount is read as written.
const hedge =
  "about|around|approximately|approx\\.?|roughly|nearly|almost|maybe|circa|aprox\\.?|aproximadamente|unos|unas|como|casi|cerca de|alrededor de|m[aá]s o menos";
const leadingHedge = new RegExp(
  `^(?:~\\s*|(?:${hedge})\\s+(?=[\\d½¼¾⅓⅔~]|(?:a|an|one|two|three|four|five|half|un|una|uno|dos|tres|cuatro|cinco|media|medio)\\b))`,
  "i",
);
const trailingHedge = new RegExp(`(?:^|\\s+)(?:${hedge}|~)$`, "i");

function vagueAmount(tokens: string[]): { servings: number; used: number } | null {
  const [first, second] = tokens.slice(0, 2).map(fold);
  if (/^(hart[oa]s?|lots|plenty)$/.test(first ?? "")) return { servings: 2, used: 1 };
  if (!/^(a|un|una)$/.test(first ?? "")) return null;
  if (second === "poco" || second === "bit") return { servings: 0.5, used: 2 };
  if (second === "poquito") return { servings: 0.25, used: 2 };
  if (second === "monton" || second === "lot") return { servings: 2, used: 2 };
  return null;
}

/** Reads the amount at the start of an item's text; the rest is the food phrase. */
export function readAmount(text: string): { amount: Amount; phrase: string } {
  // "240ml" and "200g" are two tokens; "1/2" and "1,5" stay one.
  const tokens = text
    .trim()
    .replace(leadingHedge, "")
    // "a 4 piece chicken tenders", "a 6 pack of beer": the count is the number, not the article.
    .replace(/^(?:a|an)\s+(?=\d)/i, "")
    // "2x eggs", "2 x eggs", "eggs x2": a count
    .replace(/^(\d+)\s*x\s+/i, "$1 ")
    .replace(/^(.+?)\s+x\s*(\d+)$/i, "$2 $1")
    .replace(/(\d)([a-zA-Z]+)\b/g, "$1 $2")
    .split(/\s+/)
    .filter(Boolean);
  let i = 0;
  let quantity = 1;
  let stated = false;
  let unit: Unit | null = null;
  // Amounts said without a number are servings: "un poco de arroz" and "a bit of cheese" about half
  // of one, "harta palta", "un montón de papas fritas" and "lots of pasta" about two (they were not
  // understood, or read as two avocados).
  const vague = vagueAmount(tokens);
  if (vague) {
    quantity = vague.servings;
    unit = unitWords.serving!;
    stated = true;
    i = vague.used;
  }
  let number = vague ? null : numberAt(tokens, i);
  // A Quarter Pounder is a burger's name, not a quarter of one: only its article is the count.
  if (number && /^pounders?$/.test(fold(tokens[i + number.used] ?? "")))
    number =
      /^(a|an|one|1)$/.test(fold(tokens[i] ?? "")) && fold(tokens[i + 1] ?? "") === "quarter"
        ? { value: 1, used: 1 }
        : null;
  if (number) {
    quantity = number.value;
    i += number.used;
    stated = true;
  }
  // "half a cup": the "a" after "half" is no second number.
  if (stated && quantity < 1 && /^(a|an|un|una)$/.test(fold(tokens[i] ?? ""))) i += 1;
  let size: Amount["size"] = null;
  for (let step = 0; step < 2 && !vague; step++) {
    const token = fold(tokens[i] ?? "").replace(/\.$/, "");
    // A size said first without a count is one of that size ("large coffee" as "a large coffee").
    const leading = i === 0 && tokens.length > 1;
    if (size === null && sizeWords[token] !== undefined && (stated || unit !== null || leading)) {
      size = sizeWords[token] ?? null;
      i += 1;
      continue;
    }
    // "fl oz"
    if (unit === null && token === "fl" && fold(tokens[i + 1] ?? "").startsWith("oz")) {
      unit = volume("fl oz", 29.57);
      i += 2;
      continue;
    }
    const found = unitWords[token];
    const readable = stated || (!afterNumberOnly.has(token) && (found?.kind !== "mass" || token.length > 2));
    if (unit === null && found !== undefined && readable) {
      unit = found;
      i += 1;
      stated = true;
      continue;
    }
    break;
  }
  // "a cup and a half of rice", "una taza y media de arroz"
  if (unit !== null) {
    const after = tokens.slice(i, i + 3).map(fold);
    if ((after[0] === "and" || after[0] === "y") && (after[1] === "medio" || after[1] === "media")) {
      quantity += 0.5;
      i += 2;
    } else if (after[0] === "and" && after[1] === "a" && after[2] === "half") {
      quantity += 0.5;
      i += 3;
    }
  }
  // "medio kilo de pan": the half was the quantity; "una taza de", "2 slices of"
  const amountText = tokens.slice(0, i).join(" ");
  while (i < tokens.length - 1 && linking.has(fold(tokens[i]!))) i += 1;
  let rest = tokens.slice(i);
  // "a large pizza slice", "2 cake pieces": a piece named after its food.
  const trailingPiece = /^(slices?|pieces?|wedges?)$/.exec(fold(rest.at(-1) ?? ""));
  // Not an amount written after the food ("pizza, 2 slices": read below).
  if (unit === null && trailingPiece && rest.length > 1 && !numberAt(rest, rest.length - 2)) {
    unit = unitWords[trailingPiece[1]!] ?? null;
    rest = rest.slice(0, -1);
  }
  // "2 sausage links", "2 sausage patties", "3 chicken strips": a count noun said after the food,
  // with a number, is one of the food's own portion of that name ("1 breakfast size link", 20 g,
  // not its 35 g patty). The words stay in the phrase: they are words of the food's names.
  const trailingCount = trailingCounts[fold(rest.at(-1) ?? "")];
  if (unit === null && stated && trailingCount && rest.length > 1) unit = count(trailingCount, 0);
  // Spanish puts the size last ("un camote grande"); either language may end with the amount
  // ("pechuga de pollo 150 g").
  const lastSize = sizeWords[fold(rest.at(-1) ?? "")];
  if (size === null && lastSize && rest.length > 1) {
    size = lastSize;
    rest = rest.slice(0, -1);
  }
  // "chili, about half a cup": the amount's last words, two to four of them.
  for (let words = Math.min(4, rest.length - 1); !stated && words >= 2; words--) {
    const tail = readAmount(rest.slice(-words).join(" "));
    if (tail.amount.stated && tail.amount.unit && tail.phrase === "") {
      const phrase = rest.slice(0, -words).join(" ").replace(trailingHedge, "");
      return { amount: { ...tail.amount, size }, phrase };
    }
  }
  return {
    amount: { quantity, unit, size, text: amountText, stated },
    phrase: rest.join(" "),
  };
}

const portionUnit = (portion: Portion) => words(portion.description)[1] ?? "";
const isOne = (portion: Portion) => /^1 /.test(portion.description);
const unspecified = (portion: Portion): boolean => /quantity not specified/i.test(portion.description);

// A smaller kind of one than people mean by "one": a bite-size cookie, a cracker-size slice.
const smallVariant = /\b(miniature|mini|tiny|bite|cracker-size|snack-size|fun|thin|baby|kids?)\b/i;

/**
 * Where in its portions a food is offered to pick by hand (Add food): its medium, regular or
 * standard one ("1 medium or regular slice", "1 standard can"), else its first household portion
 * not a small variant ("1 Oreo sandwich", not "1 miniature/bite size"), else its first,
 * else -1 (grams). The first was often the smallest USDA lists: rye bread's "1 slice, snack-size",
 * 10 g (decision 222).
 */
export function usualPortion(food: Food): number {
  const medium = food.portions.findIndex(
    (p) => !unspecified(p) && /\b(medium|regular|standard)\b/i.test(p.description),
  );
  if (medium >= 0) return medium;
  const ordinary = food.portions.findIndex((p) => !unspecified(p) && !smallVariant.test(p.description));
  return ordinary >= 0 ? ordinary : food.portions.findIndex((p) => !unspecified(p));
}
const gramsPerMl = (food: Food): number => {
  const measure = food.portions.find(
    (p) => /^1 cup\b/i.test(p.description) && !/\bNFS\b/.test(p.description),
  );
  if (measure) return measure.grams / cup.size;
  const spoon = food.portions.find((p) => /^1 (tablespoon|tbsp)\b/i.test(p.description));
  if (spoon) return spoon.grams / tbsp.size;
  const flOz = food.portions.find((p) => /^1 fl oz\b/i.test(p.description));
  return flOz ? flOz.grams / 29.57 : 1;
};

/** A portion of the food named by the unit (and size, when given): "1 slice", "1 medium slice". */
function portionFor(food: Food, unitKey: string, size: Amount["size"]): Portion | undefined {
  const named = food.portions.filter((p) => isOne(p) && words(p.description).includes(unitKey));
  const sized = size ? named.find((p) => words(p.description).includes(size)) : undefined;
  const first = named.find((p) => portionUnit(p) === unitKey);
  // With no size said, "a slice" is the usual slice when USDA lists one ("1 medium or regular
  // slice" of bread, 28 g), not the first it lists when that one is qualified ("1 slice, crust not
  // eaten", 13 g).
  // With no size said and no plain one listed, "a can" is USDA's standard can (115 g of tuna), not
  // the first size it lists (a small can, 75 g).
  const usual =
    !size && (!first || /^1 [a-z]+,/i.test(first.description))
      ? named.find((p) =>
          new RegExp(`^1 (medium or regular|regular|standard|medium) ${unitKey}( \\(|$)`, "i").test(
            p.description,
          ),
        )
      : undefined;
  // Else the first that is not a small variant: "a link" of sausage is the breakfast size link
  // (20 g), not the cocktail or miniature one USDA lists first (10 g).
  return sized ?? usual ?? first ?? named.find((p) => !smallVariant.test(p.description)) ?? named[0];
}

// Parts of a food, never "one of it": "an avocado" is not a slice of one.
const partUnits =
  /^1 (cup|tablespoon|teaspoon|tbsp|tsp|fl oz|oz|ounce|pound|lb|slice|piece|wedge|strip|chunk|cubic|spear|leaf|floret|stalk|ring|pat|scoop|packet|serving|portion|fillet|drink|order|bite)\b/i;

// A drink is measured in fluid ounces. Its "small", "medium" and "large" are a coffee shop's or a
// fast-food chain's cups (a "medium" coffee is 480 g, a smoothie 864 g) and its boxes are packages
// ("1 fun size box" of juice, 131 g): "a coffee" or "un café con leche" is a cup of it, as is a tea,
// and any other drink named once is USDA's own ordinary serving of it (a can of cola, 248 g of juice).
const isDrink = (food: Food) => food.portions.some((p) => /^1 fl oz\b/i.test(p.description));
const servedByTheCup = /^(coffee|tea)$/i;

/** The food's own "one of it": 1 egg, 1 medium, 1 sandwich, 1 fruit, or USDA's unspecified quantity. */
function naturalPortion(food: Food, size: Amount["size"]): Portion | undefined {
  const wholes = food.portions.filter((p) => isOne(p) && !partUnits.test(p.description));
  if (size) {
    const sized = wholes.find((p) => words(p.description).includes(size));
    if (sized) return sized;
  }
  if (isDrink(food)) {
    const usual =
      (servedByTheCup.test(food.category)
        ? food.portions.find((p) => /^1 cup\b/i.test(p.description))
        : undefined) ?? food.portions.find(unspecified);
    if (usual) return usual;
    // SR28's drinks list no unspecified quantity: their serving ("1 serving, 12 fl oz" of a soda),
    // else a cup of it, not the one fluid ounce they list first ("a sprite" was 31 g).
    const serving = food.portions.find((p) => /^1 (serving|can|bottle)\b/i.test(p.description));
    if (serving) return serving;
    if (!food.portions.some((p) => /^1 cup\b/i.test(p.description)))
      return { description: "1 cup", grams: Math.round(cup.size * gramsPerMl(food) * 10) / 10 };
  }
  const nameWords = words(food.description);
  const name = nameWords[0] ?? "";
  // "1 egg" of an egg, "1 egg white" of egg whites: the portion names the food itself, every word
  // of it in the food's name ("1 Bagel Thin" is another bagel, "1 pretzel stick" another pretzel).
  const inName = (word: string) => nameWords.some((n) => n === word || n === `${word}s` || n === `${word}es`);
  // Or the part of it its name says, before the first comma: "1 breast" of "Chicken breast, rotisserie"
  // ("half a chicken breast" was half of its "1 medium slice", 30 g).
  const head = words(food.description.split(",")[0] ?? "");
  const namesTheFood = (p: Portion) =>
    portionUnit(p).length > 2 &&
    (name.startsWith(portionUnit(p).replace(/s$/, "")) || head.slice(1).includes(portionUnit(p))) &&
    words(p.description.replace(/\(.*?\)|,.*$/g, ""))
      .slice(2)
      .every(inName);
  const own = wholes.find(namesTheFood);
  // A pie or a cake named once is a slice of it ("un pie de limón" was the whole pie, 1,600 g).
  if (own && /^1 (pie|cake)\b/i.test(own.description)) {
    const slice = food.portions.find((p) => /^1 (slice|piece)\b/i.test(p.description));
    if (slice) return slice;
  }
  // A size USDA does not list for any one of it ("a large fries": no fry is large) is a serving:
  // USDA's unspecified quantity, not one fry.
  if (size && !own) {
    const serving = food.portions.find(unspecified);
    if (serving) return serving;
  }
  return (
    own ??
    wholes.find((p) => portionUnit(p) === "medium") ??
    // "a chocolate bar" is USDA's "1 pouch/regular size" (45 g), not the bite size it lists first.
    wholes.find((p) => /^1 ([a-z]+\/)?regular\b/i.test(p.description)) ??
    // "3 oreos" are three cookies, not three bite-size ones (3 g each), and "a string cheese" is not
    // a cracker-size slice: a small variant is one only when USDA lists no other.
    wholes.find((p) => !smallVariant.test(p.description)) ??
    wholes[0] ??
    food.portions.find(unspecified) ??
    food.portions.find(isOne)
  );
}

// A slice of a food USDA cuts in pieces is one of its pieces ("2 slices of pizza" are 2 pieces, not
// 2 generic 30 g slices), and a piece of a food it slices is a slice ("a piece of bread").
const alternateUnits: Record<string, string> = { slice: "piece", piece: "slice", strip: "slice" };

export interface Weighed {
  grams: number;
  /** The unit shown to the user: "cup", "slice", "g", or the food portion's own words ("medium"). */
  unit: string;
  /** Where the grams came from: the food's own USDA portion, or a generic unit. */
  basis: "portion" | "generic" | "mass";
}

// What is eaten from a soup plate: a plate of it is a bowl's volume.
const soupWords = new Set(["soup", "stew", "chili", "chowder", "broth", "bisque", "gumbo", "cazuela"]);
const bowlMl = 360;

// A small or large bowl, glass or mug holds less or more than the usual one ("a small bowl of soup"
// was a whole bowl, 373 g), unless the food's own portion of that size was found.
const containers = new Set(["bowl", "glass", "mug"]);
const containerSizes = { small: 2 / 3, medium: 1, large: 1.5 };
function containerScale(unitKey: string, size: Amount["size"], portion?: Portion): number {
  if (!size || !containers.has(unitKey)) return 1;
  if (portion && words(portion.description).includes(size)) return 1;
  return containerSizes[size];
}

/** Grams of an amount of a food. Without any amount: USDA's "quantity not specified" portion. */
export function weigh(food: Food, amount: Amount): Weighed {
  const round = (n: number) => Math.round(n * 10) / 10;
  const { quantity, unit, size } = amount;
  if (unit?.kind === "mass") return { grams: round(quantity * unit.size), unit: unit.key, basis: "mass" };
  if (unit?.kind === "volume") {
    const own =
      // A glass of wine is USDA's wine glass (180 g), not a water glass.
      unit.key === "cup" ||
      unit.key === "tablespoon" ||
      unit.key === "teaspoon" ||
      unit.key === "glass" ||
      unit.key === "bowl"
        ? portionFor(food, unit.key, size)
        : undefined;
    if (own && unit.size === (unitWords[unit.key]?.size ?? unit.size))
      return {
        grams: round(quantity * own.grams * containerScale(unit.key, size, own)),
        unit: unit.key,
        basis: "portion",
      };
    return {
      grams: round(quantity * unit.size * gramsPerMl(food) * containerScale(unit.key, size)),
      unit: unit.key,
      basis: "generic",
    };
  }
  if (unit && unit.key !== "unit") {
    const alternate = alternateUnits[unit.key];
    const own =
      portionFor(food, unit.key, size) ?? (alternate ? portionFor(food, alternate, size) : undefined);
    if (own)
      return {
        grams: round(quantity * own.grams * containerScale(unit.key, size, own)),
        unit: unit.key,
        basis: "portion",
      };
    // "10 piece nuggets", "4 piece tenders": a piece of a food counted by its own name is one of
    // it (USDA's 16 g nugget), not a generic 50 g piece ("10 piece mcnuggets" weighed 500 g).
    if (unit.key === "piece") {
      const one = naturalPortion(food, size);
      const counted = one && /^1 ([a-z]+)/i.exec(one.description)?.[1]?.toLowerCase();
      if (one && counted && words(food.description).some((w) => w === counted || w === `${counted}s`))
        return { grams: round(quantity * one.grams), unit: unit.key, basis: "portion" };
    }
    if (unit.key === "serving") {
      const usual = food.portions.find(unspecified) ?? naturalPortion(food, size);
      if (usual) return { grams: round(quantity * usual.grams), unit: unit.key, basis: "portion" };
    }
    // A plate of a food USDA gives no bowl or plate of: a soup or stew fills it as a bowl does (its
    // volume, "un plato de cazuela" 388 g), anything else is the food's own cup or its unspecified
    // quantity, the larger ("un plato de lentejas" is a cup, 185 g; it was 300 g of any food).
    if (unit.key === "bowl") {
      if (words(food.description).some((word) => soupWords.has(word)))
        return {
          grams: round(quantity * bowlMl * gramsPerMl(food) * containerScale(unit.key, size)),
          unit: unit.key,
          basis: "generic",
        };
      const own = [portionFor(food, "cup", null), food.portions.find(unspecified)]
        .filter((p): p is Portion => p !== undefined)
        .map((p) => p.grams);
      if (own.length > 0)
        return {
          grams: round(quantity * Math.max(...own) * containerScale(unit.key, size)),
          unit: unit.key,
          basis: "portion",
        };
    }
    // A count noun said after the food with no portion of that name is one of the food's own.
    if (unit.size === 0) {
      const one = naturalPortion(food, size);
      if (one) return { grams: round(quantity * one.grams), unit: unit.key, basis: "portion" };
    }
    // A can or bottle of a drink is its volume.
    const drink = unit.key === "can" || unit.key === "bottle";
    return {
      grams: round(quantity * unit.size * (drink ? gramsPerMl(food) : 1) * containerScale(unit.key, size)),
      unit: unit.key,
      basis: "generic",
    };
  }
  // "half a chicken", "medio pollo": USDA's own half ("1/2 chicken (yield after cooking, bone
  // removed)", 300 g), not half of a serving of its meat (43 g).
  if (quantity === 0.5 && !size) {
    const name = words(food.description)[0] ?? "";
    const half = food.portions.find(
      (p) => p.description.startsWith("1/2 ") && words(p.description.slice(4))[0] === name,
    );
    if (half) return { grams: round(half.grams), unit: name, basis: "portion" };
  }
  const natural =
    amount.stated || size
      ? naturalPortion(food, size)
      : (food.portions.find(unspecified) ?? naturalPortion(food, size));
  if (natural) {
    const label = natural.description.replace(/^1\s+/, "").replace(/\s*\(.*$/, "");
    return { grams: round(quantity * natural.grams), unit: label, basis: "portion" };
  }
  return { grams: round(quantity * 100), unit: "serving", basis: "generic" };
}

// Foods that are a plate's main even when put on another ("beans on toast", "chili on a baked
// potato", "chicken and waffles"): a serving of them, not a topping's quarter cup (beans on toast
// were 46 g of beans).
const mainFoods =
  /^(Beans, peas, legumes|Bean, pea, legume dishes|Fish|Shellfish|Finfish and shellfish products|Beef, excludes ground|Ground beef|Pork|Lamb, goat, game|Chicken, whole pieces|Chicken patties, nuggets and tenders|Turkey, duck, other poultry|Sausages|(Meat|Poultry|Seafood|Rice) mixed dishes|Pasta mixed dishes, excludes macaroni and cheese)$/;

const quarterCup: Amount = { quantity: 0.25, unit: cup, size: null, text: "1/4 cup", stated: true };
const noAmount: Amount = { quantity: 1, unit: null, size: null, text: "", stated: false };

/**
 * The amount of a food put on another with no amount of its own ("yogurt with granola", "oatmeal
 * with blueberries", "iced coffee with oat milk"). USDA's own amount of it added to that kind of
 * food first, when less than its serving: its "guideline amount" per fluid ounce of a drink (milk
 * in coffee, 2.5 g an ounce; honey's, 2.4 g, is a sweetened drink's, more than its 7 g serving) or
 * per cup of hot cereal (milk on oatmeal, 61 g a cup). Else a topping is spoonfuls, a quarter
 * cup of it, not USDA's serving of it eaten alone (granola's is a 110 g cup). Null where the serving
 * is already less (butter, honey, cream cheese: USDA's unspecified quantities are a topping's),
 * where the food is counted whole (a banana, an egg) and for a drink on a food (milk on cold cereal
 * is poured, a serving of it).
 */
export function toppingAmount(food: Food, on: { food: Food; grams: number }): Amount | null {
  const serving = weigh(food, noAmount);
  const guideline = (kind: RegExp) =>
    food.portions.find((p) => /^guideline amount per /i.test(p.description) && kind.test(p.description));
  const upToServing = (n: number): Amount | null =>
    n < serving.grams ? { quantity: Math.round(n), unit: g, size: null, text: "", stated: true } : null;
  if (isDrink(on.food)) {
    const perOunce = guideline(/\bfl oz of beverage\b/i);
    return perOunce ? upToServing((perOunce.grams * on.grams) / 29.57) : null;
  }
  const perCup = guideline(/\bcup of hot cereal\b/i);
  const hostCup = portionFor(on.food, "cup", null);
  if (perCup && hostCup && /\bcooked\b/i.test(hostCup.description))
    return upToServing((perCup.grams * on.grams) / hostCup.grams);
  if (isDrink(food)) return null;
  const whole = food.portions.some(
    (p) => isOne(p) && !partUnits.test(p.description) && p.grams === serving.grams,
  );
  if (whole || serving.basis !== "portion" || mainFoods.test(food.category)) return null;
  return weigh(food, quarterCup).grams < serving.grams ? quarterCup : null;
}
