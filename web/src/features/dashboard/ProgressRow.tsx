import { useLingui } from "@lingui/react/macro";
import {
  excessOverGoal,
  progressColour,
  progressPercent,
  remainingToGoal,
} from "@nutrisnap/shared/nutrition";
import { useFormat } from "../../i18n/format.ts";
import { cn, ProgressBar } from "../../ui/index.ts";
import { goalStatus } from "./goalStatus.ts";

export interface ProgressRowProps {
  label: string;
  unit: string;
  consumed: number;
  goal: number;
}

/**
 * spec §2, §9: consumed versus goal, the percent, what remains, "Goal met" in green at or just past
 * the goal, or a meaningful excess in red (goalStatus); bar capped at 100 %.
 */
export function ProgressRow({ label, unit, consumed, goal }: ProgressRowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const status = goalStatus(consumed, goal);
  const over = status === "over";
  const percent = goal > 0 ? (consumed / goal) * 100 : 0;
  const consumedText = format.number(consumed);
  const goalText = format.number(goal);
  // What remains (or the excess) is worked out from the whole numbers shown beside it, so the three
  // add up on screen: 7.5 of 25 g shows as "8 / 25 g, 17 g remaining", not 18.
  const remaining = format.number(remainingToGoal(Math.round(consumed), Math.round(goal)));
  const excess = format.number(excessOverGoal(Math.round(consumed), Math.round(goal)));
  return (
    <div className="flex flex-col gap-1.5" data-testid={`progress-${label}`} data-status={status}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
        <span className="text-slate-600 tabular-nums dark:text-slate-400">
          <span className="font-semibold text-slate-900 dark:text-white">{consumedText}</span> / {goalText}{" "}
          {unit}
          <span className="ml-2 text-xs" data-testid="percent">
            {format.number(percent)}%
          </span>
        </span>
      </div>
      <ProgressBar
        value={progressPercent(consumed, goal)}
        label={label}
        valueText={t`${consumedText} of ${goalText} ${unit}`}
        tone={over ? "red" : status === "met" ? "green" : progressColour(percent)}
      />
      <p
        className={cn(
          "text-xs",
          over
            ? "font-medium text-red-700 dark:text-red-400"
            : status === "met"
              ? "font-medium text-green-700 dark:text-green-400"
              : "text-slate-600 dark:text-slate-400",
        )}
        data-testid="remaining"
      >
        {over
          ? t`${excess} ${unit} over goal`
          : status === "met"
            ? t`Goal met`
            : t`${remaining} ${unit} remaining`}
      </p>
    </div>
  );
}
