// @vitest-environment jsdom
// spec §2 Dashboard: consumed, goal and what remains are read together, so the remaining amount is
// the goal less the consumed amount as shown (7.5 g of fibre shows as 8; 25 g goal leaves 17, not 18).
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { ProgressRow } from "./ProgressRow.tsx";

afterEach(cleanup);

async function shown(): Promise<{ consumed: number; goal: number; remaining: number }> {
  const row = await screen.findByTestId("progress-Fiber");
  const [consumed, goal] = [...row.querySelector("span.tabular-nums")!.textContent!.matchAll(/\d+/g)].map(
    (match) => Number(match[0]),
  );
  const remaining = Number(/\d+/.exec(screen.getByTestId("remaining").textContent!)![0]);
  return { consumed: consumed!, goal: goal!, remaining };
}

describe("a progress row", () => {
  it.each([
    [7.5, 25],
    [67.5, 136],
    [12.4, 50],
  ])("shows a remaining amount that adds up with %s g consumed of %s g", async (consumed, goal) => {
    await renderScreen(<ProgressRow label="Fiber" unit="g" consumed={consumed} goal={goal} />, {
      locale: "en_US",
    });
    const row = await shown();
    expect(row.goal).toBe(goal);
    expect(row.consumed + row.remaining).toBe(row.goal);
  });

  it("shows an excess that adds up over the goal", async () => {
    await renderScreen(<ProgressRow label="Fiber" unit="g" consumed={30.5} goal={25} />, { locale: "en_US" });
    const row = await screen.findByTestId("progress-Fiber");
    expect(row.textContent).toContain("31 / 25 g");
    expect(screen.getByTestId("remaining").textContent).toBe("6 g over goal");
  });
});
