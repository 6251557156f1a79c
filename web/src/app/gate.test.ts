import { describe, expect, it } from "vitest";
import type { Onboarding } from "@nutrisnap/shared/api";
import { privateGate, visitorGate, type GateInput } from "./gate.ts";

const record: Onboarding = {
  age: 30,
  gender: "female",
  height: 165,
  current_weight: 62,
  target_weight: null,
  activity_level: "light",
  dietary_restrictions: [],
  health_conditions: [],
  food_preferences: [],
  cooking_frequency: null,
  budget_preference: null,
  created_at: "2026-11-21T08:00:00.000Z",
  updated_at: "2026-11-21T08:00:00.000Z",
};

const base: GateInput = {
  session: "signedIn",
  onboarding: record,
  justOnboarded: false,
  onOnboardingRoute: false,
};

describe("spec §4 private route gate", () => {
  it.each([
    ["session unknown: spinner", { session: "unknown" }, { kind: "wait" }],
    ["signed out: /login", { session: "signedOut" }, { kind: "redirect", to: "/login" }],
    ["onboarding still loading: spinner", { onboarding: undefined }, { kind: "wait" }],
    [
      "not onboarded off /onboarding: /onboarding",
      { onboarding: null },
      { kind: "redirect", to: "/onboarding" },
    ],
    [
      "not onboarded on /onboarding: render",
      { onboarding: null, onOnboardingRoute: true },
      { kind: "render" },
    ],
    [
      "onboarded on /onboarding: /dashboard",
      { onOnboardingRoute: true },
      { kind: "redirect", to: "/dashboard" },
    ],
    ["onboarded elsewhere: render", {}, { kind: "render" }],
    [
      "just onboarded before the record reads back: render",
      { onboarding: null, justOnboarded: true },
      { kind: "render" },
    ],
    [
      "onboarding never loaded and the server out of reach: counts as not done",
      { onboarding: undefined, offline: true },
      { kind: "redirect", to: "/onboarding" },
    ],
    [
      "signed out wins over onboarding",
      { session: "signedOut", onboarding: null },
      { kind: "redirect", to: "/login" },
    ],
  ] as const)("%s", (_label, change, expected) => {
    expect(privateGate({ ...base, ...change })).toEqual(expected);
  });
});

describe("spec §2 visitors-only routes", () => {
  it("send a signed-in user to /dashboard and let others in", () => {
    expect(visitorGate("signedIn")).toEqual({ kind: "redirect", to: "/dashboard" });
    expect(visitorGate("signedOut")).toEqual({ kind: "render" });
    expect(visitorGate("unknown")).toEqual({ kind: "render" });
  });
});
