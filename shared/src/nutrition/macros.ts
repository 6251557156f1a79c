import { FIBRE_GRAMS_PER_1000_KCAL, KCAL_PER_GRAM, MACRO_SPLITS, type GoalType } from "../constants.ts";
import { roundTo } from "./round.ts";

export interface MacroSplit {
  /** percent of daily calories */
  protein: number;
  fat: number;
  carbohydrates: number;
}

export interface MacroGrams {
  protein: number;
  fat: number;
  carbohydrates: number;
}

/** spec §9: protein and fat shares per goal type; carbohydrates take the rest. */
export function macroSplit(goalType: GoalType): MacroSplit {
  const { protein, fat } = MACRO_SPLITS[goalType];
  // Whole percents keep the arithmetic exact (1 - 0.3 - 0.25 is 0.44999… in floating point).
  return { protein, fat, carbohydrates: 100 - protein - fat };
}

/** Whole grams from the calorie shares at 4 / 9 / 4 kcal per gram (spec §9). */
export function macroGrams(dailyCalories: number, goalType: GoalType): MacroGrams {
  const split = macroSplit(goalType);
  const grams = (percent: number, kcalPerGram: number) =>
    roundTo((dailyCalories * percent) / 100 / kcalPerGram, 0);
  return {
    protein: grams(split.protein, KCAL_PER_GRAM.protein),
    fat: grams(split.fat, KCAL_PER_GRAM.fat),
    carbohydrates: grams(split.carbohydrates, KCAL_PER_GRAM.carbohydrates),
  };
}

/** spec §9: 14 g of fibre per 1000 kcal, in whole grams. */
export function fibreGrams(dailyCalories: number): number {
  return roundTo((dailyCalories * FIBRE_GRAMS_PER_1000_KCAL) / 1000, 0);
}
