import { useLingui } from "@lingui/react/macro";
import { Button, Card, CardBody, CardHeader, TextField } from "../../ui/index.ts";
import { dayLimits, draftOf, type MealTimeDraft } from "./mealTimeForm.ts";

/**
 * When the meal was eaten (issue 15 item 15): `null` is "now" (the moment it is saved), shown as
 * the current minute; else any minute of the last year.
 */
export function MealTimeField({
  picked,
  onChange,
  error,
  disabled,
}: {
  picked: MealTimeDraft | null;
  onChange: (next: MealTimeDraft | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const limits = dayLimits();
  const value = picked ?? draftOf();
  return (
    <Card>
      <CardHeader
        title={t`When`}
        description={picked ? undefined : t`Now, unless you pick another day or time.`}
        actions={
          picked && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
              {t`Now`}
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-3 [&_input]:min-w-0">
          <TextField
            label={t`Date`}
            type="date"
            name="meal-date"
            value={value.date}
            min={limits.min}
            max={limits.max}
            required
            disabled={disabled}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
          />
          <TextField
            label={t`Time`}
            type="time"
            name="meal-time"
            value={value.time}
            required
            disabled={disabled}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
