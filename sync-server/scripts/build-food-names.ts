/**
 * Builds shared/src/foods/foodNames.es_CL.json: the Spanish name of each food the Chilean word list
 * (shared/src/foods/spanish.ts) names. Every phrase of the list is matched as a Spanish user types
 * it; a sure best match (the food named by just the phrase's words) takes the phrase as its name.
 * Of several phrases for one food the shortest wins ("tomate" over "ensalada de tomate"), then the
 * list's order (Chilean words first: "palta" over "aguacate"); the list by food group
 * (spanishWords.ts) only names foods the older, Chilean list leaves unnamed. Rerun after changing the
 * word list, the matcher or the index. Every other food whose USDA description is all in the glossary
 * (spanishGlossary.ts) is named where it is shown, composed from it (foodNames.ts, decisions 203 and
 * 204): "Beans, string, green, cooked from frozen" is "Porotos verdes cocidos, de congelados"; the
 * script counts them.
 *
 * Usage: npx tsx sync-server/scripts/build-food-names.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createFoodEngine, type FoodIndexFile } from "../../shared/src/foods/index.ts";
import type { FoodNamesFile } from "../../shared/src/foods/foodNames.ts";
import { spanishFoodPhrases } from "../../shared/src/foods/spanish.ts";
import { composeSpanishName } from "../../shared/src/foods/spanishNames.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const foodsDir = join(repoRoot, "shared/src/foods");
const index = JSON.parse(readFileSync(join(foodsDir, "foodIndex.json"), "utf8")) as FoodIndexFile;
const engine = createFoodEngine(index);

// A name is only given where the list's phrase surely means that food: a confident match whose
// description has no word the phrase did not ask for (a score near 1, see rankFoods.ts).
const sureMatch = 0.8;
const sureScore = 0.9;
const wordCount = (phrase: string) => phrase.split(" ").length;
// Phrases the list maps to a stand-in, not to a food of that name: a hallulla is read as white
// bread, but white bread is not a hallulla; "te" alone reads as any tea.
const standIns = new Set([
  "hallulla",
  "pan amasado",
  "muslo",
  "ala",
  "alas",
  "te",
  "mate",
  "filete",
  "cortado",
  "chilenitos",
  "reineta",
  "congrio",
  "pebre",
  "charquican",
  "ajiaco",
  "caldillo de congrio",
  "mote con huesillo",
  "ensalada rusa",
  "italiano",
  "cuchuflis",
  "calugas",
  "berlin",
  "chicha",
  "pisco",
  "chancho en piedra",
  "pan",
  "carne",
  "cereal",
  "salsa",
  "sopa",
  "bebida",
  "dulces",
  "tarta",
  "torta",
  "pastel",
  // The list by food group reads these as the nearest USDA food, which is not a food of that name:
  // a pisco sour is read as a whiskey sour, a piscola as rum and cola, merkén as chili powder, every
  // "caldo de ..." as the one plain broth USDA has.
  "yogur de frutilla",
  "leche con platano",
  "pisco sour",
  "piscola",
  "sprite",
  "merken",
  "nutella",
  "chancaca",
  "udon",
  "pantrucas",
  "fabada",
  "picarones",
  "aguardiente",
  "queso oaxaca",
  "porotos tortola",
  "torta de chocolate",
  "atun fresco",
  "butifarra",
  "yogur de fresa",
  "pastel de chocolate",
  "sopa de mote",
  // Decision 218: a paila marina is read as USDA's fish soup, calzones rotos as a funnel cake.
  "paila marina",
  "calzones rotos",
  "mote mei",
  // "lomo" alone is read as pork's roast loin, but Chile names beef's loins "lomo" too.
  "lomo",
  // A brand's nickname read as the generic cola (decision 213): the cola's name stays "bebida cola".
  "coca",
  "coca light",
  "coca zero",
  "fanta",
  "tarta de chocolate",
  "caldo de pollo",
  "caldo de verduras",
  "caldo de carne",
  // Decision 231: porotos con riendas are read as USDA's pasta with beans, a choripán as the Italian
  // sausage sandwich, sashimi as raw fish: the nearest foods, not foods of those names.
  "porotos con riendas",
  "porotos con tallarines",
  "porotos con fideos",
  "choripan",
  "sashimi",
  // Brands and dishes read as the nearest food: Chile's fruit sodas, the Super 8 wafer, mote con
  // huesillos as the peach nectar, maicena con leche as the vanilla pudding.
  "bilz",
  "pap",
  "kem",
  "bilz y pap",
  "super ocho",
  "mote con huesillos",
  "maicena con leche",
]);

// The Chilean list names first; the list by food group (which holds Spain's words too) only names
// foods the Chilean list does not: "frutilla" stays the strawberry's name, not Spain's "fresón".
// Within a list, a phrase with a word Chile does not use loses to any phrase without one, however
// short: canned peaches are "duraznos en almíbar", not Spain's "melocotón en almíbar".
// prettier-ignore
const notChilean = new Set([
  "melocoton", "melocotones", "zumo", "zumos", "patata", "patatas", "judia", "judias", "aguacate", "aguacates",
  "fresa", "fresas", "freson", "fresones", "albaricoque", "albaricoques", "guisante", "guisantes", "cacahuete",
  "cacahuetes", "calabacin", "calabacines", "bocadillo", "bocadillos", "nata", "gamba", "gambas", "alubia",
  "alubias", "bizcocho", "jitomate", "elote", "ejote", "ejotes", "frijol", "frijoles", "chabacano", "betabel",
]);
const foreign = (phrase: string) => phrase.split(" ").some((word) => notChilean.has(word));
const better = (phrase: string, named: string) =>
  foreign(phrase) !== foreign(named) ? !foreign(phrase) : wordCount(phrase) < wordCount(named);
const names = new Map<string, string>();
const { chilean, grouped } = spanishFoodPhrases();
for (const phrases of [chilean, grouped]) {
  const namedBefore = new Set(names.keys());
  for (const phrase of phrases.filter((p) => !standIns.has(p))) {
    const best = engine.match(phrase, { locale: "es_CL", limit: 1 }).candidates[0];
    if (!best || best.confidence < sureMatch || best.score < sureScore) continue;
    if (namedBefore.has(best.food.id)) continue;
    const named = names.get(best.food.id);
    if (named === undefined || better(phrase, named)) names.set(best.food.id, phrase);
  }
}
const file: FoodNamesFile = {
  locale: "es_CL",
  names: Object.fromEntries([...names].sort(([a], [b]) => (a < b ? -1 : 1))),
};
writeFileSync(join(foodsDir, "foodNames.es_CL.json"), `${JSON.stringify(file, null, 2)}\n`);
// The list's names come first; a food it leaves unnamed is named by the glossary where every word
// of its USDA description is in it.
const composed = index.foods.filter(([id, description]) => !names.has(id) && composeSpanishName(description));
console.log(
  `foodNames.es_CL.json: ${names.size + composed.length} of ${index.foods.length} foods named in Spanish ` +
    `(${names.size} by the word list, ${composed.length} composed from the glossary)`,
);
