// Correcting an item's amount (spec §4, issue 11): by grams, or as a quantity of one of the item's
// units (units.ts). Nutrients scale by the change in grams; the device and the server both use this.
import type { CorrectItemAmountRequest, Nutrients } from "../api/meals.ts";
import { MAX_ITEM_GRAMS, type Locale } from "../constants.ts";
import { roundTo } from "../nutrition/round.ts";
import { scaleNutrients } from "./nutrients.ts";
import { gramsPerUnit, measureUnitOf, unitLabel, type ItemAmount } from "./units.ts";

/** `amountTooLarge`: more than MAX_ITEM_GRAMS; `invalidAmount`: zero, negative or not a number. */
export type AmountProblem = "invalidAmount" | "amountTooLarge";

export type RescaleProblem =
  { kind: "invalidAmount"; field: "grams" | "quantity"; message: AmountProblem } | { kind: "unknownUnit" };

/** What is wrong with an item's weight, or null when it can be saved (the contracts' own rule). */
export function itemGramsProblem(grams: number): AmountProblem | null {
  if (!(grams > 0)) return "invalidAmount";
  return grams > MAX_ITEM_GRAMS ? "amountTooLarge" : null;
}

export type Rescaled<T> = { ok: true; item: T } | { ok: false; problem: RescaleProblem };

/** The item at the corrected amount, or why it cannot be. */
export function rescaleItem<T extends ItemAmount & Nutrients>(
  item: T,
  correction: CorrectItemAmountRequest,
  locale: Locale,
): Rescaled<T> {
  if ("grams" in correction) {
    if (!(item.grams > 0) || !(correction.grams > 0))
      return { ok: false, problem: { kind: "invalidAmount", field: "grams", message: "invalidAmount" } };
    const factor = correction.grams / item.grams;
    return {
      ok: true,
      item: {
        ...item,
        ...scaleNutrients(item, factor),
        grams: roundTo(correction.grams, 1),
        quantity: roundTo(item.quantity * factor, 2),
      },
    };
  }
  const perUnit = gramsPerUnit(item, correction.unit);
  if (perUnit === null) return { ok: false, problem: { kind: "unknownUnit" } };
  if (!(item.grams > 0) || !(correction.quantity > 0))
    return { ok: false, problem: { kind: "invalidAmount", field: "quantity", message: "invalidAmount" } };
  const grams = correction.quantity * perUnit;
  // 1,000 kg must not store 1,000,000 g (issue 12, finding 8).
  const problem = itemGramsProblem(grams);
  if (problem) return { ok: false, problem: { kind: "invalidAmount", field: "quantity", message: problem } };
  const measure = measureUnitOf(correction.unit);
  return {
    ok: true,
    item: {
      ...item,
      ...scaleNutrients(item, grams / item.grams),
      grams: roundTo(grams, 1),
      quantity: roundTo(correction.quantity, 2),
      unit_localized: measure ? unitLabel(measure, locale) : item.unit_localized,
    },
  };
}
