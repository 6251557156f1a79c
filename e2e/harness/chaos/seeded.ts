// A seeded pseudo-random source (mulberry32): the same seed gives the same fault schedule, so a
// failing chaos run can be replayed with CHAOS_SEED.

export interface Seeded {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(choices: readonly T[]): T;
  /** `count` distinct integers from [min, max], ascending. */
  sample(count: number, min: number, max: number): number[];
}

export function seeded(seed: number): Seeded {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (choices) => choices[Math.floor(next() * choices.length)]!,
    sample(count, min, max) {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, max - min + 1)) chosen.add(int(min, max));
      return [...chosen].sort((a, b) => a - b);
    },
  };
}
