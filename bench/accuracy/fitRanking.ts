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
// --grid: the table for each loss, temperature and lambda tried; --flips: the development phrases
// whose first food the weights fitted on every set change.
import { readSet, loadEngine } from "../accuracy.bench.ts";
import type { PhraseCase } from "./buildSets.ts";
import { parseFoodQuery } from "../../shared/src/foods/foodQuery.ts";
import { rankFoods, rankWeights, type ScoreParts } from "../../shared/src/foods/rankFoods.ts";
import { translateSpanish } from "../../shared/src/foods/spanish.ts";

const kept = 40;
/** The options the leave-one-set-out table chose (decision 217; its weights were then left out). */
const chosen: FitOptions = { loss: "pairs", temperature: 0.01, lambda: 10, steps: 300 };
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
interface Case {
  set: string;
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
    return { set, phrase: c.phrase, locale: c.locale, candidates, pairs };
  });
}

const weightsOf = (theta: Float64Array): Float64Array =>
  Float64Array.from(keys, (k, i) => rankWeights[k] * Math.exp(theta[i]!));

const dot = (w: Float64Array, x: Float64Array) => {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i]! * x[i]!;
  return s;
};

/** The first candidate at weights `w` (ties to the lower id, as rankFoods). */
function firstOf(c: Case, w: Float64Array): Candidate | undefined {
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

const firstIsRight = (c: Case, w: Float64Array) => firstOf(c, w)?.right ?? false;

interface FitOptions {
  /** "pairs": a logistic loss per pair; "softmax": one per phrase, the right food against its pairs' wrong ones. */
  loss: "pairs" | "softmax";
  temperature: number;
  lambda: number;
  steps: number;
}

/** Adam on theta over the pairs of `cases`, each set weighing the same. */
function fit(cases: Case[], { loss, temperature, lambda, steps }: FitOptions): Float64Array {
  const sizes = new Map<string, number>();
  for (const c of cases) sizes.set(c.set, (sizes.get(c.set) ?? 0) + 1);
  const theta = new Float64Array(keys.length);
  const m = new Float64Array(keys.length);
  const v = new Float64Array(keys.length);
  const rate = 0.03;
  for (let step = 1; step <= steps; step++) {
    const w = weightsOf(theta);
    const gradW = new Float64Array(keys.length);
    for (const c of cases) {
      const share = 1 / sizes.get(c.set)!;
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
          for (let i = 0; i < keys.length; i++) gradW[i] = gradW[i]! + g * (wrong.x[i]! - right.x[i]!);
        }
        continue;
      }
      for (const [right, wrong] of c.pairs) {
        const z = (dot(w, right.x) - dot(w, wrong.x)) / temperature;
        // d softplus(-z) / dz = -sigmoid(-z)
        const g = -share / (1 + Math.exp(z)) / temperature;
        for (let i = 0; i < keys.length; i++) gradW[i] = gradW[i]! + g * (right.x[i]! - wrong.x[i]!);
      }
    }
    for (let i = 0; i < keys.length; i++) {
      const grad = gradW[i]! * w[i]! + 2 * lambda * theta[i]!;
      m[i] = 0.9 * m[i]! + 0.1 * grad;
      v[i] = 0.999 * v[i]! + 0.001 * grad * grad;
      const mHat = m[i]! / (1 - 0.9 ** step);
      const vHat = v[i]! / (1 - 0.999 ** step);
      theta[i] = theta[i]! - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return weightsOf(theta);
}

const current = Float64Array.from(keys, (k) => rankWeights[k]);
/** Two significant digits, as written into rankFoods.ts. */
const rounded = (w: Float64Array) => w.map((x) => Number(x.toPrecision(2)));

function top1(cases: Case[], w: Float64Array) {
  return cases.filter((c) => firstIsRight(c, w)).length;
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
  const optionsList: FitOptions[] = process.argv.includes("--grid")
    ? (["pairs", "softmax"] as const).flatMap((loss) =>
        [0.005, 0.01, 0.02].flatMap((temperature) =>
          [3, 10, 30].map((lambda) => ({ loss, temperature, lambda, steps: 300 })),
        ),
      )
    : [chosen];
  const groups = developmentSets.flatMap(([set]) =>
    (["en_US", "es_CL"] as const).map((locale) => ({ set, locale })),
  );
  for (const options of optionsList) {
    console.log(
      `\n${options.loss}, temperature ${options.temperature}, lambda ${options.lambda}, ${options.steps} steps`,
    );
    console.log(
      `  ${"left out".padEnd(28)} ${"n".padStart(5)} ${"current".padStart(8)} ${"fitted".padStart(8)}`,
    );
    let gained = 0;
    for (const [set] of developmentSets) {
      const w = rounded(
        fit(
          cases.filter((c) => c.set !== set),
          options,
        ),
      );
      for (const { locale } of groups.filter((g) => g.set === set)) {
        const held = cases.filter((c) => c.set === set && c.locale === locale);
        const [before, after] = [top1(held, current), top1(held, w)];
        gained += after - before;
        console.log(
          `  ${`${set}, ${locale}`.padEnd(28)} ${String(held.length).padStart(5)} ${String(before).padStart(8)} ${String(after).padStart(8)}  ${after - before >= 0 ? "+" : ""}${after - before}`,
        );
      }
    }
    console.log(`  left-out rows gained, all sets: ${gained}`);
    const all = rounded(fit(cases, options));
    console.log("  fitted on every development set (two significant digits):");
    for (const [i, k] of keys.entries())
      console.log(`    ${k.padEnd(20)} ${String(current[i]).padStart(8)} -> ${String(all[i]).padStart(8)}`);
    for (const { set, locale } of groups) {
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
          `    ${after?.right ? "gained" : before?.right ? "lost  " : "moved "} ${c.set}, ${c.locale} "${c.phrase}": ${name(before)} -> ${name(after)}`,
        );
      }
  }
}

main();
