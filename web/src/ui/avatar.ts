import { AVATAR } from "@nutrisnap/shared/constants";

/** spec §2 Avatar: the first letters of up to two words of the name, upper-cased. */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, AVATAR.maxInitials)
    .map((word) => Array.from(word)[0] ?? "")
    .join("");
  return initials.toLocaleUpperCase() || "?";
}

/**
 * spec §2 Avatar: one of 8 colours chosen by the first character. Every background carries white
 * text at AA contrast (4.5:1 or more).
 */
export const AVATAR_COLOURS = [
  "bg-rose-700",
  "bg-orange-700",
  "bg-amber-700",
  "bg-emerald-700",
  "bg-teal-700",
  "bg-sky-700",
  "bg-indigo-600",
  "bg-violet-700",
] as const;

export function avatarColourIndex(name: string): number {
  const first = name.trim().codePointAt(0) ?? 0;
  return first % AVATAR.colourCount;
}

export function avatarColour(name: string): (typeof AVATAR_COLOURS)[number] {
  return AVATAR_COLOURS[avatarColourIndex(name)] ?? AVATAR_COLOURS[0];
}
