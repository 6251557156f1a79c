import { GoalLineKey } from "./GoalLineKey.tsx";
import { useLingui } from "@lingui/react/macro";
import { useRecentDailyCalories } from "../../data/index.ts";
import { dateTimeFormat, useFormat } from "../../i18n/format.ts";
import { Card, CardBody, CardHeader, cn, Skeleton } from "../../ui/index.ts";
import { dayAsDate } from "../meals/dayLabels.ts";
import { useWidth } from "./useWidth.ts";

const HEIGHT = 220;
const PAD = { top: 24, bottom: 40, left: 8, right: 8 };

/**
 * Calories of the last 7 local days against the daily goal, drawn in SVG at the container's real
 * width so the text stays legible on a phone (no scaling of a fixed viewBox).
 */
export function WeeklyCaloriesChart({ goal, today }: { goal: number; today: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const days = useRecentDailyCalories(7);
  const { ref, width } = useWidth();
  const weekday = dateTimeFormat(format.tag, { weekday: "short" });

  const max = Math.max(goal, ...(days ?? []).map((day) => day.calories), 1) * 1.1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const slot = (width - PAD.left - PAD.right) / 7;
  const barWidth = Math.min(44, slot * 0.6);
  const goalText = format.number(goal);

  return (
    <Card>
      <CardHeader
        title={t`Last 7 days`}
        description={
          goal > 0 ? t`Calories per day against your goal of ${goalText} kcal` : t`Calories per day`
        }
      />
      <CardBody>
        {/* The SVG sits out of the flow so it never props the card open while the page narrows. */}
        <div ref={ref} className="relative w-full min-w-0 overflow-hidden" style={{ height: HEIGHT }}>
          {!days || width === 0 ? (
            <Skeleton className="size-full rounded-xl" />
          ) : (
            <svg
              width={width}
              height={HEIGHT}
              role="img"
              aria-label={t`Calories of the last 7 days`}
              className="absolute inset-0"
              data-testid="weekly-chart"
            >
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(0)}
                y2={y(0)}
                className="stroke-slate-300 dark:stroke-slate-700"
              />
              {days.map((day, index) => {
                const x = PAD.left + slot * index + (slot - barWidth) / 2;
                const top = y(day.calories);
                const over = goal > 0 && day.calories > goal;
                const current = day.date === today;
                return (
                  <g key={day.date} data-day={day.date}>
                    <title>{t`${format.longDate(dayAsDate(day.date))}: ${format.number(day.calories)} kcal`}</title>
                    <rect
                      x={x}
                      y={top}
                      width={barWidth}
                      height={Math.max(y(0) - top, day.calories > 0 ? 2 : 0)}
                      rx={6}
                      className={cn(
                        over
                          ? "fill-red-500 dark:fill-red-400"
                          : current
                            ? "fill-brand-600 dark:fill-brand-400"
                            : "fill-brand-300 dark:fill-brand-700",
                      )}
                    />
                    {day.calories > 0 && (
                      <text
                        x={x + barWidth / 2}
                        y={top - 6}
                        textAnchor="middle"
                        className="fill-slate-700 text-[11px] font-medium tabular-nums dark:fill-slate-300"
                      >
                        {format.number(day.calories)}
                      </text>
                    )}
                    <text
                      x={x + barWidth / 2}
                      y={HEIGHT - PAD.bottom + 18}
                      textAnchor="middle"
                      className={cn(
                        "text-xs",
                        current
                          ? "fill-slate-900 font-semibold dark:fill-white"
                          : "fill-slate-500 dark:fill-slate-400",
                      )}
                    >
                      {weekday.format(dayAsDate(day.date))}
                    </text>
                  </g>
                );
              })}
              {goal > 0 && (
                <g>
                  <line
                    x1={PAD.left}
                    x2={width - PAD.right}
                    y1={y(goal)}
                    y2={y(goal)}
                    strokeDasharray="6 4"
                    strokeWidth={1.5}
                    className="stroke-amber-500 dark:stroke-amber-400"
                  />
                </g>
              )}
            </svg>
          )}
        </div>
        {/* The goal's key sits under the plot, where no bar can reach it. */}
        {goal > 0 && (
          <GoalLineKey className="mt-2" data-testid="chart-goal-label">
            {t`Goal ${goalText} kcal`}
          </GoalLineKey>
        )}
      </CardBody>
    </Card>
  );
}
