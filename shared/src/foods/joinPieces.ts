// Whether pieces of a description joined by "and", "with", "y" or "con" name one food ("rice and
// beans", "sandwich with ham and cheese") or two ("eggs and toast"), and which foods are topped
// (what is "with" them weighs a topping's amount).
import type { Food } from "./foodIndex.ts";
import type { FoodCandidate } from "./matchFood.ts";
import { stem, words } from "./words.ts";

// Foods other foods are put on, by USDA category: yogurt, porridge and cereal, ice cream and pudding,
// pancakes and waffles, bread, toast, bagels, crackers, and what goes into a coffee or a tea. What is
// "with" them is a topping (see `toppingAmount`); what is with a dinner ("steak with potatoes") is a
// side, a serving of its own.
export const toppedFoods = new Set([
  "Coffee",
  "Tea",
  "Yogurt, regular",
  "Yogurt, Greek",
  "Plant-based yogurt",
  "Oatmeal",
  "Grits and other cooked cereals",
  "Ready-to-eat cereal, higher sugar (>21.2g/100g)",
  "Ready-to-eat cereal, lower sugar (=<21.2g/100g)",
  "Ice cream and frozen dairy desserts",
  "Pudding",
  "Pancakes, waffles, French toast",
  "Yeast breads",
  "Bagels and English muffins",
  "Biscuits, muffins, quick breads",
  "Crackers, excludes saltines",
  "Saltine crackers",
  "Cottage/ricotta cheese",
]);

export interface Understood {
  /** The food words as matched: the English words a Spanish phrase became. */
  english: string;
  best: FoodCandidate | undefined;
  candidates: FoodCandidate[];
}

const pairWords = /(?:^|[\s,])(?:and|with|&|n)(?=[\s,]|$)/i;

/**
 * Whether two pieces joined ("eggs" + "toast") name one food rather than two. A join that is only
 * one piece's own food would drop the other piece ("huevos y tostadas" as eggs alone), so it is one
 * food only if the other piece is no food by itself ("porotos con riendas"). A join no more
 * confident than the pieces apart is one food when the food's name pairs them too ("Beans and
 * rice", "Macaroni or noodles with cheese") or the words were read whole as one name ("café con
 * leche" as a latte); otherwise it is a coincidence of words ("eggs and toast" is not "Bread, egg,
 * Challah, toasted"). Two foods said with "and" whose join is one of them made with the other
 * ("honey and walnuts" as "Walnuts, honey roasted", one of the walnuts' own readings) are two,
 * unless the food's name pairs them.
 */
export function joinNamesOneFood(
  first: Understood,
  second: Understood,
  joined: Understood,
  moreConfident: boolean,
  joiner: string,
): boolean {
  const food = joined.best?.food;
  if (!food) return false;
  const paired = pairWords.test(food.description);
  const and = /^(and|y|e)$/.test(joiner);
  for (const [piece, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const own =
      piece.best?.food.id === food.id ||
      (and && !paired && piece.candidates.some((c) => c.food.id === food.id));
    if (own && (other.best?.confidence ?? 0) >= 0.5) return false;
  }
  if (moreConfident) return true;
  return paired || !pairWords.test(joined.english);
}

/**
 * "sandwich with ham and cheese", "sándwich con jamón": a dish named with what is in it is one
 * food when USDA has the dish, that is when the food read is of the dish's kind (its USDA category)
 * and its name holds every word of both ("Ham sandwich on white"), even if each piece alone is read
 * more surely; "a sandwich with chips" is two, as is "toast with butter" (USDA has no buttered toast).
 * A food that is topped ("crackers with cheese": crackers and cheese, not USDA's cheese crackers) is
 * itself and its topping.
 */
export function namesDishWith(dish: Understood, filling: Understood, joined: Understood): boolean {
  const food = joined.best?.food;
  return (
    !!food &&
    food.category === dish.best?.food.category &&
    !toppedFoods.has(food.category) &&
    food.id !== dish.best.food.id &&
    namesAll(food, dish.english) &&
    namesAll(food, filling.english)
  );
}

const namesAll = (food: Food, phrase: string): boolean => {
  const named = new Set(words(food.description).map(stem));
  const said = words(phrase).map(stem);
  return said.length > 0 && said.every((word) => named.has(word));
};

/**
 * "pan con queso", "toast with cheese": a topped food named with another is itself and what is put
 * on it, not USDA's kind of it whose name happens to hold both ("Bread, cheese" is a cheese bread,
 * 28 g, where the user ate bread and cheese). A row that says "with" ("Bagel, with raisins",
 * "Oatmeal, made with milk") is the food with it; a coffee or tea is read whole ("café con leche"
 * is a latte).
 */
export function isToppedFoodsKind(topped: Understood, joined: Understood): boolean {
  const category = topped.best?.food.category ?? "";
  const food = joined.best?.food;
  return (
    !!food &&
    toppedFoods.has(category) &&
    !/^(Coffee|Tea)$/.test(category) &&
    !/\bwith\b/i.test(food.description)
  );
}

/**
 * "beef burrito with cheese" ("Burrito, beef, cheese"), "chili with beans" ("Chili with meat and
 * beans"): the second piece is in the first's food when that food's name holds every word of it.
 */
export function holdsPiece(food: Understood, piece: Understood): boolean {
  const held = food.best?.food;
  return !!held && !!piece.best && namesAll(held, piece.english);
}
