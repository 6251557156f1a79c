import { describe, expect, it } from "vitest";
import {
  earlyAccessRequestSchema,
  loginRequestSchema,
  onboardingBasicsSchema,
  onboardingGoalsStepSchema,
  onboardingRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
} from "../api/index.ts";
import { firstErrors, validate } from "./fieldErrors.ts";
import { englishMessages } from "./messageKeys.ts";
import { selectPhotos } from "./photos.ts";

const errorsOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? {} : firstErrors(result.errors);
};

const register = {
  name: "Ana",
  email: "ana@example.cl",
  password: "secret",
  passwordConfirm: "secret",
  locale: "es_CL",
};

describe("spec §5 register", () => {
  it.each([
    ["name of 2 characters", { name: "Al" }, { name: "nameTooShort" }],
    ["name of 3 characters", { name: "Ana" }, {}],
    ["name of 100 characters", { name: "a".repeat(100) }, {}],
    ["name of 101 characters", { name: "a".repeat(101) }, { name: "nameTooLong" }],
    ["empty name", { name: "" }, { name: "required" }],
    ["email that is not one", { email: "ana.example.cl" }, { email: "invalidEmail" }],
    ["password of 5", { password: "12345", passwordConfirm: "12345" }, { password: "passwordTooShort" }],
    ["password of 6", { password: "123456", passwordConfirm: "123456" }, {}],
    ["mismatched confirmation", { passwordConfirm: "secreT" }, { passwordConfirm: "passwordsDoNotMatch" }],
    ["unsupported locale", { locale: "fr_FR" }, { locale: "invalidLocale" }],
  ])("%s", (_label, change, expected) => {
    expect(errorsOf(registerRequestSchema, { ...register, ...change })).toEqual(expected);
  });

  it("requires every field", () => {
    expect(errorsOf(registerRequestSchema, {})).toMatchObject({
      name: "required",
      email: "required",
      password: "required",
      passwordConfirm: "required",
    });
  });
});

describe("spec §5 login", () => {
  it("requires email and password", () => {
    expect(errorsOf(loginRequestSchema, { email: "", password: "" })).toEqual({
      email: "required",
      password: "required",
    });
  });
  it("defaults remember me to off", () => {
    const result = validate(loginRequestSchema, { email: "a@b.cl", password: "x" });
    expect(result.ok && result.data.remember).toBe(false);
  });
});

describe("spec §5 change password", () => {
  const body = { current_password: "old-one", new_password: "new-one", confirm_password: "new-one" };
  it.each([
    ["matching and long enough", {}, {}],
    [
      "new password of 5",
      { new_password: "12345", confirm_password: "12345" },
      { new_password: "newPasswordTooShort" },
    ],
    ["confirmation differs", { confirm_password: "new-two" }, { confirm_password: "newPasswordsDoNotMatch" }],
  ])("%s", (_label, change, expected) => {
    expect(errorsOf(passwordChangeRequestSchema, { ...body, ...change })).toEqual(expected);
  });
});

describe("spec §5 profile form", () => {
  it.each([
    [{ name: "", email: "a@b.cl", locale: "en_US" }, { name: "profileFieldsRequired" }],
    [{ name: "Ana", email: "a@b.cl" }, { locale: "profileFieldsRequired" }],
    [{ name: "Ana", email: "a@b.cl", locale: "pt_BR" }, { locale: "invalidLocale" }],
    [{ name: "Ana", email: "a@b.cl", locale: "es_CL" }, {}],
  ])("%j", (input, expected) => {
    expect(errorsOf(profileUpdateRequestSchema, input)).toEqual(expected);
  });
});

describe("spec §5 onboarding steps 1 and 2", () => {
  const basics = { age: 30, gender: "female", height: 165, current_weight: 62.5 };
  it.each([
    ["age 12", { age: 12 }, { age: "ageRange" }],
    ["age 13", { age: 13 }, {}],
    ["age 120", { age: 120 }, {}],
    ["age 121", { age: 121 }, { age: "ageRange" }],
    ["age missing", { age: undefined }, { age: "required" }],
    ["age as text", { age: "30" }, { age: "ageRange" }],
    ["age 34.5 (whole years only)", { age: 34.5 }, { age: "ageWholeYears" }],
    ["age 12.5 (out of range first)", { age: 12.5 }, { age: "ageRange" }],
    ["height 99.9", { height: 99.9 }, { height: "heightRange" }],
    ["height 250", { height: 250 }, {}],
    ["weight 29.9", { current_weight: 29.9 }, { current_weight: "weightRange" }],
    ["weight 300", { current_weight: 300 }, {}],
    ["no gender", { gender: undefined }, { gender: "genderRequired" }],
  ])("%s", (_label, change, expected) => {
    expect(errorsOf(onboardingBasicsSchema, { ...basics, ...change })).toEqual(expected);
  });

  it.each([
    [{ activity_level: "light" }, {}],
    [{ activity_level: "light", target_weight: 30 }, {}],
    [{ activity_level: "light", target_weight: 300.1 }, { target_weight: "targetWeightRange" }],
    [{ target_weight: 70 }, { activity_level: "activityLevelRequired" }],
  ])("step 2 %j", (input, expected) => {
    expect(errorsOf(onboardingGoalsStepSchema, input)).toEqual(expected);
  });

  it("parses lists sent as JSON strings and empties invalid ones (spec §3)", () => {
    const result = validate(onboardingRequestSchema, {
      ...basics,
      activity_level: "moderate",
      dietary_restrictions: '["vegan","glutenFree"]',
      health_conditions: "not json",
    });
    expect(result.ok && result.data.dietary_restrictions).toEqual(["vegan", "glutenFree"]);
    expect(result.ok && result.data.health_conditions).toEqual([]);
  });

  it("rejects unknown keys and unknown list entries", () => {
    expect(
      errorsOf(onboardingRequestSchema, { ...basics, activity_level: "light", favourite_colour: "green" }),
    ).toEqual({ favourite_colour: "unknownField" });
    expect(
      errorsOf(onboardingRequestSchema, {
        ...basics,
        activity_level: "light",
        food_preferences: ["pizzaOnly"],
      }),
    ).toEqual({ "food_preferences.0": "invalidChoice" });
  });
});

describe("spec §5 early-access email pattern", () => {
  it.each([
    ["ana@example.cl", true],
    ["a@b.c", true],
    ["ana@example", false],
    ["ana example@x.cl", false],
    ["@example.cl", false],
    ["", false],
  ])("%s → %s", (email, valid) => {
    expect(validate(earlyAccessRequestSchema, { email }).ok).toBe(valid);
  });
});

describe("spec §5 photo selection", () => {
  const image = (name: string) => ({ name, type: "image/jpeg" });
  it("keeps only the first that fit and says how many more could be added", () => {
    const { accepted, problems } = selectPhotos(3, [image("a"), image("b"), image("c")]);
    expect(accepted.map((f) => f.name)).toEqual(["a", "b"]);
    expect(problems).toEqual([{ key: "onlyMorePhotos", count: 2 }]);
  });
  it("rejects non-images by name", () => {
    const { accepted, problems } = selectPhotos(0, [{ name: "notes.txt", type: "text/plain" }, image("a")]);
    expect(accepted).toHaveLength(1);
    expect(problems).toEqual([{ key: "notAnImage", filename: "notes.txt" }]);
  });
  it("takes a HEIC the browser gives no type, by its extension (decision 070)", () => {
    const { accepted, problems } = selectPhotos(0, [
      { name: "IMG_0001.HEIC", type: "" },
      { name: "IMG_0002.heif", type: "" },
      { name: "notes", type: "" },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(["IMG_0001.HEIC", "IMG_0002.heif"]);
    expect(problems).toEqual([{ key: "notAnImage", filename: "notes" }]);
  });
  it("says the maximum when no slot is left", () => {
    expect(selectPhotos(5, [image("f")]).problems).toEqual([{ key: "tooManyPhotos", max: 5 }]);
  });
});

describe("message keys", () => {
  it("has the spec's English wording", () => {
    expect(englishMessages.passwordsDoNotMatch).toBe("Passwords do not match");
    expect(englishMessages.invalidLocale).toBe("Invalid locale. Must be en_US or es_CL");
    expect(englishMessages.tooManyPhotos).toBe("Maximum {max} photos allowed per meal");
  });
});
