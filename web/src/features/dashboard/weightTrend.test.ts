import { describe, expect, it } from "vitest";
import { weightTrend } from "./weightTrend.ts";

const plot = { width: 300, height: 200, pad: { top: 10, bottom: 30, left: 40, right: 10 } };

describe("the weight chart (issue 15 item 17)", () => {
  it("places weighings by time across the width and by weight down the height", () => {
    const trend = weightTrend(
      [
        { weight: 72, measured_at: "2026-11-01T08:00:00Z" },
        { weight: 71, measured_at: "2026-11-11T08:00:00Z" },
        { weight: 70, measured_at: "2026-11-21T08:00:00Z" },
      ],
      plot,
    );
    expect(trend.points.map((point) => point.x)).toEqual([40, 165, 290]);
    expect(trend.min).toBeLessThan(70);
    expect(trend.max).toBeGreaterThan(72);
    const [first, , last] = trend.points;
    expect(first!.y).toBeLessThan(last!.y);
    expect(trend.change).toBe(-2);
    for (const point of trend.points) {
      expect(point.y).toBeGreaterThanOrEqual(10);
      expect(point.y).toBeLessThanOrEqual(170);
    }
  });

  it("centres a single weighing, keeps 2 kg of scale and includes the target", () => {
    const trend = weightTrend([{ weight: 80, measured_at: "2026-11-21T08:00:00Z" }], plot, 75);
    expect(trend.points[0]!.x).toBe(165);
    expect(trend.change).toBe(0);
    expect(trend.min).toBeLessThanOrEqual(74.5);
    expect(trend.targetY).toBeGreaterThan(trend.points[0]!.y);
  });
});
