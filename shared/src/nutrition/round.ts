/**
 * Rounds half away from zero, so a loss and a gain of the same size round alike, and first trims
 * binary noise (1.005 * 100 is 100.49999…) by going through 12 significant digits.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}
