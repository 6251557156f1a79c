import { expect, it } from "vitest";
import { describedMealTitle, followedMealTitle, MEAL_TITLE_MAX } from "./titles.ts";

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

// Decision 236: a title the app wrote from the foods follows them; any other title stays.
it("follows a meal's foods only when its title is the one they gave", () => {
  const change = {
    type: "snack" as const,
    analysed: false,
    before: ["banana", "almonds"],
    after: ["almonds"],
    locale: "en_US" as const,
  };
  expect(followedMealTitle({ ...change, title: "Banana and almonds" })).toBe("Almonds");
  expect(followedMealTitle({ ...change, title: "Gym snack" })).toBe("Gym snack");
  // An analysis named it, even when its words happen to be the items' title.
  expect(followedMealTitle({ ...change, title: "Banana and almonds", analysed: true })).toBe(
    "Banana and almonds",
  );
  expect(followedMealTitle({ ...change, title: "Banana and almonds", after: [] })).toBe("Snack");
  // Written in the other language, it still was the app's; it is rewritten in the user's.
  expect(
    followedMealTitle({ ...change, title: "Banana y almonds", after: ["pan", "higos"], locale: "es_CL" }),
  ).toBe("Pan e higos");
  // A meal with no foods yet keeps its title (a photo meal waiting for its analysis).
  expect(followedMealTitle({ ...change, title: "Snack", before: [], after: ["pear"] })).toBe("Snack");
});
