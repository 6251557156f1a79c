import { useLingui } from "@lingui/react/macro";
import { Button, IconButton, MonitorIcon, MoonIcon, SunIcon } from "../ui/index.ts";
import { nextTheme, useTheme, type ThemeChoice } from "./theme.ts";

const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

export function useThemeNames(): Record<ThemeChoice, string> {
  const { t } = useLingui();
  return { light: t`Light`, dark: t`Dark`, system: t`System` };
}

/** spec §4: one button cycling light → dark → system; its name says the current and next theme. */
export function ThemeToggle({ withText = false }: { withText?: boolean }) {
  const { t } = useLingui();
  const { choice, cycleTheme } = useTheme();
  const names = useThemeNames();
  const current = names[choice];
  const next = names[nextTheme(choice)];
  const Icon = icons[choice];
  const label = t`Theme: ${current}. Switch to ${next}`;
  if (withText) {
    return (
      <Button
        variant="ghost"
        onClick={cycleTheme}
        aria-label={label}
        title={label}
        className="w-full justify-start"
      >
        <Icon className="size-5 shrink-0" />
        <span className="truncate">{t`Theme: ${current}`}</span>
      </Button>
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
