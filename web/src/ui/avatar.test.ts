import { describe, expect, it } from "vitest";
import { AVATAR_COLOURS, avatarColour, avatarColourIndex, avatarInitials } from "./avatar.ts";

describe("spec §2 avatar", () => {
  it.each([
    ["Ana María Pérez", "AM"],
    ["ana", "A"],
    ["  josé   luis ", "JL"],
    ["Ñandú Ébano", "ÑÉ"],
    ["", "?"],
  ])("initials of %j are %s", (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });

  it("has 8 colours and picks one by the first character only", () => {
    expect(AVATAR_COLOURS).toHaveLength(8);
    expect(avatarColour("Ana")).toBe(avatarColour("Alberto"));
    expect(avatarColourIndex("A")).toBe(65 % 8);
    expect(avatarColourIndex("B")).toBe(66 % 8);
    expect(avatarColour("Ana")).not.toBe(avatarColour("Bea"));
  });
});
