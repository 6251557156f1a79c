import { expect, it } from "vitest";
import { describedMealTitle, MEAL_TITLE_MAX } from "./titles.ts";

it("names a described meal by its foods, in the user's language", () => {
  expect(describedMealTitle(["eggs", "toast"], "en_US")).toBe("Eggs and toast");
  expect(describedMealTitle(["huevos", "tostadas", "mantequilla"], "es_CL")).toBe(
    "Huevos, tostadas y mantequilla",
  );
  // Spanish "y" before an i sound is "e".
  expect(describedMealTitle(["pan", "higos"], "es_CL")).toBe("Pan e higos");
  expect(describedMealTitle(["pan", "hielo"], "es_CL")).toBe("Pan y hielo");
  expect(describedMealTitle(["ñoquis"], "es_CL")).toBe("Ñoquis");
  expect(describedMealTitle([" ", ""], "en_US")).toBe("");
  const long = describedMealTitle(
    Array.from({ length: 30 }, () => "scrambled eggs with cheese"),
    "en_US",
  );
  expect(long.length).toBe(MEAL_TITLE_MAX);
  expect(long.endsWith("…")).toBe(true);
});
