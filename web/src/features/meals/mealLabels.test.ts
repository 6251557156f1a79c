import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "../../data/outbox.ts";
import { syncOf } from "../../data/queries/localMeals.ts";
import { waitsToSync } from "./mealLabels.tsx";

const analyze = (fields: Partial<OutboxEntry>): OutboxEntry => ({
  key: "k1",
  group: "meal:m1",
  request: { kind: "meal.analyze", mealId: "m1", context: null },
  state: "pending",
  attempts: 0,
  notBefore: 0,
  sentAt: null,
  error: null,
  createdAt: 0,
  ...fields,
});
const pending = { analysis_status: "pending" as const };

describe("a meal waiting to sync", () => {
  it("is one whose analysis request the server could not take, waiting on the device for its next try", () => {
    // Before: a 5xx on the analyze request left the meal "Analyzing your meal…" with a progress bar
    // for as long as the server kept failing, online, though nothing was being analysed.
    const retrying = analyze({
      attempts: 3,
      notBefore: Date.now() + 30_000,
      error: { status: 503, message: "Service unavailable" },
    });
    expect(waitsToSync({ ...pending, ...syncOf([retrying]) }, true)).toBe(true);
  });

  it("is not one whose request is on its way for the first time, online", () => {
    expect(waitsToSync({ ...pending, ...syncOf([analyze({ sentAt: Date.now() })]) }, true)).toBe(false);
    // Offline, it waits whatever the attempts.
    expect(waitsToSync({ ...pending, ...syncOf([analyze({})]) }, false)).toBe(true);
    // Analysed already: nothing waits.
    expect(waitsToSync({ analysis_status: "completed", ...syncOf([]) }, true)).toBe(false);
  });
});
