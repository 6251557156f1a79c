import { describe, expect, it } from "vitest";
import { defaultSettings, readSettings, saveSettings, SETTINGS_KEY } from "./localSettings.ts";

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe("spec §2 settings kept locally", () => {
  it("defaults to email updates on, marketing off, visibility public", () => {
    expect(readSettings(memory())).toEqual({ emailUpdates: true, marketing: false, visibility: "public" });
    expect(defaultSettings.visibility).toBe("public");
  });

  it("reads back what was saved", () => {
    const storage = memory();
    saveSettings(storage, { emailUpdates: false, marketing: true, visibility: "friends" });
    expect(readSettings(storage)).toEqual({ emailUpdates: false, marketing: true, visibility: "friends" });
  });

  it("ignores broken or unknown stored values", () => {
    expect(readSettings(memory({ [SETTINGS_KEY]: "{not json" }))).toEqual(defaultSettings);
    expect(readSettings(memory({ [SETTINGS_KEY]: '{"visibility":"everyone","marketing":"yes"}' }))).toEqual(
      defaultSettings,
    );
  });
});
