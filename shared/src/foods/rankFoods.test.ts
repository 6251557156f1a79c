import { describe, expect, it } from "vitest";
import { parseFoodQuery } from "./foodQuery.ts";
import { rankFoods, rankWeights, scoreOf, type RankedFood } from "./rankFoods.ts";
import { testEngine } from "./testEngine.ts";

const summary = (ranked: RankedFood[]) =>
  ranked.map((r) => [r.food.id, r.score, r.headMatched, r.coverage, r.missing.map((q) => q.word)]);

describe("ranking the foods of a query", () => {
  // rankFoods with a limit skips the foods whose upper bound cannot reach the first `limit`: the
  // answer must be the first `limit` of the whole ranking, scores and ties included.
  it.each([
    "white rice, cooked",
    "grilled chicken breast",
    "chicken with rice and beans",
    "pizza, no cheese",
    "fried chicken thigh",
    "chicken thigh, skin not eaten",
    "salmon",
    "cooked",
    "soy milk",
    "peas",
    "coffee with milk and sugar",
    "croissant",
    "beef and broccoli",
    "egg whites",
    "mustard",
    "meatballs",
    // Foods reached only by the cooking word ("boiled") rank among the first 50 of these.
    "boiled tofu",
    "baked brie",
    "boiled powder",
    // Rows naming a class of a word asked ("fat added" for butter) cover it in part (decision 237).
    "oatmeal with butter",
    "omelet with cheddar",
    "scrambled eggs with onions and peppers",
  ])("gives with a limit exactly the head of the whole ranking: %s", (phrase) => {
    const { index } = testEngine();
    const query = parseFoodQuery(phrase);
    const whole = rankFoods(index, query);
    for (const limit of [1, 3, 8, 10, 50])
      expect(summary(rankFoods(index, query, false, limit)), `first ${limit}`).toEqual(
        summary(whole.slice(0, limit)),
      );
  });

  // Typed search: the last word unfinished, every stem it starts counted.
  it.each(["ch", "white ri", "bro", "egg wh"])("does so for typed search too: %s", (typed) => {
    const { index } = testEngine();
    const query = parseFoodQuery(typed);
    const whole = rankFoods(index, query, true);
    for (const limit of [1, 10, 50])
      expect(summary(rankFoods(index, query, true, limit)), `first ${limit}`).toEqual(
        summary(whole.slice(0, limit)),
      );
  });

  it("ranks every food sharing a word with the query without a limit", () => {
    const { index } = testEngine();
    const ranked = rankFoods(index, parseFoodQuery("white rice, cooked"));
    const sharing = new Set([...["white", "rice", "cooked"].flatMap((s) => index.byStem.get(s) ?? [])]);
    expect(ranked.length).toBe(sharing.size);
    expect(ranked[0]!.food.description).toMatch(/^Rice, white, cooked/);
  });

  // The weights are fitted (decision 217): the score must stay the one sum of its parts, and the
  // parts upperBound cannot bound from above (otherFood, preparationExtras) or takes at zero for the
  // foods met only by a cooking word must stay penalties.
  it("scores every food as its parts weighted", () => {
    const { index } = testEngine();
    for (const phrase of ["croissant", "fried chicken thigh", "pizza, no cheese", "tomato sauce"])
      for (const r of rankFoods(index, parseFoodQuery(phrase)).slice(0, 20))
        expect(r.score, `${phrase}: ${r.food.description}`).toBeCloseTo(scoreOf(r.parts), 12);
  });

  it("keeps the weights' signs the upper bound relies on", () => {
    const bonuses = [
      "coverage",
      "head",
      "cooking",
      "withoutHonoured",
      "nfsRow",
      "plainRow",
      "ordinaryCooking",
    ];
    for (const [part, weight] of Object.entries(rankWeights))
      if (part !== "constant") expect(Math.sign(weight), part).toBe(bonuses.includes(part) ? 1 : -1);
  });
});
