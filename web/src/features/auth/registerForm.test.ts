import { describe, expect, it } from "vitest";
import {
  passwordsMismatch,
  registerErrors,
  type RegisterField,
  type RegisterFields,
} from "./registerForm.ts";

const filled: RegisterFields = {
  name: "Ana Pérez",
  email: "ana@example.cl",
  password: "secret1",
  passwordConfirm: "secret1",
  locale: "es_CL",
};
const none = new Set<RegisterField>();

describe("spec §5 register live validation", () => {
  it("shows nothing on an untouched empty form", () => {
    expect(
      registerErrors({ ...filled, name: "", email: "", password: "", passwordConfirm: "" }, none, false),
    ).toEqual({});
  });

  it("shows 'required' for every empty field once submitted", () => {
    expect(
      registerErrors({ ...filled, name: "", email: "", password: "", passwordConfirm: "" }, none, true),
    ).toEqual({
      name: "required",
      email: "required",
      password: "required",
      passwordConfirm: "required",
    });
  });

  it("shows a touched field's rule as it is typed", () => {
    expect(registerErrors({ ...filled, name: "Al" }, new Set(["name"]), false)).toEqual({
      name: "nameTooShort",
    });
    expect(registerErrors({ ...filled, name: "a".repeat(101) }, new Set(["name"]), false)).toEqual({
      name: "nameTooLong",
    });
    expect(
      registerErrors(
        { ...filled, password: "12345", passwordConfirm: "12345" },
        new Set(["password"]),
        false,
      ),
    ).toEqual({
      password: "passwordTooShort",
    });
  });

  it("shows the mismatch as soon as both passwords are filled and differ, touched or not", () => {
    expect(registerErrors({ ...filled, passwordConfirm: "secret2" }, none, false)).toEqual({
      passwordConfirm: "passwordsDoNotMatch",
    });
    expect(registerErrors({ ...filled, passwordConfirm: "" }, none, false)).toEqual({});
  });

  it.each([
    ["", "", false],
    ["abc", "", false],
    ["", "abc", false],
    ["abc", "abc", false],
    ["abc", "abd", true],
  ])("mismatch(%j, %j) = %s", (password, passwordConfirm, expected) => {
    expect(passwordsMismatch({ password, passwordConfirm })).toBe(expected);
  });
});
