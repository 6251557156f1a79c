// Ranks foods the way a person would pick a row from the USDA tables: the food named by the head
// noun, its ordinary version, and nothing the phrase did not say.
import type { Food, FoodIndex } from "./foodIndex.ts";
import { ignoredWords, type FoodQuery, type QueryWord } from "./foodQuery.ts";
import { neutralWords } from "./foodTerms.ts";
import { cookingWords, processingWords, stem } from "./words.ts";

export interface RankedFood {
  food: Food;
  /** About 0.95 and above is a food described by exactly the words asked for; may pass 1 for an NFS row. */
  score: number;
  /** The query's head noun names the food (not just a side ingredient of it). */
  headMatched: boolean;
  /** Weighted share of the query's words found in the description. */
  coverage: number;
  /** Query words (other than how it was cooked) the description lacks. */
  missing: QueryWord[];
  /** Share of the asked states ("smoked", "boiled") the description names; 1 when none asked. */
  statesShare: number;
  /** Qualifiers the phrase did not ask for ("pickled", "nectar" of "Soursop, nectar"). */
  unaskedQualifiers: number;
}

const roleWeight = { head: 2, core: 1, side: 0.5, minor: 0.25, cooking: 0 } as const;
const asIngredientOnly = "Not included in a food category";
// A bare "tomato" is eaten raw; a bare "egg" or "salmon" is eaten cooked.
const produce =
  /fruit|vegetable|apples|bananas|grapes|peaches|berries|citrus|melons|pears|pineapple|mango|tomatoes|carrots|lettuce|cabbage|onions|nut and seed|spinach|greens|salad/i;

// Produce people eat cooked when they name it bare: "peas", "corn", "green beans", "asparagus".
// Stemmed as the query's words are ("asparagus" keeps its s).
const eatenCooked = new Set(
  ["pea", "corn", "asparagus", "potato", "squash", "zucchini", "lentil", "bean"].map(stem),
);

const sr28Behind = 0.09;
// A flavour the phrase did not ask for is another food ("Soy milk, chocolate" for "soy milk").
const flavourWords = new Set([
  "chocolate",
  "vanilla",
  "strawberry",
  "flavored",
  "honey",
  "cinnamon",
  "mocha",
]);
const ordinaryAbsences = new Set([
  "added",
  "fat",
  "salt",
  "sugar",
  "sauce",
  "skin",
  "coating",
  "dressing",
  "bone",
]);
// "Green peas", "white rice": a colour is often just the usual kind, so it costs less than a word
// that names another food ("Blackeyed peas", "Wasabi peas").
const colourWords = new Set(["green", "white", "yellow", "red", "black"]);
const skinOnParts = new Set(["thigh", "drumstick", "wing", "leg"]);
const coatedWords = new Set(["fried", "breaded", "coated", "battered"]);

/** The phrase means the food with its skin or coating on. */
function wantsCovering(query: FoodQuery): boolean {
  if (query.negated.some((s) => s === "skin" || s === "coating")) return false;
  return query.words.some(
    (q) => coatedWords.has(q.word) || (q.role === "head" && q.stems.some((s) => skinOnParts.has(s))),
  );
}

export function rankFood(index: FoodIndex, query: FoodQuery, food: Food, prefix = false): RankedFood {
  const terms = index.termsOf(food);
  const same = (s: string, wanted: string) => s === wanted || (prefix && s.startsWith(wanted));
  const matches = (q: QueryWord, stems: Iterable<string>) => {
    for (const s of stems) if (q.stems.some((wanted) => same(s, wanted))) return true;
    return false;
  };

  let found = 0;
  let total = 0;
  let cooking = 0;
  let cookingAsked = 0;
  // Asked states the row names; a row that is not raw counts as "cooked" ("Quinoa, NS as to fat").
  let statesNamed = 0;
  const missing: QueryWord[] = [];
  for (const q of query.words) {
    if (q.role === "cooking") {
      cookingAsked += 1;
      if (matches(q, terms.all) || (q.word === "cooked" && !terms.all.has("raw"))) statesNamed += 1;
      // "steamed" is still a fair match for "cooked", never for "fried".
      cooking += matches(q, terms.all) ? 1 : q.word !== "raw" && terms.all.has("cooked") ? 0.5 : 0;
    } else {
      total += roleWeight[q.role];
      if (matches(q, terms.all)) found += roleWeight[q.role];
      else missing.push(q);
    }
  }
  const coverage = total > 0 ? found / total : 0;
  const head = query.head;
  const headMatched = head !== undefined && matches(head, terms.heads);
  const headScore = !head
    ? 0
    : headMatched
      ? 1
      : matches(head, terms.identity.flat())
        ? 0.5
        : matches(head, terms.all)
          ? 0.2
          : 0;
  const headBySynonymOnly = headMatched && !terms.heads.includes(head.stems[0]!);

  const asked = (s: string) => query.words.some((q) => q.stems.some((wanted) => same(s, wanted)));
  const unasked = (s: string) => !neutralWords.has(s) && !ignoredWords.has(s) && !/^\d/.test(s) && !asked(s);
  // A class word ("Fish" of "Fish, salmon") costs a quarter: "Peppers, banana" must lose to "Banana".
  // Of "A or B" names, the option nearest the query counts; the other's words cost a quarter too.
  const extrasOf = (option: string[]) =>
    option.reduce(
      (n, s) =>
        n + (!unasked(s) ? 0 : headMatched && s === terms.classWord ? 0.25 : colourWords.has(s) ? 0.6 : 1),
      0,
    );
  const optionExtras = terms.identity.map(extrasOf);
  const allOptionExtras = optionExtras.reduce((sum, n) => sum + n, 0);
  const identityExtras =
    optionExtras.length === 0 ? 0 : Math.min(...optionExtras.map((n) => n + 0.25 * (allOptionExtras - n)));
  // "boiled or poached" offers the asked method; the other is an alternative, not an extra.
  const cookingMet = cookingAsked > 0 && cooking === cookingAsked;
  let restExtras = terms.rest.filter((s) => unasked(s) && !(cookingMet && cookingWords.has(s)));
  const cookedByDefault = head !== undefined && eatenCooked.has(head.stems[0]!);
  const usuallyRaw = produce.test(food.category) && !cookedByDefault;
  // For those, plain boiling or steaming is what "peas" means, not an unasked preparation.
  const plainCooking = (s: string) => cookedByDefault && cookingAsked === 0 && /^(boiled|steamed)$/.test(s);
  // Unasked cooking or processing changes the numbers most.
  // "Breaded, baked, or fried" offers ways it was made, one of which it is: they cost as one.
  const preparationExtrasOf = () => {
    const offered = new Set(
      [...description.matchAll(/\b[a-z]+(?:, [a-z]+)*,? or [a-z]+\b/g)].flatMap((m) =>
        m[0].split(/,? or |, /).map(stem),
      ),
    );
    const unaskedPreparation = restExtras.filter(
      (s) => (cookingWords.has(s) || processingWords.has(s)) && !plainCooking(s),
    );
    const alternatives = unaskedPreparation.filter((s) => offered.has(s)).length;
    return (
      unaskedPreparation.length -
      Math.max(0, alternatives - 1) +
      (cookingAsked === 0 && terms.all.has(usuallyRaw ? "cooked" : "raw") ? 1 : 0)
    );
  };
  // "Egg white omelet ... with meat" for "egg whites": an unasked added ingredient.
  const addedExtras = new Set(terms.added.filter((s) => unasked(s) && !cookingWords.has(s))).size;
  // A fried, breaded chicken comes with its coating, and thighs, drumsticks and wings with their
  // skin: USDA's "skin / coating eaten" row is what the bare phrase means, not the stripped one.
  const covering = wantsCovering(query);
  const description = food.description.toLowerCase();
  const coveringNotEaten = covering && /\bnot eaten\b/.test(description);
  const coveringEaten = covering && !coveringNotEaten && /\b(skin|coating)\b[^,]* eaten\b/.test(description);
  if (coveringEaten) restExtras = restExtras.filter((s) => s !== "skin" && s !== "coating");
  // "Baked, broiled, or roasted" is how a meat named bare is cooked: USDA's ordinary row for it,
  // before the "NS as to cooking method" fallback.
  const ordinaryCooking = cookingAsked === 0 && /\bbaked, broiled, or roasted\b/.test(description);
  if (ordinaryCooking) restExtras = restExtras.filter((s) => !cookingWords.has(s));
  const preparationExtras = preparationExtrasOf();
  // "Pizza, no cheese" or "Meatball, meatless" for a bare "pizza" or "meatballs": the food without
  // what it ordinarily has. "No added fat" or "no salt added" are the ordinary versions.
  const missingFood =
    terms.negated.filter((s) => unasked(s) && !ordinaryAbsences.has(s) && !query.negated.includes(s)).length +
    (/\bmeatless\b/.test(description) && !asked("meatless") ? 1 : 0);
  // What the phrase says the food is without: the row that says so too, never one that has it.
  const saysWithout = (s: string) =>
    terms.negated.includes(s) || ((s === "skin" || s === "coating") && /\bnot eaten\b/.test(description));
  const withoutHonoured = query.negated.filter(saysWithout).length;
  const withoutBroken = query.negated.filter((s) => !saysWithout(s) && terms.all.has(s)).length;
  const rawButCooked = cookingAsked > 0 && terms.all.has("raw") && !query.words.some((q) => q.word === "raw");

  const score =
    0.15 +
    0.45 * coverage +
    0.3 * headScore +
    0.1 * (cookingAsked > 0 ? cooking / cookingAsked : 1) -
    0.2 * identityExtras -
    Math.min(
      0.15,
      0.02 * restExtras.length +
        0.01 * terms.negated.filter((s) => unasked(s) && !query.negated.includes(s)).length,
    ) +
    0.04 * withoutHonoured -
    0.1 * withoutBroken -
    0.03 * (restExtras.filter((s) => flavourWords.has(s)).length + missingFood) -
    0.05 * preparationExtras -
    0.05 * Math.min(3, addedExtras) -
    (rawButCooked ? 0.15 : 0) -
    (coveringNotEaten ? 0.03 : 0) -
    (headBySynonymOnly ? 0.03 : 0) +
    // USDA's "NFS" rows are the fallback for a bare name, not a favourite over a plain named one
    // ("Pancakes, plain" before "Pancakes, NFS"); a row that says it is the plain one comes first.
    (terms.isDefault ? 0.005 : terms.isPlain ? 0.01 : ordinaryCooking ? 0.02 : 0) -
    (food.source === "sr28" ? 0.06 : 0) -
    (food.category === asIngredientOnly ? 0.1 : 0) -
    0.0005 * food.description.length;
  return {
    food,
    score,
    headMatched,
    coverage,
    missing,
    statesShare: cookingAsked > 0 ? statesNamed / cookingAsked : 1,
    unaskedQualifiers: restExtras.length,
  };
}

/**
 * Compounds USDA writes otherwise than the phrase: two words one ("corn salad" and "Cornsalad"),
 * one word two ("gingerroot" and "Ginger root"). Two adjacent words also match their joined word
 * where the index has it; a word the index lacks is read as two words it has, side by side in a food.
 */
function readCompounds(index: FoodIndex, query: FoodQuery): FoodQuery {
  const named = (q: QueryWord) => q.role !== "cooking";
  const words = query.words.map((q, i) => {
    const next = query.words[i + 1];
    const previous = query.words[i - 1];
    const joined = [
      next && named(q) && named(next) ? q.word + next.word : "",
      previous && named(previous) && named(q) ? previous.word + q.word : "",
    ]
      .filter(Boolean)
      .map(stem)
      .filter((s) => index.byStem.has(s) && !q.stems.includes(s));
    return joined.length ? { ...q, stems: [...q.stems, ...joined] } : q;
  });
  const split = words.flatMap((q): QueryWord[] => {
    if (!named(q) || q.stems.some((s) => index.byStem.has(s))) return [q];
    for (let i = 3; i <= q.word.length - 3; i++) {
      const [first, second] = [q.word.slice(0, i), q.word.slice(i)];
      const together = index.byStem
        .get(stem(first))
        ?.filter((food) => index.termsOf(food).all.has(stem(second)));
      if (together?.length)
        return [
          { word: first, stems: [stem(first)], role: q.role === "head" ? "core" : q.role },
          { word: second, stems: [stem(second)], role: q.role },
        ];
    }
    return [q];
  });
  return { ...query, words: split, head: split.find((q) => q.role === "head") ?? query.head };
}

/** Every food sharing a word with the query, best first; ties go to the lower id (deterministic). */
export function rankFoods(index: FoodIndex, phraseQuery: FoodQuery, prefix = false): RankedFood[] {
  const query = readCompounds(index, phraseQuery);
  const candidates = new Set<Food>();
  const stems = query.words.flatMap((q) => q.stems);
  for (const s of stems) for (const food of index.byStem.get(s) ?? []) candidates.add(food);
  if (prefix) {
    const last = query.words.at(-1)?.stems[0];
    if (last)
      for (const [s, foods] of index.byStem)
        if (s.startsWith(last)) for (const food of foods) candidates.add(food);
  }
  const ranked = [...candidates].map((food) => rankFood(index, query, food, prefix));
  // SR28 is there for what FNDDS lacks: where an FNDDS food names as much of the phrase (its
  // words and the state asked for) and adds no more that was not asked, the SR28 rows
  // ("Croissants, butter", "Mustard, prepared, yellow") step back behind it. "Soursop, nectar" or
  // "Ginger root, pickled" is not the FNDDS version of "Soursop, raw" or "Ginger root, raw".
  const fndds = ranked.filter((r) => r.food.source === "fndds" && r.headMatched);
  const namesAsMuch = (r: RankedFood) =>
    fndds.some(
      (f) =>
        f.coverage >= r.coverage &&
        f.statesShare >= r.statesShare &&
        f.unaskedQualifiers <= r.unaskedQualifiers,
    );
  for (const r of ranked) if (r.food.source === "sr28" && namesAsMuch(r)) r.score -= sr28Behind;
  return ranked.sort((a, b) => b.score - a.score || (a.food.id < b.food.id ? -1 : 1));
}
