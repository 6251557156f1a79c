// The weight chart's geometry (issue 15 item 17): weighings placed by time, the scale padded around
// their range (and the target when there is one), so small changes stay visible.
export interface Weighing {
  weight: number;
  measured_at: string;
}

export interface TrendPoint {
  x: number;
  y: number;
  weight: number;
  measured_at: string;
}

export interface Plot {
  width: number;
  height: number;
  pad: { top: number; bottom: number; left: number; right: number };
}

export interface Trend {
  points: TrendPoint[];
  /** The lowest and highest weight of the scale. */
  min: number;
  max: number;
  /** Where the target's line goes, when there is a target. */
  targetY: number | null;
  /** Latest minus first weighing, in kg (0 with fewer than two). */
  change: number;
}

export function weightTrend(weighings: readonly Weighing[], plot: Plot, target: number | null = null): Trend {
  const weights = weighings.map((entry) => entry.weight);
  const all = target === null ? weights : [...weights, target];
  const low = Math.min(...all);
  const high = Math.max(...all);
  // At least 2 kg of scale, half a kilo of air above and below.
  const spread = Math.max(high - low, 2);
  const middle = (high + low) / 2;
  const min = Math.floor((middle - spread / 2 - 0.5) * 2) / 2;
  const max = Math.ceil((middle + spread / 2 + 0.5) * 2) / 2;
  const times = weighings.map((entry) => Date.parse(entry.measured_at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const innerWidth = plot.width - plot.pad.left - plot.pad.right;
  const innerHeight = plot.height - plot.pad.top - plot.pad.bottom;
  const x = (time: number) =>
    plot.pad.left + (last === first ? innerWidth / 2 : ((time - first) / (last - first)) * innerWidth);
  const y = (weight: number) => plot.pad.top + ((max - weight) / (max - min)) * innerHeight;
  const points = weighings.map((entry, index) => ({
    x: x(times[index]!),
    y: y(entry.weight),
    weight: entry.weight,
    measured_at: entry.measured_at,
  }));
  const change = weighings.length > 1 ? weights.at(-1)! - weights[0]! : 0;
  return {
    points,
    min,
    max,
    targetY: target === null ? null : y(target),
    change: Math.round(change * 10) / 10,
  };
}
