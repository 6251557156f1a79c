import { describe, expect, it } from "vitest";
import { fibreGrams, macroGrams, macroSplit } from "./macros.ts";

describe("spec §9 macro splits", () => {
  it.each([
    ["weight_loss", { protein: 30, fat: 25, carbohydrates: 45 }],
    ["muscle_gain", { protein: 25, fat: 25, carbohydrates: 50 }],
    ["weight_gain", { protein: 20, fat: 30, carbohydrates: 50 }],
    ["maintenance", { protein: 15, fat: 30, carbohydrates: 55 }],
  ] as const)("%s → %o percent", (goalType, expected) => {
    expect(macroSplit(goalType)).toEqual(expected);
  });

  it.each([
    [2000, "weight_loss", { protein: 150, fat: 56, carbohydrates: 225 }],
    [2000, "muscle_gain", { protein: 125, fat: 56, carbohydrates: 250 }],
    [2000, "weight_gain", { protein: 100, fat: 67, carbohydrates: 250 }],
    [2000, "maintenance", { protein: 75, fat: 67, carbohydrates: 275 }],
    [40, "weight_loss", { protein: 3, fat: 1, carbohydrates: 5 }], // carbohydrates exactly 4.5 g
    [0, "maintenance", { protein: 0, fat: 0, carbohydrates: 0 }],
  ] as const)("%s kcal for %s → %o grams (4 / 9 / 4 kcal per gram)", (kcal, goalType, expected) => {
    expect(macroGrams(kcal, goalType)).toEqual(expected);
  });
});

describe("spec §9 fibre: 14 g per 1000 kcal", () => {
  it.each([
    [2000, 28],
    [1500, 21],
    [1234, 17],
    [0, 0],
  ])("%s kcal → %s g", (kcal, expected) => {
    expect(fibreGrams(kcal)).toBe(expected);
  });
});
