// npx tsx bench/accuracy/fitRanking.ts: fits the ranker's weights (rankWeights in rankFoods.ts) to
// the development sets and judges them by leaving one set out (decision 217). Development sets
// only: the tuning half of phrases.json, the generated, written-by-people, names-dev, names2 and
// everyday sets. The held-out half and names-heldout are never read.
//
// Each phrase's candidates are ranked once with the current weights; the first `kept` of them and
// every right one among them keep their score parts, so a set of weights re-ranks them by a sum.
// The fit is a pairwise logistic loss (the right food against each wrong candidate above it or
// within `near` below it), each set weighing the same, with every weight the current one times
// exp(theta) (its sign kept: upperBound relies on it) and theta L2-regularised toward 0.
// The table sets the hand weights, one fitted set (decision 217's options) and weights fitted per
// query shape (decision 227: each shape's weight times exp(delta), delta pulled toward 0 by
// lambdaShape) side by side, each left-out set's rows; --shapes splits each set's rows by shape.
// --grid: the table for each lambda and lambdaShape tried; --shape length|side: how shapes are told
// apart (shapeOf); --flips: the development phrases whose first food the per-shape weights fitted on
// every set change.
import { readSet, loadEngine } from "../accuracy.bench.ts";
import type { PhraseCase } from "./buildSets.ts";
import { parseFoodQuery } from "../../shared/src/foods/foodQuery.ts";
import { rankFoods, rankWeights, type ScoreParts } from "../../shared/src/foods/rankFoods.ts";
import { translateSpanish } from "../../shared/src/foods/spanish.ts";

const kept = 40;
/** The options the leave-one-set-out table chose (decision 217; its weights were then left out). */
const chosen: FitOptions = { loss: "pairs", temperature: 0.01, lambda: 10, steps: 300 };
/** Weights per query shape, the shapes pulled together as much as the one set of weights is
 * pulled toward the hand ones: no better than that one set left out (decision 227, left out). */
const chosenByShape: FitOptions = { ...chosen, lambdaShape: 10 };
const near = 0.1;

const developmentSets: [string, () => PhraseCase[]][] = [
  ["tuning half", () => readSet<PhraseCase[]>("phrases.json").filter((c) => c.split === "tune")],
  ["generated dev", () => readSet<PhraseCase[]>("dev-phrases.json")],
  ["written-by-people", () => readSet<PhraseCase[]>("people-phrases.json")],
  ["names-dev", () => readSet<PhraseCase[]>("names.json").filter((c) => c.split === "names-dev")],
  ["names2", () => readSet<PhraseCase[]>("names2.json")],
  ["everyday", () => readSet<PhraseCase[]>("everyday.json")],
];

const keys = Object.keys(rankWeights).filter((k) => k !== "constant") as (keyof ScoreParts)[];

interface Candidate {
  id: string;
  x: Float64Array;
  right: boolean;
}
/**
 * The query's shape, so each can have its own weights (decision 227). `--shape length` (the
 * default): one word, two, or a phrase (three or more words, a side word after "with" or "in", a
 * "without"). `--shape side`: one word, more words, or a phrase with a side word or a "without".
 */
type Shape = "one" | "two" | "phrase";
const shapes: Shape[] = ["one", "two", "phrase"];
const shapeBy = process.argv.includes("--shape")
  ? process.argv[process.argv.indexOf("--shape") + 1]
  : "length";
if (shapeBy !== "length" && shapeBy !== "side")
  throw new Error(`--shape is "length" or "side", not "${shapeBy}"`);
const shapeParts = process.argv.includes("--shape-parts")
  ? process.argv[process.argv.indexOf("--shape-parts") + 1]!.split(",")
  : undefined;
function shapeOf(query: ReturnType<typeof parseFoodQuery>): Shape {
  const n = query.words.length;
  const side = query.negated.length > 0 || query.words.some((q) => q.role === "side" || q.role === "minor");
  if (side || (shapeBy === "length" && n >= 3)) return "phrase";
  return n <= 1 ? "one" : "two";
}

interface Case {
  set: string;
  shape: Shape;
  phrase: string;
  locale: PhraseCase["locale"];
  candidates: Candidate[];
  /** Wrong candidates near or above the right one at the current weights: [right, wrong] pairs. */
  pairs: [Candidate, Candidate][];
}

function casesOf(set: string, phrases: PhraseCase[], index: ReturnType<typeof loadEngine>["index"]): Case[] {
  return phrases.map((c) => {
    const query = parseFoodQuery(c.locale === "es_CL" ? translateSpanish(c.phrase) : c.phrase);
    const rights = new Set([c.expected_id, ...c.also_right]);
    const ranked = query.head ? rankFoods(index, query) : [];
    const candidates = ranked
      .filter((r, i) => i < kept || rights.has(r.food.id))
      .map((r) => ({
        id: r.food.id,
        x: Float64Array.from(keys, (k) => r.parts[k]),
        right: rights.has(r.food.id),
      }));
    const score = (x: Float64Array) => x.reduce((s, v, k) => s + v * rankWeights[keys[k]!], 0);
    const right = candidates.filter((r) => r.right).sort((a, b) => score(b.x) - score(a.x))[0];
    const pairs: [Candidate, Candidate][] = [];
    // A right food far down the list is not a matter of weights.
    if (right && candidates.indexOf(right) < kept)
      for (const wrong of candidates)
        if (!wrong.right && score(wrong.x) >= score(right.x) - near) pairs.push([right, wrong]);
    return { set, shape: shapeOf(query), phrase: c.phrase, locale: c.locale, candidates, pairs };
  });
}

const dot = (w: Float64Array, x: Float64Array) => {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i]! * x[i]!;
  return s;
};

/** The first candidate at weights `w` (ties to the lower id, as rankFoods). */
function firstOf(c: Case, ws: ShapeWeights): Candidate | undefined {
  const w = ws[c.shape];
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const candidate of c.candidates) {
    const s = dot(w, candidate.x);
    if (s > bestScore || (s === bestScore && best !== undefined && candidate.id < best.id)) {
      best = candidate;
      bestScore = s;
    }
  }
  return best;
}

const firstIsRight = (c: Case, w: ShapeWeights) => firstOf(c, w)?.right ?? false;

interface FitOptions {
  /** "pairs": a logistic loss per pair; "softmax": one per phrase, the right food against its pairs' wrong ones. */
  loss: "pairs" | "softmax";
  temperature: number;
  lambda: number;
  /** Each query shape its own weights, pulled toward the shared ones by this much; undefined: one set. */
  lambdaShape?: number;
  steps: number;
}

/** Weights for each query shape. */
type ShapeWeights = Record<Shape, Float64Array>;
const sameForEvery = (w: Float64Array): ShapeWeights => ({ one: w, two: w, phrase: w });

/**
 * Adam on theta over the pairs of `cases`, each set weighing the same. With `lambdaShape`, each
 * query shape's weight is the current one times exp(theta + delta[shape]), delta regularised
 * toward 0 by lambdaShape: the shapes share what they agree on.
 */
function fit(cases: Case[], { loss, temperature, lambda, lambdaShape, steps }: FitOptions): ShapeWeights {
  const sizes = new Map<string, number>();
  for (const c of cases) sizes.set(c.set, (sizes.get(c.set) ?? 0) + 1);
  const n = keys.length;
  // The weights each shape may set for itself (--shape-parts; every one by default).
  const own = keys.map(
    (k) => lambdaShape !== undefined && (shapeParts === undefined || shapeParts.includes(k)),
  );
  // theta, then one delta per shape.
  const params = new Float64Array(n * (1 + shapes.length));
  const m = new Float64Array(params.length);
  const v = new Float64Array(params.length);
  const rate = 0.03;
  const weightsAt = (): ShapeWeights => {
    const out = {} as ShapeWeights;
    for (const [j, shape] of shapes.entries())
      out[shape] = Float64Array.from(
        keys,
        (k, i) => rankWeights[k] * Math.exp(params[i]! + (own[i] ? params[n * (1 + j) + i]! : 0)),
      );
    return out;
  };
  for (let step = 1; step <= steps; step++) {
    const ws = weightsAt();
    const gradW = Object.fromEntries(shapes.map((shape) => [shape, new Float64Array(n)])) as ShapeWeights;
    for (const c of cases) {
      const share = 1 / sizes.get(c.set)!;
      const w = ws[c.shape];
      const gw = gradW[c.shape];
      if (loss === "softmax") {
        const right = c.pairs[0]?.[0];
        if (!right) continue;
        const sRight = dot(w, right.x);
        const z = c.pairs.map(([, wrong]) => (dot(w, wrong.x) - sRight) / temperature);
        const top = Math.max(0, ...z);
        const e = z.map((zj) => Math.exp(zj - top));
        const total = Math.exp(-top) + e.reduce((a, b) => a + b, 0);
        for (const [j, [, wrong]] of c.pairs.entries()) {
          // d log(1 + sum exp z) / d z_j = p_j; z_j = (s_j - s_right) / temperature
          const g = (share * e[j]!) / total / temperature;
          for (let i = 0; i < n; i++) gw[i] = gw[i]! + g * (wrong.x[i]! - right.x[i]!);
        }
        continue;
      }
      for (const [right, wrong] of c.pairs) {
        const z = (dot(w, right.x) - dot(w, wrong.x)) / temperature;
        // d softplus(-z) / dz = -sigmoid(-z)
        const g = -share / (1 + Math.exp(z)) / temperature;
        for (let i = 0; i < n; i++) gw[i] = gw[i]! + g * (right.x[i]! - wrong.x[i]!);
      }
    }
    const grad = new Float64Array(params.length);
    for (const [j, shape] of shapes.entries())
      for (let i = 0; i < n; i++) {
        // d w / d theta = d w / d delta = w
        const g = gradW[shape][i]! * ws[shape][i]!;
        grad[i] = grad[i]! + g;
        if (own[i]) grad[n * (1 + j) + i] = g;
      }
    for (let i = 0; i < params.length; i++) {
      grad[i] = grad[i]! + 2 * (i < n ? lambda : (lambdaShape ?? 0)) * params[i]!;
      m[i] = 0.9 * m[i]! + 0.1 * grad[i]!;
      v[i] = 0.999 * v[i]! + 0.001 * grad[i]! * grad[i]!;
      const mHat = m[i]! / (1 - 0.9 ** step);
      const vHat = v[i]! / (1 - 0.999 ** step);
      params[i] = params[i]! - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return weightsAt();
}

const current = sameForEvery(Float64Array.from(keys, (k) => rankWeights[k]));
/** Two significant digits, as written into rankFoods.ts. */
const rounded = (ws: ShapeWeights): ShapeWeights => {
  const out = {} as ShapeWeights;
  for (const shape of shapes) out[shape] = ws[shape].map((x) => Number(x.toPrecision(2)));
  return out;
};

function top1(cases: Case[], w: ShapeWeights) {
  return cases.filter((c) => firstIsRight(c, w)).length;
}

const signed = (d: number) => (d > 0 ? `+${d}` : d < 0 ? String(d) : "");
const column = (value: number, base: number) => `${value} ${signed(value - base)}`.padStart(9);

/** Left out set by set: the hand weights, one fitted set (decision 217's), and `options`'. */
function leaveOneSetOut(cases: Case[], options: FitOptions) {
  const groups = developmentSets.flatMap(([set]) =>
    (["en_US", "es_CL"] as const).map((locale) => ({ set, locale })),
  );
  console.log(
    `  ${"left out".padEnd(34)} ${"n".padStart(5)} ${"hand".padStart(6)} ${"one fit".padStart(9)} ${"by shape".padStart(9)}`,
  );
  const totals = { n: 0, hand: 0, one: 0, shaped: 0 };
  const byShape = Object.fromEntries(shapes.map((shape) => [shape, { ...totals }])) as Record<
    Shape,
    typeof totals
  >;
  for (const [set] of developmentSets) {
    const rest = cases.filter((c) => c.set !== set);
    const one = rounded(fit(rest, { ...chosen, lambdaShape: undefined }));
    const shaped = rounded(fit(rest, options));
    for (const { locale } of groups.filter((g) => g.set === set)) {
      const held = cases.filter((c) => c.set === set && c.locale === locale);
      const rows = [{ label: `${set}, ${locale}`, held, sum: totals }].concat(
        shapes.map((shape) => ({
          label: `  ${shape === "one" ? "one word" : shape === "two" ? "two words" : "phrases"}`,
          held: held.filter((c) => c.shape === shape),
          sum: byShape[shape],
        })),
      );
      for (const { label, held: part, sum } of rows) {
        if (part.length === 0) continue;
        const figures = {
          n: part.length,
          hand: top1(part, current),
          one: top1(part, one),
          shaped: top1(part, shaped),
        };
        for (const key of Object.keys(figures) as (keyof typeof figures)[]) sum[key] += figures[key];
        if (!process.argv.includes("--shapes") && label.startsWith("  ")) continue;
        console.log(
          `  ${label.padEnd(34)} ${String(figures.n).padStart(5)} ${String(figures.hand).padStart(6)} ${column(figures.one, figures.hand)} ${column(figures.shaped, figures.hand)}`,
        );
      }
    }
  }
  const summary: [string, typeof totals][] = [
    ["all left out", totals],
    ...shapes.map((shape): [string, typeof totals] => [`  of them ${shape}`, byShape[shape]]),
  ];
  for (const [label, sum] of summary)
    console.log(
      `  ${label.padEnd(34)} ${String(sum.n).padStart(5)} ${String(sum.hand).padStart(6)} ${column(sum.one, sum.hand)} ${column(sum.shaped, sum.hand)}`,
    );
}

function main() {
  const engine = loadEngine();
  const { index } = engine;
  const started = Date.now();
  const cases = developmentSets.flatMap(([set, load]) => casesOf(set, load(), index));
  console.log(
    `${cases.length} development phrases, ${cases.reduce((n, c) => n + c.pairs.length, 0)} pairs ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const shape of shapes) console.log(`  ${shape}: ${cases.filter((c) => c.shape === shape).length}`);
  const optionsList: FitOptions[] = process.argv.includes("--grid")
    ? [10, 30].flatMap((lambda) =>
        [1, 3, 10, 30, 100].map((lambdaShape) => ({ ...chosen, lambda, lambdaShape })),
      )
    : [chosenByShape];
  for (const options of optionsList) {
    console.log(
      `\n${options.loss}, temperature ${options.temperature}, lambda ${options.lambda}, by shape ${options.lambdaShape}, ${options.steps} steps`,
    );
    leaveOneSetOut(cases, options);
    const all = rounded(fit(cases, options));
    console.log("  fitted on every development set (two significant digits), one word / two / phrase:");
    for (const [i, k] of keys.entries())
      console.log(
        `    ${k.padEnd(20)} ${String(current.one[i]).padStart(8)} -> ${shapes.map((shape) => String(all[shape][i]).padStart(9)).join("")}`,
      );
    for (const [set] of developmentSets)
      for (const locale of ["en_US", "es_CL"] as const) {
        const group = cases.filter((c) => c.set === set && c.locale === locale);
        console.log(
          `    in sample ${`${set}, ${locale}`.padEnd(28)} ${top1(group, current)} -> ${top1(group, all)} of ${group.length}`,
        );
      }
    // --flips: the development phrases whose first food the fitted weights change.
    if (process.argv.includes("--flips"))
      for (const c of cases) {
        const [before, after] = [firstOf(c, current), firstOf(c, all)];
        if (before?.id === after?.id) continue;
        const name = (candidate?: Candidate) => (candidate ? engine.get(candidate.id)?.description : "-");
        console.log(
          `    ${after?.right ? "gained" : before?.right ? "lost  " : "moved "} ${c.set}, ${c.locale}, ${c.shape} "${c.phrase}": ${name(before)} -> ${name(after)}`,
        );
      }
  }
}

main();
