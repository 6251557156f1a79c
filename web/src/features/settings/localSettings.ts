// spec §2 Settings: notification checkboxes and profile visibility, kept on this device only
// (never sent to a server, §6: visibility is not enforced).
export const VISIBILITIES = ["public", "private", "friends"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export interface LocalSettings {
  emailUpdates: boolean;
  marketing: boolean;
  visibility: Visibility;
}

export const SETTINGS_KEY = "local_settings";
export const defaultSettings: LocalSettings = { emailUpdates: true, marketing: false, visibility: "public" };

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export function readSettings(storage: KeyValueStore | undefined): LocalSettings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return defaultSettings;
    const stored = parsed as Partial<Record<keyof LocalSettings, unknown>>;
    return {
      emailUpdates:
        typeof stored.emailUpdates === "boolean" ? stored.emailUpdates : defaultSettings.emailUpdates,
      marketing: typeof stored.marketing === "boolean" ? stored.marketing : defaultSettings.marketing,
      visibility: VISIBILITIES.includes(stored.visibility as Visibility)
        ? (stored.visibility as Visibility)
        : defaultSettings.visibility,
    };
  } catch {
    return defaultSettings;
  }
}

export function saveSettings(storage: KeyValueStore | undefined, settings: LocalSettings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    console.warn("Could not save the settings", error);
  }
}
