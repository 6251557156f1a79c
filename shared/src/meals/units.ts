// The units an item's amount can be corrected in, and how many grams each is (issue 11 defect 8):
// g, oz, ml, cup, tbsp, tsp, piece, and the item's own portion (its unit as the analysis gave it,
// e.g. "1 banana" or "1 slice"). One list for the device's select and the server's check.
import type { Locale } from "../constants.ts";

export const MEASURE_UNITS = ["g", "oz", "ml", "cup", "tbsp", "tsp", "piece"] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/** Grams in one unit of mass. */
const GRAMS_PER_MASS_UNIT = { g: 1, oz: 28.349523125 } as const;
/** Millilitres in one unit of volume (US customary cup, tablespoon and teaspoon). */
const ML_PER_VOLUME_UNIT = { ml: 1, cup: 236.5882365, tbsp: 14.78676478125, tsp: 4.92892159375 } as const;

/** How the units read in each language, as the item shows them ("2 tazas" is "2 taza" here: short). */
const LABELS: Record<Locale, Record<MeasureUnit, string>> = {
  en_US: { g: "g", oz: "oz", ml: "ml", cup: "cup", tbsp: "tbsp", tsp: "tsp", piece: "piece" },
  es_CL: { g: "g", oz: "oz", ml: "ml", cup: "taza", tbsp: "cda", tsp: "cdta", piece: "unidad" },
};

/** Words the analysis or a user may write for a measure unit, in either language. */
const ALIASES: Record<string, MeasureUnit> = {
  g: "g",
  gr: "g",
  gram: "g",
  grams: "g",
  gramo: "g",
  gramos: "g",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
  onza: "oz",
  onzas: "oz",
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  mililitro: "ml",
  mililitros: "ml",
  cup: "cup",
  cups: "cup",
  taza: "cup",
  tazas: "cup",
  tbsp: "tbsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  cda: "tbsp",
  cucharada: "tbsp",
  cucharadas: "tbsp",
  tsp: "tsp",
  teaspoon: "tsp",
  teaspoons: "tsp",
  cdta: "tsp",
  cucharadita: "tsp",
  cucharaditas: "tsp",
  piece: "piece",
  pieces: "piece",
  unidad: "piece",
  unidades: "piece",
  pieza: "piece",
  piezas: "piece",
};

const fold = (unit: string): string => unit.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** The measure unit a written unit names ("Tazas" -> cup), or null for a food's own portion. */
export function measureUnitOf(unit: string): MeasureUnit | null {
  return ALIASES[fold(unit)] ?? null;
}

export function unitLabel(unit: MeasureUnit, locale: Locale): string {
  return LABELS[locale][unit];
}

// The plurals of the singular units the food engine and the measure units write, in both languages.
// Only these words change: a unit the analysis wrote ("piezas", "taza mediana") shows as written.
// prettier-ignore
const PLURALS: Record<string, string> = {
  cup: "cups", slice: "slices", piece: "pieces", can: "cans", bottle: "bottles", bag: "bags",
  packet: "packets", bowl: "bowls", serving: "servings", scoop: "scoops", handful: "handfuls",
  bar: "bars", container: "containers", glass: "glasses", mug: "mugs", fillet: "fillets", egg: "eggs",
  pat: "pats", stick: "sticks", sandwich: "sandwiches", fruit: "fruits", tablespoon: "tablespoons",
  teaspoon: "teaspoons",
  taza: "tazas", cucharada: "cucharadas", cucharadita: "cucharaditas", rebanada: "rebanadas",
  trozo: "trozos", lata: "latas", botella: "botellas", bolsa: "bolsas", sobre: "sobres",
  plato: "platos", porción: "porciones", medida: "medidas", puñado: "puñados", barra: "barras",
  pote: "potes", vaso: "vasos", tazón: "tazones", filete: "filetes", mediano: "medianos",
  pequeño: "pequeños", grande: "grandes", huevo: "huevos", sándwich: "sándwiches",
  unidad: "unidades", pieza: "piezas",
};

/** An item's unit as its amount reads: "2 huevos", "1 taza", "1.5 cups"; other units as written. */
export function unitForQuantity(unit: string, quantity: number): string {
  const written = unit.trim();
  if (quantity <= 1) return written;
  const plural = PLURALS[written.toLowerCase()];
  if (!plural) return written;
  return written[0] === written[0]!.toUpperCase() ? plural[0]!.toUpperCase() + plural.slice(1) : plural;
}

/** The amount an item holds now: quantity of its unit, and grams. */
export interface ItemAmount {
  quantity: number;
  unit_localized: string;
  grams: number;
}

export interface UnitChoice {
  /** What a correction sends as `unit`: a measure unit's code, or the item's own unit as written. */
  value: string;
  /** How the unit reads to the user. */
  label: string;
  /** Grams in one of this unit for this item. */
  gramsPerUnit: number;
}

/** Grams in one of the item's own unit (its portion), when it has an amount. */
function gramsPerOwnUnit(item: ItemAmount): number | null {
  return item.quantity > 0 && item.grams > 0 ? item.grams / item.quantity : null;
}

/**
 * Grams in one `unit` of this item. Mass units are exact. A volume unit uses the item's density when
 * its own unit is a volume (1 cup of rice is 158 g, so 1 tbsp is 158 / 16), else water's (1 g/ml).
 * "piece" and the item's own unit are one of its portions.
 */
export function gramsPerUnit(item: ItemAmount, unit: string): number | null {
  const own = measureUnitOf(item.unit_localized);
  const wanted = measureUnitOf(unit);
  if (wanted === null) return fold(unit) === fold(item.unit_localized) ? gramsPerOwnUnit(item) : null;
  if (wanted === "g" || wanted === "oz") return GRAMS_PER_MASS_UNIT[wanted];
  if (wanted === "piece") return own === null || own === "piece" ? gramsPerOwnUnit(item) : null;
  const ml = ML_PER_VOLUME_UNIT[wanted];
  if (own === "ml" || own === "cup" || own === "tbsp" || own === "tsp") {
    const perOwn = gramsPerOwnUnit(item);
    return perOwn === null ? null : (perOwn / ML_PER_VOLUME_UNIT[own]) * ml;
  }
  return ml;
}

/** The units the item's amount can be corrected in: its own portion first, then the measure units. */
export function unitChoices(item: ItemAmount, locale: Locale): UnitChoice[] {
  const choices: UnitChoice[] = [];
  const own = measureUnitOf(item.unit_localized);
  const perOwn = gramsPerOwnUnit(item);
  if (own === null && item.unit_localized.trim() !== "" && perOwn !== null)
    choices.push({
      value: item.unit_localized.trim(),
      label: item.unit_localized.trim(),
      gramsPerUnit: perOwn,
    });
  for (const unit of MEASURE_UNITS) {
    const perUnit = gramsPerUnit(item, unit);
    if (perUnit === null) continue; // a cup of rice has no pieces
    choices.push({ value: unit, label: unitLabel(unit, locale), gramsPerUnit: perUnit });
  }
  return choices;
}

/** True when `unit` is one of the item's choices. */
export function isUnitChoice(item: ItemAmount, unit: string): boolean {
  return gramsPerUnit(item, unit) !== null;
}
