import { create } from "zustand";

// spec §3/§4: the theme is light, dark or system, kept under the `theme` key (default system); the
// toggle cycles light → dark → system → light and the `dark` class on <html> shows the result.
// index.html applies the stored choice before the first paint; this module keeps it up to date.
export const THEME_KEY = "theme";
export const THEMES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEMES)[number];

const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === "string" && (THEMES as readonly string[]).includes(value);

export function nextTheme(choice: ThemeChoice): ThemeChoice {
  return choice === "light" ? "dark" : choice === "dark" ? "system" : "light";
}

/** Whether the page is drawn dark for a choice, given what the OS prefers. */
export function isDark(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === "dark" || (choice === "system" && systemPrefersDark);
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export function readTheme(storage: KeyValueStore | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

export function saveTheme(storage: KeyValueStore | undefined, choice: ThemeChoice): void {
  try {
    storage?.setItem(THEME_KEY, choice);
  } catch (error) {
    console.warn("Could not save the theme", error);
  }
}

const browserStorage = (): Storage | undefined =>
  typeof localStorage === "undefined" ? undefined : localStorage;

const darkQuery = (): MediaQueryList | undefined =>
  typeof matchMedia === "undefined" ? undefined : matchMedia("(prefers-color-scheme: dark)");

function applyTheme(choice: ThemeChoice): void {
  if (typeof document === "undefined") return;
  document.documentElement.classList.toggle("dark", isDark(choice, darkQuery()?.matches ?? false));
}

interface ThemeState {
  choice: ThemeChoice;
  setTheme: (choice: ThemeChoice) => void;
  cycleTheme: () => void;
}

export const useTheme = create<ThemeState>((set, get) => ({
  choice: readTheme(browserStorage()),
  setTheme: (choice) => {
    saveTheme(browserStorage(), choice);
    applyTheme(choice);
    set({ choice });
  },
  cycleTheme: () => get().setTheme(nextTheme(get().choice)),
}));

/** Follows the OS setting live while the choice is "system"; call once at start-up. */
export function watchSystemTheme(): () => void {
  applyTheme(useTheme.getState().choice);
  const query = darkQuery();
  const onChange = () => applyTheme(useTheme.getState().choice);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}
