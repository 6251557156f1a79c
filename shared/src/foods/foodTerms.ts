// Reads a USDA description ("Chicken breast, grilled without sauce, skin not eaten") into the
// words that name the food and the words that only qualify it.
import { cookingWords, processingWords, stem, wordSet, words } from "./words.ts";

export interface FoodTerms {
  /** Stems naming the food itself, one list per "or" alternative ("Egg omelet or scrambled egg"). */
  identity: string[][];
  /** Stems a query head may land on: the last word of each identity part. */
  heads: string[];
  /** Every stem left after the "ordinary version" phrases are removed. */
  all: Set<string>;
  rest: string[];
  /** Stems after "no", "without", "excluding": a different version, but less so than an added word. */
  negated: string[];
  /** Stems after "with": something added to the food ("with meat"), which changes its numbers most. */
  added: string[];
  /** Stems of the meats, birds or seafood a class word beside the food stands for ("with meat"). */
  classed: Set<string>;
  /**
   * The classes the row names that cover a word in part ("fat added" for butter): a row naming the
   * word itself meets it fully, one naming its class meets it in part (rankFoods.ts).
   */
  partlyClassed: PartClass[];
  /** "NFS" / "NS as to ...": USDA's own default row for the food. */
  isDefault: boolean;
  /** Says it is the ordinary version and nothing else: "Pancakes, plain", "Coffee, brewed". */
  isPlain: boolean;
  classWord: string | undefined;
  /**
   * Stems of the kind FNDDS files after its class's food ("ribeye" of "Beef, steak, ribeye"): one
   * word, not how it was made. A phrase naming only it means this food when no food is headed by it.
   */
  kind: string[];
}

// Words that say "the ordinary version" in USDA descriptions; they never count against a food.
export const neutralWords = wordSet(`and or with of the a in on to as for from raw cooked plain regular
  fresh nfs ns type form made prepared eaten home recipe based assorted including 100 all only style
  drained ready eat fluid whole classic shish fast food brewed dinner meal`);

const mealWords = wordSet("dinner meal platter");
// Where a food was made ("Potato, french fries, school"): never its kind.
const placeWords = wordSet("school restaurant");
const ordinaryLess = wordSet("meat bone skin seed sugar fat salt caffeine wire");

// First words of USDA names that are a class, with the food itself named next ("Fish, salmon",
// "Potato, french fries"); "Pie, apple" is not on the list: that food is a pie.
// SR28 files its sweets and snacks under a group word the same way ("Candies, toffee", "Snacks, pita
// chips", "Desserts, egg custard"), and FNDDS some ("Candy, taffy"): the food is the word after it
// (decision 201). Not "Puddings, vanilla" or "Toppings, strawberry": there the word after is a flavour.
const classWords = wordSet(`fish potato lettuce beef pork chicken turkey lamb veal cheese pepper green
  vegetable fruit bean squash seaweed nut seed oil spice beverage coffee cereal egg candy snack dessert`);

// USDA names what a mixed dish has by its class ("Egg sandwich on white bread, with meat and
// cheese", "Pasta with cream sauce and poultry", "Burrito, meat, with beans"): beside the food, the
// class word is any of its members as people name them (decision 208). Not the food itself: "Meat,
// NFS" or "Luncheon meat" is no ham.
// "With meat and other vegetables", "and added vegetables": the peppers and onions of a western
// omelet, the broccoli of a chicken broccoli alfredo (decision 228). Only those two: a dish that is
// a vegetable's own ("broccoli cheddar soup", "home fries with onions") stays so. Not onions: an
// onion omelet is USDA's "with potatoes and/or onions".
const namedVegetables = [
  "pepper",
  "mushroom",
  "zucchini",
  "broccoli",
  "spinach",
  "carrot",
  "pea",
  "corn",
  "cauliflower",
  "asparagus",
  "celery",
  "cabbage",
  "eggplant",
  "squash",
  "kale",
].map(stem);
// prettier-ignore
export const dishClasses: Record<string, string[]> = {
  meat: ["ham", "bacon", "sausage", "salami", "beef", "pork", "chorizo", "steak", "pepperoni"].map(stem),
  poultry: ["chicken", "turkey"].map(stem),
  seafood: ["shrimp", "prawn", "crab", "lobster", "scallop", "clam", "mussel"].map(stem),
  // "With cheese and dark-green vegetables": the spinach of a spinach omelet.
  "dark green vegetable": ["spinach", "kale", "broccoli", "collards", "chard", "greens", "arugula"].map(stem),
  "other vegetable": namedVegetables,
  "added vegetable": namedVegetables,
};

// USDA names the fat a food was cooked with as a class where it has no row naming it: "Oatmeal, ...,
// fat added", "Egg omelet or scrambled egg, NS as to fat type" (fat, of a type not known). Butter or
// an oil asked meets that class in part: less than a row naming butter, more than one naming no fat,
// and never one saying "no added fat" (decision 237).
export interface PartClass {
  /** The stems of the class's own words in the row ("fat", "added"): asked, once a member is. */
  words: string[];
  /** The stems of its members, as people name them ("butter", "oil"). */
  members: string[];
}
const partClasses: (PartClass & { said: RegExp; contradicted: RegExp })[] = [
  {
    said: /\bfat added\b|\bns as to fat type\b/,
    contradicted: /\bno (added )?fat( added)?\b/,
    words: ["fat", "added", "type"].map(stem),
    members: ["butter", "margarine", "oil", "ghee", "lard", "shortening"].map(stem),
  },
  // A dish "with cheese" is a cheddar or a mozzarella in part: USDA seldom names which.
  {
    said: /\bwith\b[^,]*\bcheese\b/,
    contradicted: /\b(no|without) cheese\b/,
    words: ["cheese"].map(stem),
    // Not "swiss" (a swiss chard) nor "jack" (a jackfruit).
    members: ["cheddar", "mozzarella", "parmesan", "provolone", "feta", "gouda", "colby", "pepperjack"].map(
      stem,
    ),
  },
  // An onion beside a dish is its "other vegetables" in part: an onion omelet is USDA's "with
  // potatoes and/or onions", which names it (dishClasses leaves onions out).
  {
    said: /\b(other|added) vegetables?\b/,
    contradicted: /\bno vegetables?\b/,
    words: ["other", "added", "vegetable"].map(stem),
    members: ["onion"].map(stem),
  },
];

// "Chicken or turkey kabob" offers a word ("chicken kabob"); "Egg omelet or scrambled egg" a phrase.
function alternatives(name: string): string[][] {
  const [left = [], ...right] = name.split(/ or /).map((option) => words(option).map(stem));
  const rightOptions = right.filter((option) => option.length > 0);
  if (rightOptions.length === 0) return left.length ? [left] : [];
  const tail = left.length === 1 ? rightOptions.at(-1)!.slice(1) : [];
  return [[...left, ...tail], ...rightOptions];
}

// SR28's names are its short descriptions, abbreviated to fit a field ("Candies, milk chocolate coatd
// pnuts", "Salami, red fat", "Toppings, marshmllw cream"): read in full, as people write them and as
// FNDDS spells the same words (decision 201). Whole words only; "red" is an abbreviation only before
// fat, sodium (na), calorie (cal) and sugar, written with a space or a hyphen ("red-cal").
// Its "unckd" (dry grains, dried fruit) is also "raw", as people ask for them (decision 202).
// prettier-ignore
const abbreviations: Record<string, string> = {
  coatd: "coated", pnuts: "peanuts", pnut: "peanut", imitn: "imitation", stmd: "steamed",
  wntr: "winter", smmr: "summer", grns: "greens", frstng: "frosting", marshmllw: "marshmallow",
  chc: "chocolate", choc: "chocolate", cmdty: "commodity", swtnr: "sweetener", asprt: "aspartame",
  hydr: "hydrogenated", brst: "breast", pnappl: "pineapple", grpfrt: "grapefruit", bsd: "based",
  incl: "including", indus: "industrial", yng: "young", ckd: "cooked", unckd: "uncooked raw", frz: "frozen",
  undil: "undiluted", dil: "diluted", conc: "concentrate", crm: "cream", mtre: "mature", sds: "seeds",
  rtd: "ready to drink", rth: "ready to heat", rtb: "ready to bake", hi: "high", fd: "food",
};
const abbreviated = new RegExp(`\\b(${Object.keys(abbreviations).join("|")})\\b`, "g");
const reduced: Record<string, string> = { fat: "fat", na: "sodium", cal: "calorie", sugar: "sugar" };

/** An SR28 short description with its abbreviations written out. */
export const srAbbreviations = (lower: string): string =>
  lower
    .replace(abbreviated, (word) => abbreviations[word] ?? word)
    .replace(/\bred[- ](fat|na|cal|sugar)\b/g, (_, what: string) => `reduced ${reduced[what]}`)
    .replace(/^(beverages?), carb\b/, "$1, carbonated")
    // "Peaches, canned, water pack, solids & liquids": how the can was measured, not what is in it;
    // the food is canned in water (decision 209).
    .replace(/,? (solids (&|and) liquids|drained solids)\b/g, "")
    .replace(/\b(water|juice|syrup|regular|brine|vacuum) pack\b/g, "$1")
    // SR28's "Tomatoes, red, ripe, canned, stewed" is the ordinary tomato, which people do not
    // call red and ripe (a green one is named so); "year round average" is how it was sampled.
    .replace(/^tomatoes, red, ripe\b/, "tomatoes")
    .replace(/, year round average\b/, "")
    // "Usda commodity, salmon nuggets": the program's name, not the food's.
    .replace(/^usda (commodity|cmdty)( food| fd)?, /, "")
    // FNDDS's "Veggie burger" is a vegetable one, as the query reads "veggie" (foodQuery.ts); its
    // "Burrito bowl" and "Ramen bowl" are dishes, one word as the query writes them.
    // FNDDS's "Hot chocolate / cocoa" is either, each a hot drink: headed by both, so a "hot
    // chocolate made with milk" is not chocolate candy (decision 219).
    .replace(/^hot chocolate \/ cocoa\b/, "hot chocolate or hot cocoa")
    // "Bacon, lettuce, tomato sandwich" names one sandwich, not bacon qualified by lettuce.
    .replace(/^bacon, lettuce,? (?:and )?tomato sandwich/, "bacon lettuce tomato sandwich")
    .replace(/\bveggies?\b/g, "vegetable")
    .replace(/\b(burrito|ramen) bowls?\b/g, "$1bowl")
    // FNDDS names a dish two ways: "Egg white omelet, scrambled, or fried" beside "Egg white, omelet,
    // scrambled, or fried, with cheese", "Chicken or turkey garden salad with cheese" beside "Chicken
    // or turkey, breaded, fried, garden salad with cheese". Both are read as the dish named whole,
    // the egg white's either an omelet or the egg white (scrambled or fried) (decision 208).
    .replace(/^(egg white|egg substitute),? omelet, /, "$1 omelet or $1, ")
    // "With vegetables other than dark green and/or tomatoes" are the other vegetables: a veggie
    // omelet's, not five words it lacks.
    .replace(/\bvegetables other than dark[- ]green( and\/or tomatoes)?/g, "other vegetables")
    .replace(/^(chicken or turkey), (breaded, fried), ((?:caesar )?garden salad[^,]*)/, "$1 $3, $2");

/** USDA names go "Food, qualifier, qualifier", or "Class, food, qualifier" for the class words above. */
/**
 * A USDA name as the matcher reads it. "Whole" is mostly a neutral word ("Egg, whole", "whole
 * wheat" reads by its other words) but of milk it is the fat content, which USDA writes "Milk,
 * whole", "Chocolate milk, reduced sugar, whole", "Yogurt, whole milk, plain": there it is the word
 * "wholefat", as the query reads "whole milk" (foodQuery.ts), so "whole milk" is not "Milk, NFS".
 * Both sides read "skim" and "fat free" as "nonfat" alike.
 */
export function matchingName(description: string): string {
  const lower = srAbbreviations(description.toLowerCase());
  const wholeOfMilk = /^[^,]*\bmilk\b/.test(lower)
    ? lower.replace(/, whole\b(?=,|$| \d)/g, ", wholefat")
    : lower;
  // Skim milk is nonfat milk ("Milk, fat free (skim)", "Yogurt, nonfat milk"); a part-skim
  // cheese is not a nonfat one.
  return unsweetened(
    wholeOfMilk
      .replace(/\bwhole milk\b/g, "wholefat milk")
      .replace(/(?<!\bpart[- ])\bskim\b/g, "nonfat")
      // USDA writes it "fat free" and "nonfat" ("Cream cheese, fat free", "Yogurt, nonfat milk"),
      // people too: one word on both sides (decision 208).
      .replace(/\bfat[- ]free\b|\bnon[- ]fat\b/g, "nonfat")
      .replace(/\blow[- ]fat\b/g, "lowfat")
      // SR28's butter, nuts and seeds "without salt" are the unsalted ones people buy, one word as
      // the query says it (decision 226; "unsalted butter" was "Butter, NFS"). A cooked food's
      // "without salt" is how it was cooked, SR28's ordinary row, and stays a negation.
      .replace(/\bwithout salt( added)?\b|\bno salt added\b/g, (said, _added, _at, name: string) =>
        /\b(cooked|boiled|drained|steamed|heated|microwaved|prepared|canned|frozen)\b/.test(name)
          ? said
          : "unsalted",
      )
      .replace(/\bwhole[- ]wheat\b/g, "wholewheat")
      // "Reduced sodium", "low sodium", "lower sodium": one thing, as people say any of them.
      .replace(/\b(low|lower|reduced)[- ]sodium\b/g, "lowsodium")
      // A burger's "1 large patty" is which burger, not how much of it: one word, as the query reads
      // it (foodQuery.ts), where a bare size word says only how much (decision 219).
      .replace(/\b(small|medium|large) patt(y|ies)\b/g, "$1patty")
      // So is a pizza's "medium crust", beside its thin and thick ones (decision 228).
      .replace(/\bmedium crust\b/g, "mediumcrust"),
  );
}

/**
 * USDA says one thing three ways: "Applesauce, unsweetened", "Gelatin dessert, sugar free",
 * "Popsicle, no sugar added", "Apricots, dried, stewed, without sugar". People say them all
 * ("sugar-free jello", "no sugar added applesauce", "sin azúcar"), so both sides read them as
 * "unsweetened" (decision 197). A bare "no sugar" of a phrase stays what it is without ("coffee,
 * no sugar"), which an unsweetened row honours (rankFoods.ts).
 */
export const unsweetened = (text: string, description = true): string =>
  text.replace(
    description
      ? /\bsugar[- ]free\b|\bsugarless\b|\bno (added )?sugars?( added)?\b|\bwithout (added )?sugars?\b/g
      : /\bsugar[- ]free\b|\bsugarless\b|\bno (added sugars?|sugars? added)\b|\bwithout added sugars?\b/g,
    "unsweetened",
  );

export function describeFood(description: string, source: "fndds" | "sr28"): FoodTerms {
  const lower = matchingName(description);
  const isDefault = /\bnfs\b|\bns as to\b/.test(lower);
  const isPlain = /^[^,]+, (plain|brewed)$/.test(lower);
  // "Other than" is a negation too: "Cake, pound, ..., other than all butter" is not the butter one,
  // "Ice cream, flavors other than chocolate" not the chocolate one (decision 209).
  const negation = /\b(without|no|excluding|other than) [^,]*/g;
  const negated = [
    ...[...lower.matchAll(negation)].flatMap((m) =>
      words(m[0])
        .slice(m[1] === "other than" ? 2 : 1)
        .map(stem),
    ),
    // "Flourless" is "without flour"; "meatless" has its own rule, and a boneless, skinless or
    // seedless food is still the ordinary one.
    ...[...lower.matchAll(/\b([a-z]{3,})less\b/g)]
      .map((m) => stem(m[1]!))
      .filter((s) => !ordinaryLess.has(s)),
  ];
  // "With cream or white sauce" adds one thing, a cream or a white sauce: its first option counts
  // (decision 201), as "with cream sauce" would.
  const added = [...lower.replace(negation, "").matchAll(/\bwith ([^,;]*)/g)].flatMap(
    (m) => alternatives(m[1] ?? "")[0] ?? [],
  );
  const cleaned = lower
    .replace(/\bns as to [^,]*/g, "")
    .replace(negation, "")
    .replace(/\b(skin|coating|skin \/ coating) not eaten\b/g, "")
    // "from raw" says how it was cooked, not that it is raw; "from pre-cooked" is processing.
    .replace(/\bfrom raw\b/g, "")
    .replace(/\bfrom pre-?cooked\b/g, "precooked");
  const segments = cleaned
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // "Meat loaf made with beef": the food is the meat loaf, not "made" (decision 201).
  const named = (segment: string) => segment.split(/(?: made)? with | in | on /)[0] ?? "";
  const identity = alternatives(named(segments[0] ?? ""));
  const heads = identity.map((option) => option.at(-1)!);
  // "Beef and broccoli", "Rice and beans": a dish named by its two parts is headed by both.
  for (const option of identity)
    option.forEach((s, i) => {
      if (s === "and" && i > 0 && i < option.length - 1) heads.push(option[i - 1]!);
    });
  // "Spaghetti and meatballs dinner", "Meat loaf dinner": a dinner is named by what it serves.
  for (const option of identity)
    if (option.length > 1 && mealWords.has(option.at(-1)!)) heads.push(option.at(-2)!);
  const first = identity.length === 1 && identity[0]!.length === 1 ? identity[0]![0]! : "";
  // "Beef, tofu, and vegetables" lists the ingredients of a dish; "Beef" is not a class there.
  const isList = segments.some((segment) => /^(and|or) /.test(segment));
  const classWord = classWords.has(first) && !isList ? first : undefined;
  // SR28 nests deeper: "Chicken, broilers or fryers, breast, meat only".
  for (const segment of classWord === undefined ? [] : segments.slice(1, source === "sr28" ? 3 : 2)) {
    const part = words(named(segment)).map(stem);
    // "Fish, NS as to type, baked or broiled": how it was cooked, not which fish.
    if (part.length === 0 || part.every((w) => cookingWords.has(w) || w === "or" || w === "and")) continue;
    // "Snacks, clif bar, mixed flavors": which flavours, not which food (decision 209).
    if (/\bflavors?\b/.test(segment) && segment !== segments[1]) continue;
    // "Cheese, Blue or Roquefort" names two cheeses, each a food of the class: one option each.
    const kinds = part.includes("or") && identity.length === 1 ? alternatives(named(segment)) : [part];
    if (kinds.length > 1) identity.splice(0, 1, ...kinds.map((kind) => [...identity[0]!, ...kind]));
    else for (const option of identity) option.push(...part);
    heads.push(...kinds.map((kind) => kind.at(-1)!));
  }
  // FNDDS's "Class, food, kind": the segment after the class's food, when it is one word naming
  // neither a way it was made nor a state ("Beef, steak, ribeye", not "Beef, bacon, cooked").
  const kindSegment = classWord !== undefined && source === "fndds" ? words(segments[2] ?? "") : [];
  const kind =
    kindSegment.length === 1 &&
    !cookingWords.has(kindSegment[0]!) &&
    !processingWords.has(kindSegment[0]!) &&
    !neutralWords.has(kindSegment[0]!) &&
    !placeWords.has(kindSegment[0]!)
      ? kindSegment.map(stem)
      : [];
  const all = new Set(words(cleaned).map(stem));
  const inIdentity = new Set(identity.flat());
  const rest = [...all].filter((w) => !inIdentity.has(w));
  const beside = [...rest, ...added].filter((w) => !inIdentity.has(w));
  const classed = new Set(
    Object.entries(dishClasses)
      .filter(([dishClass]) => dishClass.split(" ").every((w) => beside.includes(w)))
      .flatMap(([, members]) => members),
  );
  const partlyClassed = partClasses
    .filter((c) => c.said.test(lower) && !c.contradicted.test(lower))
    .map(({ words, members }) => ({ words, members }));
  return {
    identity,
    heads,
    all,
    rest,
    negated,
    added,
    classed,
    partlyClassed,
    isDefault,
    isPlain,
    classWord,
    kind,
  };
}
