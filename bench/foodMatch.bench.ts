// npm run bench -- foodMatch: how long the food engine takes to match one phrase (issue 14: the
// server grounds each analysed item on its event loop; the browser matches as the user types).
// Every phrase of the labelled sets (bench/accuracy/sets, both halves and the development sets),
// timed only: no answer is printed. Each phrase is timed in ROUNDS rounds and keeps its fastest, so
// that other work on the machine weighs less; the figures are over phrases.
import { performance } from "node:perf_hooks";
import { FAKE_MEAL } from "../sync-server/src/testing/fakeOpenAI.ts";
import { loadEngine, readSet } from "./accuracy.bench.ts";
import type { PhraseCase } from "./accuracy/buildSets.ts";
import type { Locale } from "../shared/src/constants.ts";
import { heading, record } from "./lib/report.ts";

const BENCH = "foodMatch";
const ROUNDS = Number(process.env.BENCH_FOOD_ROUNDS ?? 3);
// Typed search: every third prefix of every eighth phrase.
const SEARCH_EVERY = 8;
const GROUNDINGS = 21;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Median, p99 and max over the items of each one's fastest of ROUNDS runs. */
function timeEach<T>(items: T[], run: (item: T) => void): { median: number; p99: number; max: number } {
  const best = items.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++)
    items.forEach((item, i) => {
      const start = performance.now();
      run(item);
      best[i] = Math.min(best[i]!, performance.now() - start);
    });
  const sorted = best.sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

function report(name: string, figures: { median: number; p99: number; max: number }): void {
  record({ bench: BENCH, name: `${name}: median`, value: figures.median, unit: "ms" });
  record({ bench: BENCH, name: `${name}: p99`, value: figures.p99, unit: "ms" });
  record({ bench: BENCH, name: `${name}: max`, value: figures.max, unit: "ms" });
}

export async function foodMatchBench(): Promise<void> {
  const phrases = [
    ...readSet<PhraseCase[]>("phrases.json"),
    ...readSet<PhraseCase[]>("dev-phrases.json"),
    ...readSet<PhraseCase[]>("people-phrases.json"),
  ];
  heading(`Food matching (${phrases.length} set phrases, fastest of ${ROUNDS} rounds each)`);
  const engine = loadEngine();
  // A fresh engine reads each food's description on first use: the first grounding of a server.
  const items = FAKE_MEAL.items.map((item) => ({
    name: item.name,
    grams: item.grams,
    calories: item.nutrients[0]!,
    protein: item.nutrients[1]!,
    fat: item.nutrients[2]!,
    carbohydrates: item.nutrients[3]!,
  }));
  const start = performance.now();
  for (const item of items) engine.ground(item);
  record({
    bench: BENCH,
    name: "first grounding of the fake answer's 3 items, fresh engine",
    value: performance.now() - start,
    unit: "ms",
  });
  // As the server grounds them (8 candidates each): the median and fastest of GROUNDINGS runs
  // (the fastest is the least disturbed by other work on the machine).
  for (const item of items) {
    const runs = Array.from({ length: GROUNDINGS }, () => {
      const begin = performance.now();
      engine.ground(item);
      return performance.now() - begin;
    }).sort((a, b) => a - b);
    const name = `grounding "${item.name}"`;
    record({ bench: BENCH, name: `${name}, median`, value: quantile(runs, 0.5), unit: "ms" });
    record({ bench: BENCH, name: `${name}, fastest`, value: runs[0]!, unit: "ms" });
  }
  report(
    "match one phrase (10 candidates)",
    timeEach(phrases, (c) => engine.match(c.phrase, { locale: c.locale })),
  );
  const typed = phrases
    .filter((_, i) => i % SEARCH_EVERY === 0)
    .flatMap((c) =>
      Array.from({ length: Math.ceil(c.phrase.length / 3) }, (_, i) => ({
        text: c.phrase.slice(0, 3 * i + 1),
        locale: c.locale,
      })),
    );
  report(
    `typed search, one prefix (${typed.length}, 10 foods)`,
    timeEach(typed, (t) => engine.search(t.text, { locale: t.locale })),
  );
  describedAsTyped();
}

/**
 * Describe reads the whole text at each keystroke (in the browser, on the main thread). A day's
 * meals written as one text, five of the set's descriptions joined, typed a key at a time into a
 * fresh engine: the time of each keystroke's reading, and of the whole text read once, cold.
 */
function describedAsTyped(): void {
  const meals = readSet<{ text: string; locale: Locale }[]>("meals.json");
  const days = (["en_US", "es_CL"] as const).flatMap((locale) => {
    const texts = meals.filter((meal) => meal.locale === locale).map((meal) => meal.text);
    return Array.from({ length: Math.floor(texts.length / 5) }, (_, i) => ({
      locale,
      text: texts
        .slice(5 * i, 5 * i + 5)
        .join(". ")
        .slice(0, 1000),
    })).slice(0, 2);
  });
  const keystrokes: number[] = [];
  const whole: number[] = [];
  for (const day of days) {
    let fresh = loadEngine();
    let start = performance.now();
    fresh.describe(day.text, day.locale);
    whole.push(performance.now() - start);
    fresh = loadEngine();
    for (let length = 1; length <= day.text.length; length++) {
      start = performance.now();
      fresh.describe(day.text.slice(0, length), day.locale);
      keystrokes.push(performance.now() - start);
    }
  }
  const sorted = keystrokes.sort((a, b) => a - b);
  const chars = Math.round(days.reduce((sum, day) => sum + day.text.length, 0) / days.length);
  heading(
    `Describe as typed: ${days.length} days of 5 meals (${chars} characters on average), a key at a time`,
  );
  report(`describe, one keystroke (${sorted.length})`, {
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  });
  const wholeSorted = whole.sort((a, b) => a - b);
  report(`describe, the whole day at once, cold (${whole.length})`, {
    median: quantile(wholeSorted, 0.5),
    p99: quantile(wholeSorted, 0.99),
    max: wholeSorted.at(-1) ?? 0,
  });
}
