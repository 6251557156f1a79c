import { useLingui } from "@lingui/react/macro";
import { IconButton, MonitorIcon, MoonIcon, SunIcon } from "../ui/index.ts";
import { navItemClasses } from "./navItem.ts";
import { nextTheme, useTheme, type ThemeChoice } from "./theme.ts";

const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

export function useThemeNames(): Record<ThemeChoice, string> {
  const { t } = useLingui();
  return { light: t`Light`, dark: t`Dark`, system: t`System` };
}

/**
 * spec §4: one button cycling light → dark → system; its name says the current and next theme.
 * `row` draws it as a sidebar row (with text unless `compact`), otherwise as an icon button.
 */
export function ThemeToggle({ row = false, compact = false }: { row?: boolean; compact?: boolean }) {
  const { t } = useLingui();
  const { choice, cycleTheme } = useTheme();
  const names = useThemeNames();
  const current = names[choice];
  const next = names[nextTheme(choice)];
  const Icon = icons[choice];
  const label = t`Theme: ${current}. Switch to ${next}`;
  if (row) {
    return (
      <button
        type="button"
        onClick={cycleTheme}
        aria-label={label}
        title={label}
        data-theme-choice={choice}
        className={navItemClasses(compact)}
      >
        <Icon className="size-5 shrink-0" />
        {!compact && <span className="truncate">{t`Theme: ${current}`}</span>}
      </button>
    );
  }
  return (
    <IconButton
      label={label}
      icon={<Icon className="size-5" />}
      onClick={cycleTheme}
      data-theme-choice={choice}
    />
  );
}
