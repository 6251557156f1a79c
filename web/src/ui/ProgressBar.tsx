import { cn } from "./cn.ts";

export type ProgressTone = "brand" | "green" | "yellow" | "blue" | "grey" | "red";

const tones: Record<ProgressTone, string> = {
  brand: "bg-brand-600 dark:bg-brand-500",
  green: "bg-green-600 dark:bg-green-500",
  yellow: "bg-amber-500 dark:bg-amber-400",
  blue: "bg-sky-600 dark:bg-sky-500",
  grey: "bg-slate-400 dark:bg-slate-500",
  red: "bg-red-600 dark:bg-red-500",
};

export interface ProgressBarProps {
  /** Percent, 0 to 100; larger values are drawn full (spec §9: capped at 100). */
  value: number;
  /** The accessible name, e.g. "Calories" or "Step 2 of 4". */
  label: string;
  /** Read out instead of the percent, e.g. "1,200 of 2,000 kcal". */
  valueText?: string;
  tone?: ProgressTone;
  size?: "sm" | "md";
  className?: string;
}

export function ProgressBar({
  value,
  label,
  valueText,
  tone = "brand",
  size = "md",
  className,
}: ProgressBarProps) {
  const shown = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={valueText}
      className={cn(
        "w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800",
        size === "sm" ? "h-1.5" : "h-2.5",
        className,
      )}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-300", tones[tone])}
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
