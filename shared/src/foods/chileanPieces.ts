// Chilean pieces counted one by one (decision 196): a bakery's bread, a completo, an empanada,
// weighed as the usual Chilean piece rather than USDA's portion of the food they are read as.
import { foldText } from "../meals/search.ts";
import { roundTo } from "../nutrition/round.ts";
import type { Amount } from "./portions.ts";

// Chilean breads counted one by one weigh what a Chilean bakery's do, not USDA's slice of the bread
// they are read as: "una hallulla" is about 90 g, not the 28 g of a slice of white bread. Approximate
// weights of the usual Chilean bakery piece; a written unit or weight ("100 g de hallulla") wins.
const chileanPieces: Record<string, number> = {
  pan: 100,
  marraqueta: 100,
  "pan batido": 100,
  "pan frances": 100,
  hallulla: 90,
  coliza: 100,
  "pan amasado": 100,
  dobladita: 60,
  sopaipilla: 40,
  // Soaked in chancaca syrup ("2 sopaipillas pasadas" were USDA's small 12 g ones).
  "sopaipilla pasada": 55,
  // Chilean dishes counted one by one, read as the nearest USDA food (decision 196). Approximate:
  // a completo italiano is a 20 cm bun with its sausage, tomato, avocado and mayonnaise (USDA's hot
  // dog sandwich is 102 g); an empanada de pino is the large baked one (USDA's large is 130 g); a
  // pastel de choclo is the single clay-dish serving (USDA's tamale casserole gives 250 g).
  completo: 200,
  "completo italiano": 200,
  italiano: 200,
  "empanada de pino": 180,
  "pastel de choclo": 350,
  // A quarter chicken is a quarter of USDA's roast half chicken (245 g of meat, bone and skin
  // removed); it was 250 g, about the half chicken's meat (decision 238).
  "cuarto de pollo": 125,
  "cuarto de pollo asado": 125,
};

// Chicken on a Chilean plate with no amount said ("pollo asado con papas fritas", "puré con pollo")
// is a presa, a quarter chicken, not USDA's unspecified quantity of chicken meat (85 g). Counted, it
// is the bird ("medio pollo" is USDA's half chicken), so only an amount not said takes this.
const onAPlate: Record<string, number> = { pollo: 125, "pollo asado": 125 };

// A helado of any flavour counted one by one ("un helado de vainilla", "de postre un helado") is a
// cup of ice cream, USDA's "1 cup" and unspecified quantity (135 g), not the one of it that USDA's
// listed sizes would give (the "1 medium ice cream cup" of a shop, 240 g, about 500 kcal): two
// scoops of a heladeria's cone or a dessert bowl at home. Its flavour does not change its weight; a
// helado de agua (an ice pop) or de palito (a bar) is a piece of its own.
const byFlavour: Record<string, number> = { helado: 135 };
const notAFlavour = /^helado de (agua|palito)$/;

// A small or large one of them ("un completo grande") is smaller or larger than the usual piece, not
// USDA's small or large portion of the food it is read as (a large completo weighed 102 g).
const pieceSizes = { small: 0.7, medium: 1, large: 1.4 };

export function chileanCount(phrase: string, amount: Amount): { grams: number; unit: string } | null {
  if (amount.unit) return null;
  const words = foldText(phrase)
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/(?<=[aeiou])s$|(?<=[^aeiou])es$/, ""))
    .join(" ");
  const grams =
    chileanPieces[words] ??
    (notAFlavour.test(words) ? undefined : byFlavour[words.replace(/ de .+$/, "")]) ??
    (amount.stated ? undefined : onAPlate[words]);
  const size = amount.size ? pieceSizes[amount.size] : 1;
  return grams === undefined ? null : { grams: roundTo(amount.quantity * grams * size, 1), unit: "unit" };
}
