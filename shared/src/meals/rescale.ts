// Correcting an item's amount (spec §4, issue 11): by grams, or as a quantity of one of the item's
// units (units.ts). Nutrients scale by the change in grams; the device and the server both use this.
import type { CorrectItemAmountRequest, Nutrients } from "../api/meals.ts";
import type { Locale } from "../constants.ts";
import { roundTo } from "../nutrition/round.ts";
import { scaleNutrients } from "./nutrients.ts";
import { gramsPerUnit, measureUnitOf, unitLabel, type ItemAmount } from "./units.ts";

export type RescaleProblem = { kind: "invalidAmount"; field: "grams" | "quantity" } | { kind: "unknownUnit" };

export type Rescaled<T> = { ok: true; item: T } | { ok: false; problem: RescaleProblem };

/** The item at the corrected amount, or why it cannot be. */
export function rescaleItem<T extends ItemAmount & Nutrients>(
  item: T,
  correction: CorrectItemAmountRequest,
  locale: Locale,
): Rescaled<T> {
  if ("grams" in correction) {
    if (!(item.grams > 0) || !(correction.grams > 0))
      return { ok: false, problem: { kind: "invalidAmount", field: "grams" } };
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
    return { ok: false, problem: { kind: "invalidAmount", field: "quantity" } };
  const grams = correction.quantity * perUnit;
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
