import { describe, expect, it } from "vitest";
import {
  emptyDraft,
  goalSummary,
  onboardingRequest,
  stepErrors,
  type OnboardingDraft,
} from "./onboardingForm.ts";

const complete: OnboardingDraft = {
  ...emptyDraft,
  age: "34",
  gender: "female",
  height: "165",
  current_weight: "70.5",
  target_weight: "",
  activity_level: "moderate",
};

describe("spec §5 onboarding step rules", () => {
  it("asks for every basic field on an empty step 1", () => {
    expect(stepErrors(1, emptyDraft)).toEqual({
      age: "required",
      gender: "genderRequired",
      height: "required",
      current_weight: "required",
    });
  });

  it.each([
    [{ age: "12" }, { age: "ageRange" }],
    [{ age: "121" }, { age: "ageRange" }],
    [{ age: "30.5" }, { age: "ageWholeYears" }],
    [{ age: "34,5" }, { age: "ageWholeYears" }],
    [{ age: "9,5" }, { age: "ageRange" }],
    [{ height: "99.9" }, { height: "heightRange" }],
    [{ height: "250" }, {}],
    [{ current_weight: "300.1" }, { current_weight: "weightRange" }],
    [{ current_weight: "70,5" }, {}],
    [{ height: "165,5" }, {}],
  ])("step 1 %j → %j", (change, expected) => {
    expect(stepErrors(1, { ...complete, ...change })).toEqual(expected);
  });

  it.each([
    [{ activity_level: undefined }, { activity_level: "activityLevelRequired" }],
    [{ target_weight: "29.9" }, { target_weight: "targetWeightRange" }],
    [{ target_weight: "300" }, {}],
    [{ target_weight: "" }, {}],
  ])("step 2 %j → %j", (change, expected) => {
    expect(stepErrors(2, { ...complete, ...change })).toEqual(expected);
  });

  it("has no rules on steps 3 and 4", () => {
    expect(stepErrors(3, emptyDraft)).toEqual({});
    expect(stepErrors(4, emptyDraft)).toEqual({});
  });
});

describe("spec §3 onboarding request", () => {
  it("sends numbers and leaves out empty lists, empty choices and a missing target", () => {
    expect(onboardingRequest(complete)).toEqual({
      age: 34,
      gender: "female",
      height: 165,
      current_weight: 70.5,
      activity_level: "moderate",
    });
  });

  it("sends what was chosen", () => {
    const body = onboardingRequest({
      ...complete,
      target_weight: "65",
      dietary_restrictions: ["vegan"],
      cooking_frequency: "often",
      budget_preference: "low",
    });
    expect(body).toMatchObject({
      target_weight: 65,
      dietary_restrictions: ["vegan"],
      cooking_frequency: "often",
      budget_preference: "low",
    });
    expect(body).not.toHaveProperty("health_conditions");
  });
});

describe("spec §2/§4 goal summary", () => {
  it.each([
    ["", "maintenance", 0],
    ["65", "weight_loss", -5.5],
    ["71.5", "maintenance", 1],
    ["71.6", "weight_gain", 1.1],
    ["69.5", "maintenance", -1],
  ])("target %j → %s %d", (target, goalType, difference) => {
    expect(goalSummary({ ...complete, target_weight: target })).toEqual({ goalType, difference });
  });

  it("has nothing to say without a current weight", () => {
    expect(goalSummary(emptyDraft)).toBeNull();
  });
});
