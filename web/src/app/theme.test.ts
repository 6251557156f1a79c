import { describe, expect, it } from "vitest";
import { isDark, nextTheme, readTheme, saveTheme, THEME_KEY, type ThemeChoice } from "./theme.ts";

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe("spec §4 theme toggle", () => {
  it("cycles light → dark → system → light", () => {
    const seen: ThemeChoice[] = ["light"];
    for (let i = 0; i < 3; i++) seen.push(nextTheme(seen.at(-1)!));
    expect(seen).toEqual(["light", "dark", "system", "light"]);
  });

  it.each([
    ["light", false, false],
    ["light", true, false],
    ["dark", false, true],
    ["system", false, false],
    ["system", true, true],
  ] as const)("%s with the OS dark=%s draws dark=%s", (choice, osDark, dark) => {
    expect(isDark(choice, osDark)).toBe(dark);
  });
});

describe("spec §3 theme preference", () => {
  it("defaults to system when nothing or something unknown is stored", () => {
    expect(readTheme(memoryStorage())).toBe("system");
    expect(readTheme(memoryStorage({ [THEME_KEY]: "sepia" }))).toBe("system");
    expect(readTheme(undefined)).toBe("system");
  });

  it("stores the choice under the key 'theme'", () => {
    const storage = memoryStorage();
    saveTheme(storage, "dark");
    expect(storage.values.get("theme")).toBe("dark");
    expect(readTheme(storage)).toBe("dark");
  });

  it("falls back to system when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readTheme(broken)).toBe("system");
  });
});
