import { GoalLineKey } from "./GoalLineKey.tsx";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Onboarding } from "@nutrisnap/shared/api";
import { recordWeight, useWeights, type WeightRow } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  NumberField,
  parseNumberInput,
  Skeleton,
} from "../../ui/index.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";
import { useWidth } from "./useWidth.ts";
import { weightTrend } from "./weightTrend.ts";

const HEIGHT = 180;
const PAD = { top: 16, bottom: 28, left: 44, right: 12 };

/**
 * The weight log on the dashboard (issue 15 item 17): record today's weight (offline too) and see
 * the trend of the latest weighings against the target.
 */
export function WeightCard({ onboarding }: { onboarding: Onboarding | null | undefined }) {
  const { t } = useLingui();
  const weights = useWeights();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState(false);
  // A refused weight takes the user back to the field (decision 200), not left on the button.
  const { within, invalidSubmit } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const weight = parseNumberInput(text);
    setBusy(true);
    const result = await recordWeight(weight ?? Number.NaN);
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors?.weight?.[0] ?? result.message);
      if (result.fieldErrors?.weight) invalidSubmit();
      return;
    }
    setText("");
    setError(undefined);
    setRecorded(true);
  };

  return (
    <Card data-testid="weight-card">
      <CardHeader
        title={t`Weight`}
        description={t`Your latest weighings. The newest counts for your goals and BMI.`}
      />
      <CardBody className="flex flex-col gap-4">
        {weights === undefined ? (
          <Skeleton className="h-44 rounded-xl" />
        ) : weights.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="weight-empty">
            {t`No weighings yet. Record your weight to follow its trend here.`}
          </p>
        ) : (
          <WeightChart weights={weights} target={onboarding?.target_weight ?? null} />
        )}
        <form
          ref={within}
          onSubmit={(event) => void submit(event)}
          className="flex flex-wrap items-start gap-3"
          noValidate
          data-testid="weight-form"
        >
          <NumberField
            label={t`Today's weight`}
            unit="kg"
            value={text}
            onValueChange={(next) => {
              setText(next);
              setError(undefined);
              setRecorded(false);
            }}
            error={error}
            containerClassName="min-w-0 flex-1 basis-40"
            name="weight"
          />
          <Button type="submit" loading={busy} className="mt-6.5 shrink-0">
            {t`Record weight`}
          </Button>
        </form>
        <p
          role="status"
          className="-mt-2 text-sm text-slate-700 dark:text-slate-300"
          data-testid="weight-status"
        >
          {recorded ? t`Weight recorded.` : ""}
        </p>
      </CardBody>
    </Card>
  );
}

function WeightChart({ weights, target }: { weights: WeightRow[]; target: number | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const { ref, width } = useWidth();
  const trend = weightTrend(weights, { width: Math.max(width, 1), height: HEIGHT, pad: PAD }, target);
  const latest = weights.at(-1)!;
  const changeText = format.signed(trend.change);
  const path = trend.points
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x},${point.y}`)
    .join(" ");
  const firstDay = format.date(weights[0]!.measured_at);
  const lastDay = format.date(latest.measured_at);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
          data-testid="latest-weight"
        >
          {t`${format.decimal(latest.weight)} kg`}
        </span>
        {weights.length > 1 && (
          <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {t`${changeText} kg since ${firstDay}`}
          </span>
        )}
      </p>
      <div ref={ref} className="relative w-full min-w-0 overflow-hidden" style={{ height: HEIGHT }}>
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={t`Weight from ${firstDay} to ${lastDay}: ${format.decimal(weights[0]!.weight)} kg to ${format.decimal(latest.weight)} kg`}
            className="absolute inset-0"
            data-testid="weight-chart"
          >
            {[trend.min, trend.max].map((value) => (
              <g key={value}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={value === trend.min ? HEIGHT - PAD.bottom : PAD.top}
                  y2={value === trend.min ? HEIGHT - PAD.bottom : PAD.top}
                  className="stroke-slate-200 dark:stroke-slate-700"
                />
                <text
                  x={PAD.left - 6}
                  y={(value === trend.min ? HEIGHT - PAD.bottom : PAD.top) + 4}
                  textAnchor="end"
                  className="fill-slate-600 text-[11px] tabular-nums dark:fill-slate-400"
                >
                  {format.decimal(value)}
                </text>
              </g>
            ))}
            {trend.targetY !== null && (
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={trend.targetY}
                y2={trend.targetY}
                strokeDasharray="6 4"
                strokeWidth={1.5}
                className="stroke-amber-500 dark:stroke-amber-400"
              />
            )}
            <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-600 dark:stroke-brand-400" />
            {trend.points.map((point) => (
              <circle
                key={`${point.measured_at}-${point.weight}`}
                cx={point.x}
                cy={point.y}
                r={3.5}
                className="fill-white stroke-brand-600 dark:fill-slate-900 dark:stroke-brand-400"
                strokeWidth={2}
              >
                <title>{t`${format.dateTime(point.measured_at)}: ${format.decimal(point.weight)} kg`}</title>
              </circle>
            ))}
            <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-600 text-[11px] dark:fill-slate-400">
              {firstDay}
            </text>
            {lastDay !== firstDay && (
              <text
                x={width - PAD.right}
                y={HEIGHT - 8}
                textAnchor="end"
                className="fill-slate-600 text-[11px] dark:fill-slate-400"
              >
                {lastDay}
              </text>
            )}
          </svg>
        )}
      </div>
      {target !== null && <GoalLineKey>{t`Target ${format.decimal(target)} kg`}</GoalLineKey>}
    </div>
  );
}
