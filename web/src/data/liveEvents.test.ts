import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveMessage } from "@nutrisnap/shared/api";
import { logMeal } from "./commands/meals.ts";
import { dataContext } from "./context.ts";
import { parseLiveMessage, subscribeLiveMessages } from "./liveEvents.ts";
import { engineState } from "./syncEngine.ts";
import { photo, signedInScenario, waitFor, type Scenario } from "./testing/scenario.ts";

describe("parseLiveMessage", () => {
  it("reads a live message of spec §3", async () => {
    const data = JSON.stringify({
      type: "meal_analysis_completed",
      payload: { meal_id: "m1", meal_title: "Cazuela" },
    });
    expect(await parseLiveMessage(data)).toEqual({
      type: "meal_analysis_completed",
      payload: { meal_id: "m1", meal_title: "Cazuela" },
    });
  });

  it.each([
    ["not json {"],
    [JSON.stringify({ type: "something_else", payload: {} })],
    [JSON.stringify(null)],
  ])("ignores and logs %s", async (data) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await parseLiveMessage(data)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("the live channel", () => {
  let scenario: Scenario;
  beforeEach(async () => {
    scenario = await signedInScenario();
  });
  afterEach(() => scenario.close());

  it("connects with the session and delivers analysis messages, after which the meal is pulled", async () => {
    await waitFor(() => engineState.getState().live === "connected");
    const received: LiveMessage[] = [];
    const unsubscribe = subscribeLiveMessages((message) => received.push(message));
    const logged = await logMeal({
      type: "dinner",
      photos: [await photo("once.png", "#a50")],
      context: null,
    });
    const id = logged.ok ? logged.data.id : "";
    // Without an AI provider the server's analysis ends 'failed', and says so on the channel.
    await waitFor(() => received.some((message) => message.type === "meal_analysis_failed"));
    unsubscribe();
    expect(received.map((message) => message.type)).toEqual([
      "meal_analysis_started",
      "meal_analysis_failed",
    ]);
    expect(received[1]!.payload).toEqual({ meal_id: id, meal_title: "Cena" });
    await waitFor(async () => (await dataContext().db.meals.get(id))?.analysis_status === "failed");
  });
});
