// The meal detail screen reached through Edit (spec §2 /meals/:id/edit, issue 15): title, meal type,
// date and time and note, changed in place and saved on this device first, then synced.
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { showMealToast } from "../../app/toasts.ts";
import { useLingui } from "@lingui/react/macro";
import { MEAL_TYPES, type MealType } from "@nutrisnap/shared/constants";
import { MEAL_TITLE_MAX } from "@nutrisnap/shared/meals";
import { editMeal, useSyncState, type LocalMeal, type MealChanges } from "../../data/index.ts";
import { Button, FieldFrame, TextField, cn, inputClasses } from "../../ui/index.ts";
import { SegmentedControl } from "../../ui/SegmentedControl.tsx";
import { mealTypeLabels } from "../meals/mealLabels.tsx";
import { fromLocalDateTime, toLocalDateTime } from "./localDateTime.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

const NOTE_MAX = 500;

interface Draft {
  title: string;
  type: MealType;
  date: string;
  time: string;
  note: string;
}

type DraftErrors = Partial<Record<"title" | "type" | "when" | "note", string>>;

function draftOf(meal: LocalMeal): Draft {
  const { date, time } = toLocalDateTime(meal.created_at);
  return { title: meal.title, type: meal.type, date, time, note: meal.note ?? "" };
}

export function MealEditForm({ meal, onDone }: { meal: LocalMeal; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { online } = useSyncState();
  // What the form opened with: only the fields the user changed are saved, so an analysis that
  // names the meal while the form is open is not overwritten by the title it showed before.
  const [initial] = useState(() => draftOf(meal));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const noteId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const when = fromLocalDateTime(draft.date, draft.time);
    if (!when) {
      setErrors({ when: t`Please enter a date and a time` });
      invalidSubmit();
      return;
    }
    setSaving(true);
    const changes: MealChanges = {};
    if (draft.title !== initial.title) changes.title = draft.title;
    if (draft.type !== initial.type) changes.type = draft.type;
    if (draft.note !== initial.note) changes.note = draft.note;
    if (draft.date !== initial.date || draft.time !== initial.time) changes.created_at = when;
    const result = await editMeal(meal.id, changes);
    setSaving(false);
    if (!result.ok) {
      const fields = result.fieldErrors ?? {};
      const found: DraftErrors = {
        title: fields.title?.[0],
        type: fields.type?.[0],
        when: fields.created_at?.[0],
        note: fields.note?.[0],
      };
      setErrors(found);
      if (Object.values(found).some(Boolean)) invalidSubmit();
      else toast.error(result.message);
      return;
    }
    showMealToast(
      meal.id,
      "success",
      online ? t`Meal saved` : t`Saved on this device; it syncs when you're online.`,
    );
    onDone();
  };

  const cancel = () => {
    setDraft(initial);
    setErrors({});
    onDone();
  };

  return (
    <form
      ref={within}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Edit meal`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">{t`Edit meal`}</h1>
      <TextField
        label={t`Title`}
        value={draft.title}
        maxLength={MEAL_TITLE_MAX}
        autoComplete="off"
        onChange={(event) => set("title", event.target.value)}
        error={errors.title}
      />
      <div className="flex flex-col gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t`Meal type`}
        </span>
        <SegmentedControl
          label={t`Meal type`}
          value={draft.type}
          onValueChange={(next) => next && set("type", next)}
          options={MEAL_TYPES.map((value) => ({ value, label: i18n._(mealTypeLabels[value]) }))}
        />
        {errors.type && <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.type}</p>}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t`When you ate it`}</legend>
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <TextField
            label={t`Date`}
            type="date"
            value={draft.date}
            max={toLocalDateTime(new Date().toISOString()).date}
            onChange={(event) => set("date", event.target.value)}
            aria-invalid={Boolean(errors.when) || undefined}
            aria-describedby={errors.when ? `${noteId}-when` : undefined}
          />
          <TextField
            label={t`Time`}
            type="time"
            value={draft.time}
            onChange={(event) => set("time", event.target.value)}
            aria-invalid={Boolean(errors.when) || undefined}
            aria-describedby={errors.when ? `${noteId}-when` : undefined}
          />
        </div>
        {errors.when && (
          <p id={`${noteId}-when`} className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors.when}
          </p>
        )}
      </fieldset>
      <FieldFrame
        id={noteId}
        label={t`Note (optional)`}
        hint={`${draft.note.length}/${NOTE_MAX}`}
        error={errors.note}
      >
        {(describedBy, invalid) => (
          <textarea
            id={noteId}
            value={draft.note}
            maxLength={NOTE_MAX}
            rows={3}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => set("note", event.target.value)}
            className={cn(inputClasses(invalid), "h-auto min-h-20 py-2")}
          />
        )}
      </FieldFrame>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={cancel} disabled={saving}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={saving}>
          {t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
