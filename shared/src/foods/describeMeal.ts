// A meal described in words ("For lunch I had 2 scrambled eggs, a slice of whole-wheat toast with
// butter and 240 ml of orange juice") into items: amount, food phrase, the matched food, its grams
// and nutrients. Runs the same in the browser and on the server.
import type { Locale } from "../constants.ts";
import { foldText } from "../meals/search.ts";
import { chileanCount } from "./chileanPieces.ts";
import type { Food, FoodIndex } from "./foodIndex.ts";
import { holdsPiece, isToppedFoodsKind, joinNamesOneFood, namesDishWith, toppedFoods } from "./joinPieces.ts";
import { matchFood, type FoodCandidate, type FoodMatch } from "./matchFood.ts";
import { numberWords, readAmount, toppingAmount, weigh, type Amount } from "./portions.ts";
import { nutrientsOf, sumNutrients, type ItemNutrients } from "./nutrients.ts";
import { isSpanishFoodWord } from "./spanish.ts";
import { cookingWords, processingWords, words } from "./words.ts";
import { replaceTraced, sliceTraced, sourceSpan, tracedText, type TracedText } from "./tracedText.ts";

export interface DescribedItem extends ItemNutrients {
  /** The item's words as the user wrote them: "a slice of whole-wheat toast", "2 Big Macs". */
  text: string;
  /** The food words as read, after the everyday rewrites: "double cheeseburger from fast food". */
  phrase: string;
  /** The food words as the user wrote them, amount and article left out: "Big Macs". */
  localName: string;
  amount: Amount;
  food: Food;
  /** Best first; the first is `food`. */
  candidates: FoodCandidate[];
  /** Calibrated probability that `food` is the food meant. */
  confidence: number;
  grams: number;
  /** The unit shown: the one written, or the food portion used ("medium", "slice"). */
  unit: string;
}

export interface DescribedMeal {
  items: DescribedItem[];
  /** Item texts no food matched. */
  unmatched: string[];
  totals: ItemNutrients;
}

// Below this, a phrase is reported as not understood rather than guessed.
export const minimumConfidence = 0.1;

// Words that open a description or a part of it say when or how it was had, not what: "for lunch",
// "de postre", "Dinner:", "to drink", "I had", "comí". A meal word is a lead-in after a preposition
// or before a colon, comma or dash; bare, an English one may be part of a food's name ("lunch meat",
// "breakfast burrito", "snack mix": see `withoutBareMealWord`), and "once" bare is eleven ("once
// galletas"), not the Chilean evening meal ("de once", "once:").
const leadIns = [
  /^(hoy |anoche )?(tom[eé]|tomamos|hice|hicimos) (la )?once\b\s*[:,-]?\s*/i,
  /^(breakfast|lunch|dinner|supper|snack) (was|were)\s+/i,
  /^(for |at )(breakfast|lunch|dinner|supper|brunch|a snack|snack|dessert)( today| tonight)?\s*[:,-]?\s*/i,
  /^((late |mid)?(night|morning|afternoon|evening) |midnight |quick |light )?(breakfast|lunch|dinner|supper|brunch|snack|dessert)( today| tonight)?\s*[:,-]\s*/i,
  /^(to drink|for drinks?|drinks?\s*:)\s*[:,-]?\s*/i,
  /^(today |this morning |tonight )?(i('ve| have)? (just )?(had|ate|eaten|drank|drunk|got)|i'm having|we had|had|ate)\s+/i,
  /^(al |en el |para el |de |en la |a la |para la |en |para |la )(desayuno|almuerzo|once|cena|colaci[oó]n|merienda|postre)\s*[:,-]?\s*/i,
  /^(desayuno|almuerzo|once|cena|colaci[oó]n|merienda|postre)\s*[:,-]\s*/i,
  /^(desayuno|almuerzo|cena|colaci[oó]n|merienda)\s+/i,
  /^(de tomar|para tomar|de beber|para beber|de bebida|bebidas?\s*:)\s*[:,-]?\s*/i,
  /^(hoy |anoche |esta ma[nñ]ana )?(me )?(com[ií]|tom[eé]|desayun[eé]|almorc[eé]|cen[eé]|beb[ií]|fue|fueron|como|tomo|bebo|ceno)\s+/i,
  // What is left over is still the food: "leftover chili", "sobras de cazuela".
  /^(leftovers? of |leftover |sobras? de )/i,
];

// The meal said after the food, at the end of a part: "a hamburger for lunch", "oatmeal with
// blueberries for breakfast" (they were not understood).
const leadOut =
  /\s+(?:for|at) (?:(?:late |mid)?(?:night|morning|afternoon|evening) |a )?(?:breakfast|lunch|dinner|supper|brunch|snack|dessert)(?: today| tonight)?$/i;

// An English meal word with no preposition or colon: "breakfast eggs" (the eggs, had at breakfast)
// or "breakfast burrito" (a food USDA names so).
const bareMealWord = /^(breakfast|lunch|dinner|supper|brunch|snack|dessert)\s+(?=\S)/i;

const everydayRewrites: [RegExp, string][] = [
  // Bullets of a list written line by line, and shorthand: "w/" is with, "w/o" without, "&" and.
  [/^[ \t]*(?:[-*•·]|\d+[.)])[ \t]+/gm, ""],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/\s*/gi, "with "],
  // A bare "w" between words is "with" too ("bagel w cream cheese" was the cream cheese alone).
  [/(?<=\p{L} )w (?=\p{L})/giu, "with "],
  [/\s+&\s+/g, " and "],
  [/\bmac (and|&|n) cheese\b/gi, "macaroni and cheese"],
  [/\bpb ?(&|and|n) ?j\b/gi, "peanut butter and jelly sandwich"],
  [/\bblt\b/gi, "bacon lettuce tomato sandwich"],
  [/\boj\b/gi, "orange juice"],
  // A bacon, egg and cheese (on a roll, a bagel) is an egg sandwich with them, not three foods; USDA's
  // with cheese and a meat is on a biscuit, the nearest to any bread.
  [
    /\b(bacon|sausage|ham),? eggs? (?:and|&|n) cheese\b(?: sandwich)?(?: on an? (?:roll|bun|kaiser|hero|bagel|biscuit|croissant|english muffin))?/gi,
    "egg sandwich with $1 and cheese",
  ],
  // "coffee black" is black coffee (the pepper was matched); "a side of fries" a serving of fries.
  [/\b(coffee|tea) black\b/gi, "black $1"],
  [/\b(?:a|one|1) side of\b/gi, "a serving of"],
  // British chips are fries: "fish and chips" is fish with french fries, not crisps.
  [/\bfish (and|&|n) chips\b/gi, "fish and french fries"],
  // Something on toast is toast with it ("beans on toast", "2 eggs on toast"), and avocado toast is
  // toast with avocado: two foods, neither of them "toast" alone. So is a spread on a rice cake, a
  // cracker, celery or apple slices ("peanut butter on a rice cake" was the peanut butter alone).
  [/\b(?:an? )?avocado toast\b/gi, "toast with avocado"],
  // Beans on toast, the British plate, is baked beans.
  [/(?<!baked )\bbeans on toast\b/gi, "baked beans on toast"],
  [
    /(^|[,;.]\s*|\b(?:and|with|plus|then)\s+)((?:(?!\b(?:and|with|or|plus|then)\b)[^,;])+?) on (toast|(?:an? |one |two |\d+ )?rice cakes?|(?:an? |some |\d+ )?(?:saltine |ritz )?crackers?|celery(?: sticks)?|(?:an? )?apple slices)\b/gi,
    "$1$3 with $2",
  ],
  // An omelette named once is one of two eggs, USDA's unspecified one (it was one egg, 55 g), and
  // what it is made with is in it ("an omelette with cheese and spinach" is USDA's dish of them).
  [/(^|[,;.:]\s*|\b(?:and|with|plus|then|had)\s+)(?:(?:an?|one|1)\s+)?omel(?:et|ette)\b/gi, "$12 egg omelet"],
  // "Un cuarto de pollo" is a chicken quarter, one piece (see chileanPieces), not a quarter of a
  // serving of chicken.
  [/\b(?:un|1) cuarto de pollo\b/gi, "1 cuarto de pollo"],
  // Half a chicken is a roast one, weighed as USDA's half bird (300 g of meat), not half a serving.
  [/\bhalf an? chicken\b/gi, "half a roast chicken"],
  [/\bmedio pollo\b(?! (?:asado|a las brasas|rostizado|al horno|frito|arvejado))/gi, "medio pollo asado"],
  // A Big Mac is a fast food double cheeseburger ("big" would read as a size of "mac").
  [/\bbig macs?\b/gi, "double cheeseburger from fast food"],
  // An Egg McMuffin is an egg sandwich on an English muffin with (Canadian) bacon; USDA's nearest has
  // ham. With sausage, its sausage one.
  [
    /\bsausage (?:and |& )?egg mcmuffins?\b|\bsausage mcmuffins? with egg\b/gi,
    "egg sandwich on english muffin with sausage",
  ],
  [/\begg mcmuffins?\b/gi, "egg sandwich on english muffin with ham"],
  // Overnight oats are oats soaked in milk, nearest to oatmeal made with milk by the cup (they were a
  // cup of dry oats, 607 kcal).
  [/\bovernight oats\b/gi, "oatmeal in milk"],
  // Oats "in" a milk are oatmeal made with it, and a cereal or a powder "in" a milk or water is put
  // in it: "oats in almond milk", "a scoop of protein powder in water" were not understood ("in"
  // does not part a description: "peaches in syrup" and "sardines in oil" are one food).
  [
    /\b(?:rolled oats|oats|oatmeal|porridge)\s+in\s+((?:(?:almond|oat|soy|coconut|cashew|rice|skim|whole|low-?fat|2%|1%)\s+)?milk)\b/gi,
    "oatmeal with $1",
  ],
  [
    /\b(cereal|granola|muesli|(?:protein|whey)(?: protein)?(?: powder)?)\s+in\s+((?:(?:almond|oat|soy|coconut|cashew|rice|skim|whole|low-?fat|2%|1%)\s+)?milk|water)\b/gi,
    "$1 with $2",
  ],
  // A drink blended from foods said with them is those foods: "a smoothie with spinach, banana and
  // peanut butter" was USDA's 324 g fruit smoothie and the three foods again (531 kcal). What it was
  // made of is counted once, each food its own amount, with the liquid when one is said; a protein
  // shake's protein is a scoop of the powder, and a flavour said before the drink one food more
  // ("un batido de plátano con leche" is the banana and the milk). A shake topped with cream stays
  // a shake, and so does a drink said alone ("a banana smoothie" is USDA's smoothie).
  [
    /(^|[,;.:]\s*|\b(?:and|with|plus|then|had)\s+)(?:(?:an?|one|1|my)\s+)?(?:(?:large|small|big|medium|homemade)\s+)*(?:protein|whey)(?:\s+protein)?\s+shake(?=\s+(?:(?:made|blended)\s+)?with\s)/gi,
    "$1protein powder",
  ],
  [/\b(protein powder)\s+(?:(?:made|blended)\s+)?with\s+/gi, "$1, "],
  [
    /(^|[,;.:]\s*|\b(?:and|with|plus|then|had)\s+)(?:(?:an?|one|1|my)\s+)?(?:(?:large|small|big|medium|homemade|green|fruit)\s+)*(?:smoothie|(?<!\bmilk\s)shake)\s+(?:(?:made|blended)\s+)?with\s+(?!(?:whipped cream|sprinkles|(?:a\s+)?cherry|ice cream)\b)/gi,
    "$1",
  ],
  [
    /(^|[,;.:]\s*|\b(?:and|with|plus|then|had)\s+)(?:(?:an?|one|1|my)\s+)?(?:(?:large|small|big|medium|homemade|green|fruit)\s+)*(\p{L}+(?:\s+\p{L}+)?)\s+(?:smoothie|(?<!\bmilk\s)shake)\s+(?:(?:made|blended)\s+)?with\s+(?!(?:whipped cream|sprinkles|(?:a\s+)?cherry|ice cream)\b)/giu,
    "$1$2, ",
  ],
  [
    /(^|[,;.:]\s*|\b(?:y|con|más|mas)\s+)(?:(?:un|una|1|mi)\s+)?(?:batido|licuado)\s+(?:(?:hecho\s+)?con|de\s+(?!prote[ií]na)((?:(?!\bcon\b)[^,;.])+?)\s+con)\s+/giu,
    "$1$2, ",
  ],
  // Half-and-half is a cream, not two halves of nothing.
  [/\bhalf[ -](?:and|&|n)[ -]half\b/gi, "half-and-half"],
  // A latte's milk is the latte's, whichever milk it is: "a latte with oat milk" is one drink. USDA
  // has a latte and a cappuccino with non-dairy milk and nonfat, which weigh the milk said.
  [
    /\b((?:iced )?(?:lattes?|cappuccinos?))\s+with\s+(?:oat|almond|soy|coconut|cashew|rice|plant|non-?dairy)\s+milk\b/gi,
    "$1 with non-dairy milk",
  ],
  [/\b((?:iced )?(?:lattes?|cappuccinos?))\s+with\s+(?:skim|nonfat|fat-free)\s+milk\b/gi, "nonfat $1"],
  [
    /\b(lattes?|cappuccinos?|capuchinos?|flat whites?|cortados?|macchiatos?|mochas?)\s+(?:with|con)\s+(?:(?:oat|almond|soy|skim|whole|nonfat|low-?fat|coconut|lactose-free)\s+milk|milk|leche(?:\s+(?:de\s+(?:avena|almendras?|soya|coco)|descremada|entera|sin lactosa))?)\b/gi,
    "$1",
  ],
  // Chile's "a lo pobre" is a plate of the meat (or fish) with french fries, fried onions and two
  // fried eggs ("bistec a lo pobre" was the steak alone): the foods on the plate, each weighed.
  [/\ba lo pobre\b/gi, "a lo pobre con papas fritas, cebolla frita, 2 huevos fritos"],
  // "once con pan con palta" is the Chilean evening meal, once, of bread with avocado, not eleven
  // breads (308 g): a text or sentence opening "once con" opens with the meal.
  [/(^|[.;!?\n]\s*)once con\s+/gi, "$1once: "],
  // Chile's plates of fries are the fries and what tops them: a chorrillana has beef, fried onions
  // and fried eggs, salchipapas cut sausages (each was the fries alone).
  [/\bchorrillanas?\b/gi, "papas fritas con carne, cebolla frita, 2 huevos fritos"],
  [/\bsalchipapas?\b/gi, "papas fritas con vienesas"],
  // A pie (or cake, brownie) a la mode is served with a scoop of vanilla ice cream (it was not understood).
  [/\s+(?:à|a) la mode\b/gi, " with a scoop of vanilla ice cream"],
  // A glass of red (or white) is wine ("a glass of red" was cooked red peppers), "una copa de tinto" too.
  [/\b(glass(?:es)?|bottles?) of (red|white|ros[eé])\b(?! wine)/gi, "$1 of $2 wine"],
  [/\b(copas?|botellas?|vasos?) de (tinto|blanco)\b/gi, "$1 de vino $2"],
  // Chips with salsa or guacamole are tortilla chips.
  [/(?<!tortilla )\bchips (and|&|n|with) (salsa|guac(?:amole)?|queso)\b/gi, "tortilla chips $1 $2"],
];

// Emoji typed with the foods ("🍕 pizza", "2 🥚 eggs") are decoration, not food words: the phrase
// that names the food on the meal (and so the described meal's title) leaves them out, while the
// item's text keeps them as written (decision 212). Pictographs, skin tones, joiners, variation
// selectors, keycaps and flags.
const emoji = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/u;
const everyEmoji = new RegExp(emoji.source, "gu");

const withoutEmoji = (text: string): string =>
  emoji.test(text) ? text.replace(everyEmoji, " ").replace(/ {2,}/g, " ").trim() : text;

/** Where the text is left once its lead-ins and closing marks are taken away: [start, end). */
function leadInsSpan(text: string): [number, number] {
  let start = text.length - text.trimStart().length;
  for (let pass = 0; pass < 3; pass++)
    for (const pattern of leadIns) start += pattern.exec(text.slice(start))?.[0].length ?? 0;
  let end = Math.max(start, text.trimEnd().length);
  end -= /[.!?]+$/.exec(text.slice(start, end))?.[0].length ?? 0;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  const out = leadOut.exec(text.slice(start, end));
  if (out && out.index > 0) end = start + out.index;
  return [start, end];
}

interface Segment {
  text: string;
  /** Where it is in the text read: [start, end). */
  start: number;
  end: number;
  /** The word that joined it to the one before: "with", "and", ",". */
  joiner: string;
  /** A lead-in opened it ("and for dessert ..."): a new part of the meal, never joined to the one before. */
  opensPart: boolean;
}

// "1 y medio" and "2 and a half" are amounts, not two items. A sentence's end is a break too ("steak
// with potatoes. Dessert: ice cream"), but not a decimal point or a unit's abbreviation ("2 tbsp. of").
const splitter =
  /\s*(?:[;\n+!?]|,(?!\d)|(?<!\b(?:oz|fl|tbsp|tbs|tsp|lb|lbs|pkg|approx|aprox|cda|cdas|cdta|cdtas|gr|grs|kg|ml|cc|no|nº|vs))\.(?=\s|$)|\b(?:plus|also|then|luego|ademas|además)\b|(?<!\d |-)\b(?:and|y|e)\b(?!-)|(?<=\d )(?:and|y)\b(?! (?:a )?half| medi[oa])|\b(?:with|con|topped with)\b|\b(?:served )?(?:over|on top of|on a bed of|on)\b(?! (?:easy|medium|hard|well|the (?:side|cob)|a stick)\b)(?! (?:an? |one |two |\d+ )?(?:(?:toasted |whole |white |wheat |multigrain |hawaiian |pretzel |sesame |hot dog |hamburger )*(?:buns?|rolls?|rye|wheat|white|sourdough|hoagie|sub|hero|kaiser|ciabatta|brioche|english muffin|biscuit|croissant|pita|baguette|french bread|texas toast|grain|bread))\b))\s*/i;

function segments(text: string): Segment[] {
  const found: Segment[] = [];
  let offset = 0;
  let joiner = "";
  const add = (start: number, end: number) => {
    const piece = text.slice(start, end);
    const [from, to] = leadInsSpan(piece);
    const stripped = piece.slice(from, to);
    if (stripped)
      found.push({
        text: stripped,
        start: start + from,
        end: start + to,
        joiner,
        opensPart: stripped !== piece.replace(/[.!?]+$/, "").trim(),
      });
  };
  while (offset < text.length) {
    const m = splitter.exec(text.slice(offset));
    if (!m) {
      add(offset, text.length);
      break;
    }
    if (text.slice(offset, offset + m.index).trim()) add(offset, offset + m.index);
    joiner = m[0].includes("\n") ? "\n" : m[0].trim().toLowerCase() || ",";
    offset += m.index + m[0].length;
  }
  return found;
}

// Describe reads the whole text again at each keystroke, and most of its phrases are the ones it
// read a keystroke before; it also tries each phrase alone and joined to the next. The matches are
// kept per index (most recently used last, at most `keptMatches`), so a phrase is ranked once and a
// long description's reading no longer grows with each key (docs/decisions/195). Read-only.
const keptMatches = 2_000;
const matchesOf = new WeakMap<FoodIndex, Map<string, FoodMatch>>();

function keptMatch(index: FoodIndex, phrase: string, locale: Locale): FoodMatch {
  let kept = matchesOf.get(index);
  if (!kept) matchesOf.set(index, (kept = new Map()));
  const key = `${locale}|${phrase}`;
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const match = matchFood(index, phrase, { locale, limit: 8 });
  kept.set(key, match);
  if (kept.size > keptMatches) kept.delete(kept.keys().next().value!);
  return match;
}

// "one and a half", "dos y media", "a cup and a half", "una taza y media", "2 tazas y media de
// arroz": one amount, written as a number so that its "and" is not read as a second item ("rice and
// half an avocado" is two). With a unit between, only before "of", "de" or the item's end: "dos
// huevos y medio pan" is two eggs and half a bread.
const andAHalf =
  /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)( [a-zñ]+)? (?:and a half|y medi[oa])\b/gi;

function halvesAsNumbers(text: TracedText): TracedText {
  return replaceTraced(text, andAHalf, (whole, [count, unit], at, all) => {
    if (count === undefined) return whole;
    const number = `${(numberWords[count.toLowerCase()] ?? Number(count)) + 0.5}`;
    if (!unit) return /^\d/.test(count) ? whole : number;
    // "a cup and a half" (a unit between), "an egg and a half", "two cups and a half of rice": one
    // amount, the unit's word kept.
    const after = all.slice(at + whole.length);
    return /^(\s+(of|de)\b|\s*([,;.]|$))/i.test(after) ? `${number}${unit}` : whole;
  });
}

/**
 * A unit's word that begins a Spanish food's name is the name's: "una barra de cereal" is one
 * cereal bar, not a bar's weight of breakfast cereal ("2 barritas de proteína", "barra de pan").
 */
function spanishNamedWithUnit(
  read: { amount: Amount; phrase: string },
  itemText: string,
  locale: Locale,
): { amount: Amount; phrase: string } {
  if (locale !== "es_CL" || !read.amount.unit || !read.phrase) return read;
  const typed = foldText(itemText).trim().split(/\s+/);
  const phrase = foldText(read.phrase).trim();
  const at = typed.findIndex((_, k) => typed[k + 1] === "de" && typed.slice(k + 2).join(" ") === phrase);
  const named = at < 0 ? "" : typed.slice(at).join(" ");
  return named && isSpanishFoodWord(named) ? { amount: { ...read.amount, unit: null }, phrase: named } : read;
}

export function describeMeal(index: FoodIndex, text: string, locale: Locale): DescribedMeal {
  // The text is read rewritten, and each item given back in the user's words (see tracedText.ts).
  const written = text.slice(0, 1000);
  // A note in brackets is a part of its own: "rice (about 200 g)", "toast (whole wheat)".
  let traced = replaceTraced(tracedText(written), /\s*\(([^()]*)\)/g, ", $1,");
  traced = sliceTraced(traced, ...leadInsSpan(traced.text));
  for (const [pattern, replacement] of everydayRewrites) traced = replaceTraced(traced, pattern, replacement);
  traced = halvesAsNumbers(traced);
  const cleaned = traced.text;
  const said = (start: number, end: number): string => {
    const span = sourceSpan(traced, start, end);
    if (!span) return cleaned.slice(start, end);
    // A note in brackets was read as a part of its own: its closing bracket goes with it.
    const words = written.slice(...span);
    const close = written.indexOf(")", span[1]);
    const open = words.lastIndexOf("(") > words.lastIndexOf(")") && close >= 0;
    return tidy(open ? written.slice(span[0], close + 1) : words);
  };
  const parts = segments(cleaned);
  const items: DescribedItem[] = [];
  const unmatched: string[] = [];
  // The items put on another ("granola", "berries" of "yogurt with granola and berries"), each with
  // the item it is put on.
  const toppings = new Map<DescribedItem, DescribedItem>();

  const understand = (itemText: string) => {
    const { amount, phrase } = spanishNamedWithUnit(readAmount(withoutEmoji(itemText)), itemText, locale);
    let match = keptMatch(index, phrase, locale);
    // "a can of tuna" is canned tuna ("una lata de atún" reads so already).
    if (amount.unit?.key === "can" && locale === "en_US" && !/\bcann(ed)?\b/i.test(phrase)) {
      const canned = keptMatch(index, `canned ${phrase}`, locale);
      if ((canned.candidates[0]?.confidence ?? 0) > (match.candidates[0]?.confidence ?? 0)) match = canned;
    }
    return { amount, phrase, english: match.phrase, candidates: match.candidates, best: match.candidates[0] };
  };

  // "breakfast eggs" is eggs; "lunch meat" and "breakfast burrito" are foods of their own. The meal
  // word stays when the food is matched at least as surely with it as without it.
  const withoutBareMealWord = (segment: Segment): Segment => {
    const bare = bareMealWord.exec(segment.text);
    if (!bare || locale !== "en_US") return segment;
    const rest = segment.text.slice(bare[0].length);
    const whole = understand(segment.text).best?.confidence ?? 0;
    const apart = understand(rest).best?.confidence ?? 0;
    return apart > whole
      ? { ...segment, text: rest, start: segment.start + bare[0].length, opensPart: true }
      : segment;
  };
  for (let i = 0; i < parts.length; i++) parts[i] = withoutBareMealWord(parts[i]!);
  // "rice, 200 g", "chili (about a cup)": an amount alone, after a food with none, is that food's. A
  // count with no unit is read before the food ("grilled shrimp, about 10" as "about 10 grilled shrimp").
  for (let i = 1; i < parts.length; i++) {
    const alone = readAmount(parts[i]!.text);
    if (!alone.amount.stated || alone.phrase !== "" || readAmount(parts[i - 1]!.text).amount.stated) continue;
    const [food, amount] = [parts[i - 1]!.text, parts[i]!.text];
    const text = alone.amount.unit ? `${food} ${amount}` : `${amount} ${food}`;
    parts[i - 1] = { ...parts[i - 1]!, text, end: parts[i]!.end };
    parts.splice(i, 1);
    i -= 1;
  }

  for (let i = 0; i < parts.length; i++) {
    let current = understand(parts[i]!.text);
    let itemText = parts[i]!.text;
    const joiner = parts[i]!.joiner;
    const start = parts[i]!.start;
    let end = parts[i]!.end;
    // "peanut butter and jelly sandwich", "coffee with milk", "arroz con leche": one food, when the
    // whole names a food better than its pieces and the second piece has no amount of its own.
    while (i + 1 < parts.length) {
      const next = parts[i + 1]!;
      if (next.opensPart) break;
      const alone = understand(next.text);
      if (alone.amount.stated) break;
      // Lines are items of their own; after a comma comes another food unless the words alone name
      // none ("salmon, baked" is one food, "2 eggs, toast" two).
      const madeSo = next.joiner === "," && saysHowMade(next.text);
      if (next.joiner === "\n" || (next.joiner === "," && !madeSo && (alone.best?.confidence ?? 0) >= 0.5))
        break;
      const joinedText = `${itemText}${next.joiner === "," ? "," : ` ${next.joiner}`} ${next.text}`.replace(
        /\s+/g,
        " ",
      );
      const joined = understand(joinedText);
      const joinedConfidence = joined.best?.confidence ?? 0;
      // "green bell peppers, sauteed", "2 eggs, scrambled": words after a comma that name no food, or
      // only say how a food was made, are the food before's; read with it, however surely, rather
      // than left as words not understood or counted as a second food (a scrambled egg).
      if (
        next.joiner === "," &&
        ((alone.best?.confidence ?? 0) < minimumConfidence || madeSo) &&
        joinedConfidence >= minimumConfidence
      ) {
        current = joined;
        itemText = joinedText;
        end = next.end;
        i += 1;
        continue;
      }
      const apart = Math.min(current.best?.confidence ?? 0, alone.best?.confidence ?? 0);
      const withJoiner = /^(with|con|topped with|(served )?(over|on|on top of|on a bed of))$/.test(
        next.joiner,
      );
      // "beef burrito with cheese", "chili with beans": what the food's own name already holds is in
      // it, not a second food (a slice of cheese, 92 g of beans).
      if (withJoiner && holdsPiece(current, alone)) {
        itemText = joinedText;
        end = next.end;
        i += 1;
        continue;
      }
      if (withJoiner && isToppedFoodsKind(current, joined)) break;
      const dish = withJoiner && namesDishWith(current, alone, joined);
      if (joinedConfidence < 0.8 || (joinedConfidence < apart && !dish)) break;
      if (!dish && !joinNamesOneFood(current, alone, joined, joinedConfidence > apart, next.joiner)) break;
      current = joined;
      itemText = joinedText;
      end = next.end;
      i += 1;
    }
    const best = sizedAlike(current.candidates, current.amount) ?? current.best;
    if (!best || best.confidence < minimumConfidence || !current.phrase) {
      unmatched.push(said(start, end));
      continue;
    }
    // "yogurt with granola (and berries)": a food put with no amount on one that is topped.
    const previous = items.at(-1);
    const host =
      current.amount.stated || previous === undefined
        ? undefined
        : /^(with|con|topped with)$/.test(joiner) && toppedFoods.has(previous.food.category)
          ? previous
          : /^(and|y|e)$/.test(joiner)
            ? toppings.get(previous)
            : undefined;
    const amount =
      (host ? toppingAmount(best.food, host) : null) ??
      (saidInPlural(current.phrase, locale) ? twoWhenServingIsOne(best.food, current.amount) : null) ??
      current.amount;
    const weighed =
      (locale === "es_CL" ? chileanCount(current.phrase, amount) : null) ?? weigh(best.food, amount);
    const phrase = phraseSpan(cleaned, start, end, current.phrase);
    items.push({
      text: said(start, end),
      phrase: current.phrase,
      // An article a rewrite read as the amount ("an omelette" as "2 egg omelet") is no name.
      localName: phrase ? said(...phrase).replace(/^(?:an?|one|un|una)\s+/i, "") : current.phrase,
      amount,
      food: best.food,
      candidates: current.candidates,
      confidence: best.confidence,
      grams: weighed.grams,
      unit: weighed.unit,
      ...nutrientsOf(best.food, weighed.grams),
    });
    if (host) toppings.set(items.at(-1)!, host);
  }
  return { items, unmatched, totals: sumNutrients(items) };
}

// A food's head word said in the plural: the last English word ("chicken thighs"), the first
// Spanish one ("huevos fritos").
const saidInPlural = (phrase: string, locale: Locale): boolean => {
  const said = phrase.trim().split(/\s+/);
  const head = (locale === "es_CL" ? said[0] : said.at(-1)) ?? "";
  return /^\p{L}{3,}(?<![su])s$/iu.test(head);
};

/**
 * "eggs and toast", "chicken thighs", "huevos con arroz": a food said in the plural with no amount
 * is two of it when USDA's unspecified quantity is one of it, counted by its own name ("1 egg",
 * "1 medium thigh"; they were one). A serving of several already ("pancakes", 100 g; "fries")
 * stays, and so do potatoes and vegetables, a side's serving ("steak with potatoes").
 */
function twoWhenServingIsOne(food: Food, amount: Amount): Amount | null {
  if (amount.stated || /potato|vegetable/i.test(food.category)) return null;
  const serving = weigh(food, amount);
  const one = weigh(food, { ...amount, quantity: 1, stated: true });
  const counted = words(one.unit).at(-1) ?? "";
  // Or by its size alone: "1 small/regular" taco, "1 medium" muffin ("tacos" were one taco).
  const bySize = words(one.unit).every((word) => /^(small|regular|medium|large)$/.test(word));
  return serving.basis === "portion" &&
    serving.grams === one.grams &&
    (bySize || words(food.description).some((word) => word === counted || word === `${counted}s`))
    ? { ...amount, quantity: 2, stated: true }
    : null;
}

// Words that say how a food was made or served, not which food: "scrambled", "lightly sauteed".
const howMadeWords = new Set([
  ...cookingWords,
  ...processingWords,
  ..."scrambled mashed hard soft lightly pan deep air oven slow stir fresh homemade skinless boneless peeled unsalted salted plain and or no skin rare medium well done".split(
    " ",
  ),
]);

const saysHowMade = (text: string): boolean => {
  const said = words(text);
  return said.length > 0 && said.every((word) => howMadeWords.has(word));
};

/**
 * "a large fries": a size said of a food whose row lists none ("Potato, french fries, NFS") is the
 * size of an equally sure row of the same kind that lists it ("..., fast food": 1 large fast food
 * order, 180 g), not the unsized row's serving (110 g).
 */
function sizedAlike(candidates: FoodCandidate[], amount: Amount): FoodCandidate | undefined {
  const [best] = candidates;
  const size = amount.size;
  if (!best || !size || amount.unit) return undefined;
  const lists = (candidate: FoodCandidate) =>
    candidate.food.portions.some((p) => /^1\b/.test(p.description) && words(p.description).includes(size));
  if (lists(best)) return undefined;
  return candidates.find(
    (c) => c.confidence >= best.confidence && c.food.category === best.food.category && lists(c),
  );
}

/** Where the food words read are in the text: amid the item's words, joined by spaces or a comma. */
function phraseSpan(text: string, start: number, end: number, phrase: string): [number, number] | null {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\s,;]*");
  const found = new RegExp(pattern, "iu").exec(text.slice(start, end));
  return found ? [start + found.index, start + found.index + found[0].length] : null;
}

// The user's words of an item, without the commas and marks around them.
const tidy = (words: string): string => words.replace(/^[\s,;:.–—-]+|[\s,;:–—-]+$/g, "").replace(/\s+/g, " ");

/** The same item with another amount or another food: grams and nutrients follow. */
export function reviseItem(
  item: DescribedItem,
  change: { food?: Food; grams?: number; amount?: Amount },
): DescribedItem {
  const food = change.food ?? item.food;
  const amount = change.amount ?? item.amount;
  const weighed =
    change.grams !== undefined
      ? { grams: change.grams, unit: "g" }
      : change.amount
        ? weigh(food, amount)
        : { grams: item.grams, unit: item.unit };
  const picked = item.candidates.find((c) => c.food.id === food.id);
  return {
    ...item,
    food,
    amount,
    grams: weighed.grams,
    unit: weighed.unit,
    confidence: change.food ? 1 : (picked?.confidence ?? item.confidence),
    ...nutrientsOf(food, weighed.grams),
  };
}
