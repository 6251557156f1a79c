import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./returnPath.ts";

describe("the page to return to after signing in", () => {
  it.each([
    ["/meals/123", "/meals/123"],
    ["/meals?type=lunch&q=rice", "/meals?type=lunch&q=rice"],
    ["/profile#goals", "/profile#goals"],
  ])("follows the app's own path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["another site", "https://evil.example/meals"],
    ["a protocol-relative address", "//evil.example/meals"],
    ["a backslash address", "/\\evil.example"],
    ["a script", "javascript:alert(1)"],
    ["a control character", "/meals\n/x"],
    ["no path", "meals/1"],
    ["the login screen", "/login?redirect=/meals"],
    ["the register screen", "/register"],
    ["home", "/"],
    ["not a string", 42],
    ["nothing", undefined],
  ])("drops %s", (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
