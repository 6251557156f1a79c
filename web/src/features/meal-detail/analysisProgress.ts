// The pending banner's progress bar (spec §2): the server gives no percentage, so the bar follows
// the time since the analysis was asked for, approaching but never reaching 95 %.
const TIME_CONSTANT_MS = 20_000;
const CEILING = 95;

export function analysisProgress(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 5;
  return Math.max(5, CEILING * (1 - Math.exp(-elapsedMs / TIME_CONSTANT_MS)));
}
