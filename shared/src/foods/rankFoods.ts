// Ranks foods the way a person would pick a row from the USDA tables: the food named by the head
// noun, its ordinary version, and nothing the phrase did not say.
import type { Food, FoodIndex } from "./foodIndex.ts";
import { ignoredWords, type FoodQuery, type QueryWord } from "./foodQuery.ts";
import { dishClasses, neutralWords, type FoodTerms } from "./foodTerms.ts";
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
  /** What the score sums: `score` is `scoreOf(parts)`. */
  parts: ScoreParts;
}

/**
 * The terms of a food's score, each in its own unit; the score is their sum weighted by
 * `rankWeights` (bench/accuracy/fitRanking.ts fits the weights to the development sets).
 */
export interface ScoreParts {
  /** Weighted share of the query's words the description names (0-1). */
  coverage: number;
  /** 1 the query's head is the food's, 0.5 one of its identity words, 0.2 anywhere, else 0. */
  head: number;
  /** Share of the asked cooking the row names (1 when none asked). */
  cooking: number;
  /** Identity words the phrase did not say (a class word a quarter, a colour 0.6). */
  identityExtras: number;
  /** Other unasked words, and half of each unasked "without", at most 7.5. */
  unaskedWords: number;
  /** Each "without" of the phrase the row says too. */
  withoutHonoured: number;
  /** Each "without" of the phrase the row has. */
  withoutBroken: number;
  /** An unasked flavour, or the food without what it ordinarily has ("Pizza, no cheese"). */
  otherFood: number;
  /** Unasked cooking or processing (alternatives offered with "or" count once). */
  preparationExtras: number;
  /** Unasked added ingredients, at most 3. */
  addedExtras: number;
  /** Raw, when the phrase asked for a way it was cooked. */
  rawButCooked: number;
  /** The phrase meant the skin or coating on; the row says not eaten. */
  coveringNotEaten: number;
  /** Its head met only through a synonym. */
  headBySynonymOnly: number;
  /** USDA's "NFS" row. */
  nfsRow: number;
  /** A row that says it is the plain one. */
  plainRow: number;
  /** "Baked, broiled, or roasted" for a meat named bare. */
  ordinaryCooking: number;
  sr28: number;
  /** "Not included in a food category": an ingredient, not a food as eaten. */
  ingredientOnly: number;
  /** Characters of the description. */
  descriptionLength: number;
  /** An SR28 row behind an FNDDS one that names as much of the phrase (rankSome). */
  sr28Behind: number;
}

/**
 * Each part's weight; `constant` is added to every score (it sets the scale matchFood calibrates).
 * Set by hand over the rounds; weights fitted to the development sets were tried and left out
 * (decision 217: they gained the name-like sets and lost the phrases, held-out ones included).
 */
export const rankWeights: Record<keyof ScoreParts | "constant", number> = {
  constant: 0.15,
  coverage: 0.45,
  head: 0.3,
  cooking: 0.1,
  identityExtras: -0.2,
  unaskedWords: -0.02,
  withoutHonoured: 0.04,
  withoutBroken: -0.1,
  otherFood: -0.03,
  preparationExtras: -0.05,
  addedExtras: -0.05,
  rawButCooked: -0.15,
  coveringNotEaten: -0.03,
  headBySynonymOnly: -0.03,
  nfsRow: 0.005,
  plainRow: 0.01,
  ordinaryCooking: 0.02,
  sr28: -0.06,
  ingredientOnly: -0.1,
  descriptionLength: -0.0005,
  sr28Behind: -0.09,
};

export type RankWeights = typeof rankWeights;

/** The score of `parts` under `weights` (the ranker's own, or weights being fitted). */
export function scoreOf(parts: ScoreParts, weights: RankWeights = rankWeights): number {
  let score = weights.constant;
  for (const key in parts) {
    const part = key as keyof ScoreParts;
    score += weights[part] * parts[part];
  }
  return score;
}

// The share of a word's weight a row naming only its class ("fat added" for butter) covers.
const partCoverage = 0.5;
const roleWeight = {
  head: 2,
  core: 1,
  side: 0.5,
  minor: 0.25,
  cooking: 0,
} as const;
const asIngredientOnly = "Not included in a food category";
// A bare "tomato" is eaten raw; a bare "egg" or "salmon" is eaten cooked.
const produce =
  /fruit|vegetable|apples|bananas|grapes|peaches|berries|citrus|melons|pears|pineapple|mango|tomatoes|carrots|lettuce|cabbage|onions|nut and seed|spinach|greens|salad/i;

// Produce people eat cooked when they name it bare: "peas", "corn", "green beans", "asparagus".
// Stemmed as the query's words are ("asparagus" keeps its s).
const eatenCooked = new Set(
  ["pea", "corn", "asparagus", "potato", "squash", "zucchini", "lentil", "bean"].map(stem),
);

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
const inFat = new Set(["fried", "sauteed"]);
const fatsAdded = new Set(["butter", "oil", "margarine", "fat"]);
const skinOnParts = new Set(["thigh", "drumstick", "wing", "leg"]);
const coatedWords = new Set(["fried", "breaded", "coated", "battered"]);
// The most unasked words and added ingredients that count (ScoreParts).
const unaskedCap = 7.5;
const addedCap = 3;

/** The phrase means the food with its skin or coating on. */
function wantsCovering(query: FoodQuery): boolean {
  if (query.negated.some((s) => s === "skin" || s === "coating")) return false;
  return query.words.some(
    (q) => coatedWords.has(q.word) || (q.role === "head" && q.stems.some((s) => skinOnParts.has(s))),
  );
}

// What a food's description and category say, whatever the query: worked out once per food.
interface FoodProfile {
  terms: FoodTerms;
  /** Every stem of the identity options. */
  identityStems: Set<string>;
  /** Stems of the ways it was made that "A, B, or C" offers ("Breaded, baked, or fried"). */
  offered: Set<string>;
  notEaten: boolean;
  /** "Skin eaten", "coating eaten". */
  coveringEaten: boolean;
  /** "Baked, broiled, or roasted". */
  ordinaryCooking: boolean;
  /**
   * "With butter or margarine": each of the two words "with A or B" adds, with the other, as stems
   * (not "with cream or white sauce": a white sauce is no white tuna).
   */
  orAlternatives: [string, string][];
  /** "Wheat or cracked wheat": [kind, the modifier of its other option], as stems. */
  kinds: [string, string][];
  meatless: boolean;
  /** "Fat added" / "no added fat" (FNDDS's cooked vegetables, eggs, grains). */
  fatAdded: boolean;
  noAddedFat: boolean;
  produce: boolean;
  /** The score's parts that depend on the food alone (source, category, length). */
  fixed: number;
  isSr28: boolean;
  ingredientOnly: boolean;
}

const profiles = new WeakMap<Food, FoodProfile>();

function profileOf(index: FoodIndex, food: Food): FoodProfile {
  let profile = profiles.get(food);
  if (profile) return profile;
  const terms = index.termsOf(food);
  const description = food.description.toLowerCase();
  profile = {
    terms,
    identityStems: new Set(terms.identity.flat()),
    offered: new Set(
      [...description.matchAll(/\b[a-z]+(?:, [a-z]+)*,? or [a-z]+\b/g)].flatMap((m) =>
        m[0].split(/,? or |, /).map(stem),
      ),
    ),
    notEaten: /\bnot eaten\b/.test(description),
    coveringEaten: /\b(skin|coating)\b[^,]* eaten\b/.test(description),
    ordinaryCooking: /\bbaked, broiled, or roasted\b/.test(description),
    orAlternatives: [...description.matchAll(/\bwith ([a-z]+) or ([a-z]+)(?=,|$)/g)].flatMap((m) => {
      const [a, b] = [stem(m[1]!), stem(m[2]!)];
      return [
        [a, b],
        [b, a],
      ] as [string, string][];
    }),
    kinds: [...description.matchAll(/\b([a-z]+) or ([a-z]+) \1\b/g)].map((m) => [stem(m[1]!), stem(m[2]!)]),
    meatless: /\bmeatless\b/.test(description),
    // Only of a row that names no method of its own ("Potato, boiled, ..., fat added" is boiled).
    fatAdded:
      /\bfat added\b/.test(description) &&
      ![...terms.all].some((s) => cookingWords.has(s) && s !== "cooked" && s !== "raw"),
    noAddedFat: /\bno (added )?fat( added)?\b/.test(description),
    produce: produce.test(food.category),
    fixed:
      (food.source === "sr28" ? rankWeights.sr28 : 0) +
      (food.category === asIngredientOnly ? rankWeights.ingredientOnly : 0) +
      rankWeights.descriptionLength * food.description.length,
    isSr28: food.source === "sr28",
    ingredientOnly: food.category === asIngredientOnly,
  };
  profiles.set(food, profile);
  return profile;
}

// What the query says, whatever the food: worked out once per query.
interface QueryProfile {
  query: FoodQuery;
  prefix: boolean;
  /** Every stem of every query word (exact matching). */
  askedStems: Set<string>;
  cookingAsked: number;
  rawAsked: boolean;
  covering: boolean;
  cookedByDefault: boolean;
  /** No food is headed by the query's head: it may name a kind FNDDS files after its class's food. */
  headOfNoFood: boolean;
}

function profileQuery(index: FoodIndex, query: FoodQuery, prefix: boolean): QueryProfile {
  const head = query.head;
  return {
    query,
    prefix,
    // A meat, bird or seafood beside the food asks for its class word too ("with meat").
    askedStems: new Set([
      ...query.words.flatMap((q) => q.stems),
      ...Object.entries(dishClasses)
        .filter(([, members]) => query.words.some((q) => q.role !== "head" && members.includes(q.stems[0]!)))
        .flatMap(([dishClass]) => dishClass.split(" ")),
    ]),
    cookingAsked: query.words.filter((q) => q.role === "cooking").length,
    rawAsked: query.words.some((q) => q.word === "raw"),
    covering: wantsCovering(query),
    cookedByDefault: head !== undefined && eatenCooked.has(head.stems[0]!),
    headOfNoFood:
      !prefix &&
      head !== undefined &&
      head.role !== "cooking" &&
      head.stems.every(
        (s) => !(index.byStem.get(s) ?? []).some((food) => index.termsOf(food).heads.includes(s)),
      ),
  };
}

/** A description stem (one of `stems`) is one of the query word's stems (or starts with one, typed). */
function matches(qp: QueryProfile, q: QueryWord, stems: Set<string> | string[]): boolean {
  if (!qp.prefix) {
    if (stems instanceof Set) {
      for (const wanted of q.stems) if (stems.has(wanted)) return true;
    } else for (const wanted of q.stems) if (stems.includes(wanted)) return true;
    return false;
  }
  for (const s of stems) if (q.stems.some((wanted) => s === wanted || s.startsWith(wanted))) return true;
  return false;
}

function asked(qp: QueryProfile, s: string): boolean {
  if (!qp.prefix) return qp.askedStems.has(s);
  return qp.query.words.some((q) => q.stems.some((wanted) => s === wanted || s.startsWith(wanted)));
}

const unasked = (qp: QueryProfile, s: string) =>
  !neutralWords.has(s) && !ignoredWords.has(s) && !/^\d/.test(s) && !asked(qp, s);

// The first, cheap part of a food's score: how much of the query it names and whether its head is
// the query's. Enough for an upper bound of the whole score (rankFoods skips foods below the top).
interface PartialRank {
  profile: FoodProfile;
  found: number;
  total: number;
  cooking: number;
  missing: QueryWord[];
  coverage: number;
  headMatched: boolean;
  headScore: number;
  headBySynonymOnly: boolean;
  identityExtras: number;
  rawButCooked: boolean;
  /** Share of the asked states the row names (RankedFood.statesShare). */
  statesShare: number;
  /** The words of the classes that met a word asked in part ("fat added" for butter): asked. */
  partlyMet: Set<string>;
}

function partialRank(index: FoodIndex, qp: QueryProfile, food: Food): PartialRank {
  const profile = profileOf(index, food);
  const { terms } = profile;
  const { query } = qp;
  let found = 0;
  let total = 0;
  let cooking = 0;
  // Asked states the row names; a row that is not raw counts as "cooked" ("Quinoa, NS as to fat").
  let statesNamed = 0;
  let classMatched = false;
  // The words of the classes met in part: asked by the member asked ("fat added" for butter).
  const partlyMet = new Set<string>();
  const missing: QueryWord[] = [];
  for (const q of query.words) {
    if (q.role === "cooking") {
      // Fried or sauteed is cooked in fat: USDA's "X, cooked, fat added" says so where it names no
      // method ("fried onions"), and its "no added fat" row says the opposite.
      const named =
        matches(qp, q, terms.all) || (inFat.has(q.word) && profile.fatAdded && !profile.noAddedFat);
      if (named || (q.word === "cooked" && !terms.all.has("raw"))) statesNamed += 1;
      // "steamed" is still a fair match for "cooked", never for "fried".
      cooking += named
        ? 1
        : q.word !== "raw" && terms.all.has("cooked") && !(inFat.has(q.word) && profile.noAddedFat)
          ? 0.5
          : 0;
    } else {
      total += roleWeight[q.role];
      // "Ham" beside the food is USDA's "with meat" (foodTerms.ts dishClasses), once: "beef steak"
      // is one meat.
      if (matches(qp, q, terms.all)) found += roleWeight[q.role];
      else if (!classMatched && q.role !== "head" && matches(qp, q, terms.classed)) {
        classMatched = true;
        found += roleWeight[q.role];
      } else {
        // "Fat added" for butter: its class, which meets it in part (foodTerms.ts partClasses).
        const partClass =
          q.role === "head" ? undefined : terms.partlyClassed.find((c) => matches(qp, q, c.members));
        if (partClass) {
          for (const s of partClass.words) partlyMet.add(s);
          found += partCoverage * roleWeight[q.role];
        } else missing.push(q);
      }
    }
  }
  const coverage = total > 0 ? found / total : 0;
  const head = query.head;
  // "ribeye" of "Beef, steak, ribeye": no food is a ribeye, and this one is the ribeye steak.
  // Only when the phrase names nothing else, or only the class's food ("beef sirloin"), so
  // "watermelon cubes" stays a watermelon, not "Beef, steak, cube".
  const kindMatched =
    head !== undefined &&
    qp.headOfNoFood &&
    terms.kind.length > 0 &&
    matches(qp, head, terms.kind) &&
    query.words.every((q) => q === head || q.role === "cooking" || matches(qp, q, profile.identityStems));
  const headMatched = head !== undefined && (kindMatched || matches(qp, head, terms.heads));
  const headScore = !head
    ? 0
    : headMatched
      ? 1
      : matches(qp, head, profile.identityStems)
        ? 0.5
        : matches(qp, head, terms.all)
          ? 0.2
          : 0;
  const headBySynonymOnly = headMatched && !kindMatched && !terms.heads.includes(head.stems[0]!);
  // A class word ("Fish" of "Fish, salmon") costs a quarter: "Peppers, banana" must lose to "Banana".
  // Of "A or B" names, the option nearest the query counts; the other's words cost a quarter too.
  const optionExtras = terms.identity.map((option) => {
    let n = 0;
    for (const s of option)
      n =
        n +
        (!unasked(qp, s)
          ? 0
          : kindMatched || (headMatched && s === terms.classWord)
            ? 0.25
            : colourWords.has(s)
              ? 0.6
              : 1);
    return n;
  });
  let allOptionExtras = 0;
  for (const n of optionExtras) allOptionExtras = allOptionExtras + n;
  const identityExtras =
    optionExtras.length === 0 ? 0 : Math.min(...optionExtras.map((n) => n + 0.25 * (allOptionExtras - n)));
  const rawButCooked = qp.cookingAsked > 0 && terms.all.has("raw") && !qp.rawAsked;
  return {
    profile,
    found,
    total,
    cooking,
    missing,
    coverage,
    headMatched,
    headScore,
    headBySynonymOnly,
    identityExtras,
    rawButCooked,
    statesShare: qp.cookingAsked > 0 ? statesNamed / qp.cookingAsked : 1,
    partlyMet,
  };
}

const atMost = (weight: number, most: number) => Math.max(0, weight * most);

/**
 * The most the parts finishRank adds can bring: each at the end of its range that raises the score
 * (a "without" honoured for each one asked, the best of the plain rows' bonuses). The parts with no
 * upper end (otherFood, preparationExtras) must keep negative weights (rankFoods.test.ts checks).
 */
function restBound(qp: QueryProfile): number {
  const w = rankWeights;
  const negated = qp.query.negated.length;
  return (
    atMost(w.unaskedWords, unaskedCap) +
    atMost(w.withoutHonoured, negated) +
    atMost(w.withoutBroken, negated) +
    atMost(w.addedExtras, addedCap) +
    atMost(w.coveringNotEaten, 1) +
    Math.max(0, w.nfsRow, w.plainRow, w.ordinaryCooking) +
    atMost(w.sr28Behind, 1)
  );
}

/** No food scores above this: the score's parts from the cheap part, the rest at their best. */
function upperBound(qp: QueryProfile, p: PartialRank): number {
  const { cookingAsked } = qp;
  const w = rankWeights;
  return (
    w.constant +
    w.coverage * p.coverage +
    w.head * p.headScore +
    w.cooking * (cookingAsked > 0 ? p.cooking / cookingAsked : 1) +
    w.identityExtras * p.identityExtras +
    (p.rawButCooked ? w.rawButCooked : 0) +
    (p.headBySynonymOnly ? w.headBySynonymOnly : 0) +
    p.profile.fixed +
    restBound(qp)
  );
}

function finishRank(qp: QueryProfile, food: Food, p: PartialRank): RankedFood {
  const { query, cookingAsked, cookedByDefault } = qp;
  const { profile, cooking, coverage, headScore, headMatched, missing, identityExtras } = p;
  const { terms } = profile;
  // "Cooked with butter or margarine" asked for margarine: the butter is the other option offered,
  // not a word the phrase did not ask for (decision 237).
  const offeredBeside = (s: string) => profile.orAlternatives.some(([a, b]) => a === s && asked(qp, b));
  // "boiled or poached" offers the asked method; the other is an alternative, not an extra.
  const cookingMet = cookingAsked > 0 && cooking === cookingAsked;
  let restExtras = terms.rest.filter(
    (s) => unasked(qp, s) && !(cookingMet && cookingWords.has(s)) && !p.partlyMet.has(s) && !offeredBeside(s),
  );
  const usuallyRaw = profile.produce && !cookedByDefault;
  // A fried, breaded chicken comes with its coating, and thighs, drumsticks and wings with their
  // skin: USDA's "skin / coating eaten" row is what the bare phrase means, not the stripped one.
  const coveringNotEaten = qp.covering && profile.notEaten;
  const coveringEaten = qp.covering && !coveringNotEaten && profile.coveringEaten;
  if (coveringEaten) restExtras = restExtras.filter((s) => s !== "skin" && s !== "coating");
  // "Bread, wheat or cracked wheat" is wheat bread, of which cracked wheat is a kind: asked for
  // "wheat", "cracked" is not an unasked word (decision 209).
  for (const [kind, modifier] of profile.kinds)
    if (asked(qp, kind)) restExtras = restExtras.filter((s) => s !== modifier);
  // "Baked, broiled, or roasted" is how a meat named bare is cooked: USDA's ordinary row for it,
  // before the "NS as to cooking method" fallback.
  const ordinaryCooking = cookingAsked === 0 && profile.ordinaryCooking;
  if (ordinaryCooking) restExtras = restExtras.filter((s) => !cookingWords.has(s));
  // Unasked cooking or processing changes the numbers most. For produce eaten cooked, plain
  // boiling or steaming is what "peas" means, not an unasked preparation.
  // "Breaded, baked, or fried" offers ways it was made, one of which it is: they cost as one.
  const unaskedPreparation = restExtras.filter(
    (s) =>
      (cookingWords.has(s) || processingWords.has(s)) &&
      !(cookedByDefault && cookingAsked === 0 && (s === "boiled" || s === "steamed")),
  );
  const alternatives = unaskedPreparation.filter((s) => profile.offered.has(s)).length;
  const preparationExtras =
    unaskedPreparation.length -
    Math.max(0, alternatives - 1) +
    (cookingAsked === 0 && terms.all.has(usuallyRaw ? "cooked" : "raw") ? 1 : 0);
  // "Egg white omelet ... with meat" for "egg whites": an unasked added ingredient.
  const addedExtras = new Set(
    terms.added.filter(
      (s) => unasked(qp, s) && !cookingWords.has(s) && !p.partlyMet.has(s) && !offeredBeside(s),
    ),
  ).size;
  // "Pizza, no cheese" or "Meatball, meatless" for a bare "pizza" or "meatballs": the food without
  // what it ordinarily has. "No added fat" or "no salt added" are the ordinary versions.
  const missingFood =
    terms.negated.filter((s) => unasked(qp, s) && !ordinaryAbsences.has(s) && !query.negated.includes(s))
      .length + (profile.meatless && !asked(qp, "meatless") ? 1 : 0);
  // What the phrase says the food is without: the row that says so too, never one that has it.
  const saysWithout = (s: string) =>
    terms.negated.includes(s) ||
    ((s === "skin" || s === "coating") && profile.notEaten) ||
    (s === "sugar" && terms.all.has("unsweetened")) ||
    // "No butter", "no oil": nothing added, USDA's "no added fat" row (decision 209).
    (fatsAdded.has(s) && profile.noAddedFat);
  const withoutHonoured = query.negated.filter(saysWithout).length;
  const withoutBroken = query.negated.filter((s) => !saysWithout(s) && terms.all.has(s)).length;

  const parts: ScoreParts = {
    coverage,
    head: headScore,
    cooking: cookingAsked > 0 ? cooking / cookingAsked : 1,
    identityExtras,
    unaskedWords: Math.min(
      unaskedCap,
      restExtras.length +
        0.5 *
          terms.negated.filter(
            (s) => unasked(qp, s) && !query.negated.includes(s) && !ordinaryAbsences.has(s),
          ).length,
    ),
    withoutHonoured,
    withoutBroken,
    otherFood: restExtras.filter((s) => flavourWords.has(s)).length + missingFood,
    preparationExtras,
    addedExtras: Math.min(addedCap, addedExtras),
    rawButCooked: p.rawButCooked ? 1 : 0,
    coveringNotEaten: coveringNotEaten ? 1 : 0,
    headBySynonymOnly: p.headBySynonymOnly ? 1 : 0,
    // USDA's "NFS" rows are the fallback for a bare name, not a favourite over a plain named one
    // ("Pancakes, plain" before "Pancakes, NFS"); a row that says it is the plain one comes first.
    nfsRow: terms.isDefault ? 1 : 0,
    plainRow: !terms.isDefault && terms.isPlain ? 1 : 0,
    ordinaryCooking: !terms.isDefault && !terms.isPlain && ordinaryCooking ? 1 : 0,
    sr28: profile.isSr28 ? 1 : 0,
    ingredientOnly: profile.ingredientOnly ? 1 : 0,
    descriptionLength: food.description.length,
    sr28Behind: 0,
  };
  return {
    food,
    score: scoreOf(parts),
    headMatched,
    coverage,
    missing,
    statesShare: p.statesShare,
    unaskedQualifiers: restExtras.length,
    parts,
  };
}

export function rankFood(index: FoodIndex, query: FoodQuery, food: Food, prefix = false): RankedFood {
  const qp = profileQuery(index, query, prefix);
  return finishRank(qp, food, partialRank(index, qp, food));
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

const byScore = (a: RankedFood, b: RankedFood) => b.score - a.score || (a.food.id < b.food.id ? -1 : 1);

// Bounds and scores are sums of the same terms in another order: a bound this far below a score
// is below it, whatever the rounding.
const roundingMargin = 1e-9;

/**
 * Every food sharing a word with the query, best first; ties go to the lower id (deterministic).
 * With a `limit`, the first `limit` of that same list, found without scoring in full the foods
 * whose upper bound cannot reach them (decision 162; "white rice, cooked" shares a word with 1,774).
 */
export function rankFoods(
  index: FoodIndex,
  phraseQuery: FoodQuery,
  prefix = false,
  limit = Infinity,
): RankedFood[] {
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
  const qp = profileQuery(index, query, prefix);
  // Foods reached only through a cooking word (1,088 of the 1,774 of "white rice, cooked", by
  // "cooked") name none of the food: no coverage, no head, so they score at most
  // `cookingOnlyBound`. They are ranked only when the foods that name something leave room.
  // (Typed search matches by prefix and "precooked" is a word of the descriptions' terms only:
  // those rank every candidate.)
  const head = query.head;
  if (
    limit >= 1 &&
    !prefix &&
    head !== undefined &&
    head.role !== "cooking" &&
    !stems.includes("precooked")
  ) {
    const named = new Set<Food>();
    for (const q of query.words)
      if (q.role !== "cooking")
        for (const s of q.stems) for (const food of index.byStem.get(s) ?? []) named.add(food);
    if (named.size < candidates.size) {
      const top = rankSome(index, qp, [...named], limit);
      const cookingOnlyBound = rankWeights.constant + atMost(rankWeights.cooking, 1) + restBound(qp);
      if (top.length === limit && cookingOnlyBound + roundingMargin < top[limit - 1]!.score) return top;
    }
  }
  return rankSome(index, qp, [...candidates], limit);
}

/** rankFoods over `candidates`. */
function rankSome(index: FoodIndex, qp: QueryProfile, candidates: Food[], limit: number): RankedFood[] {
  const partials = candidates.map((food) => ({
    food,
    partial: partialRank(index, qp, food),
  }));
  // SR28 is there for what FNDDS lacks: where an FNDDS food names as much of the phrase (its
  // words and the state asked for) and adds no more that was not asked, the SR28 rows
  // ("Croissants, butter", "Mustard, prepared, yellow") step back behind it. "Soursop, nectar" or
  // "Ginger root, pickled" is not the FNDDS version of "Soursop, raw" or "Ginger root, raw".
  // The FNDDS rows' unasked qualifiers need their full score: each is worked out once, when an
  // SR28 row asks (decision 168).
  const fndds = partials.filter(({ partial }) => !partial.profile.isSr28 && partial.headMatched);
  const finished = new Map<Food, RankedFood>();
  const finishOnce = (food: Food, partial: PartialRank) => {
    let ranked = finished.get(food);
    if (!ranked) {
      ranked = finishRank(qp, food, partial);
      finished.set(food, ranked);
    }
    return ranked;
  };
  const namesAsMuch = (r: RankedFood) =>
    fndds.some(
      ({ food, partial }) =>
        partial.coverage >= r.coverage &&
        partial.statesShare >= r.statesShare &&
        finishOnce(food, partial).unaskedQualifiers <= r.unaskedQualifiers,
    );
  const finish = (food: Food, partial: PartialRank) => {
    const ranked = finishOnce(food, partial);
    if (partial.profile.isSr28 && namesAsMuch(ranked)) {
      ranked.parts.sr28Behind = 1;
      ranked.score = scoreOf(ranked.parts);
    }
    return ranked;
  };
  if (!(limit >= 1 && limit < partials.length))
    return partials.map(({ food, partial }) => finish(food, partial)).sort(byScore);

  const bounded = partials
    .map(({ food, partial }) => ({
      food,
      partial,
      // An SR28 row's step back is known only once it is scored: its bound leaves it out.
      bound: upperBound(qp, partial),
    }))
    .sort((a, b) => b.bound - a.bound);
  // The best `limit` so far, best first.
  const top: RankedFood[] = [];
  for (const { food, partial, bound } of bounded) {
    if (top.length === limit && bound + roundingMargin < top[limit - 1]!.score) break;
    const ranked = finish(food, partial);
    if (top.length === limit && byScore(ranked, top[limit - 1]!) > 0) continue;
    let at = top.length;
    while (at > 0 && byScore(ranked, top[at - 1]!) < 0) at -= 1;
    top.splice(at, 0, ranked);
    if (top.length > limit) top.pop();
  }
  return top;
}
