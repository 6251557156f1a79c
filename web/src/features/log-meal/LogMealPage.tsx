import { useCallback, useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import toast from "react-hot-toast";
import { showMealToast } from "../../app/toasts.ts";
import type { AnalysisContext, EstimatedItem } from "@nutrisnap/shared/api";
import { MAX_PHOTOS_PER_MEAL, MEAL_TYPES, type MealType } from "@nutrisnap/shared/constants";
import { logDescribedMeal, logMeal, useSyncState } from "../../data/index.ts";
import {
  HintWithCount,
  Button,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  cn,
  inputClasses,
  PageHeader,
} from "../../ui/index.ts";
import { ArrowLeftIcon } from "../../ui/moreIcons.tsx";
import { SegmentedControl } from "../../ui/SegmentedControl.tsx";
import { mealTypeLabels } from "../meals/mealLabels.tsx";
import { BLANK_CONTEXT, contextToSend } from "./analysisContext.ts";
import { ContextHints } from "./ContextHints.tsx";
import { DescribeMeal } from "./DescribeMeal.tsx";
import { MealTimeField } from "./MealTimeField.tsx";
import { draftOf, instantOf, startingTime, suggestedType, type MealTimeDraft } from "./mealTimeForm.ts";
import { deviceTimeZone } from "../meals/dayLabels.ts";
import { PhotoPicker } from "./PhotoPicker.tsx";
import { usePhotoSelection } from "./usePhotoSelection.ts";
import { useSharedPhotos } from "./useSharedPhotos.ts";
import { firstInvalidControl } from "../../ui/useFocusFirstInvalid.ts";

const NOTE_MAX = 500;

export interface LogMealPageProps {
  /** Called with the new meal's id instead of opening /meals/{id} (spec §2). */
  onLogged?: (id: string) => void;
  /** The type to start with instead of the one the time suggests (the diary's "Add"). */
  initialType?: MealType;
  /** The day to log for (YYYY-MM-DD) instead of today, at the type's usual time. */
  initialDate?: string;
}

/** spec §2 Log meal, offline-capable: the meal is stored on the device and synced by the outbox. */
export function LogMealPage({ onLogged, initialType, initialDate }: LogMealPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const noteId = useId();
  // issue 15 item 15: the meal's time (null: now) and the type it suggests until one is chosen.
  const [when, setWhen] = useState<MealTimeDraft | null>(() => startingTime(initialDate, initialType));
  const [chosenType, setChosenType] = useState<MealType | null>(initialType ?? null);
  const [timeError, setTimeError] = useState<string | undefined>(undefined);
  const type = chosenType ?? suggestedType(when ?? draftOf(), deviceTimeZone()) ?? "breakfast";
  const createdAt = () => {
    const instant = when ? instantOf(when) : null;
    return instant ? instant.toISOString() : undefined;
  };
  const changeWhen = (next: MealTimeDraft | null) => {
    setWhen(next);
    setTimeError(undefined);
  };
  const resetForm = () => {
    setWhen(null);
    setChosenType(null);
    setTimeError(undefined);
  };
  const [context, setContext] = useState<AnalysisContext>(BLANK_CONTEXT);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const selection = usePhotoSelection();
  const { photos } = selection;
  useSharedPhotos(selection.add);
  const { online } = useSyncState();
  // issue 13 §3: log by photos (analysed by the AI) or by describing the meal (no AI needed).
  const [mode, setMode] = useState<"photos" | "describe">("photos");
  const [description, setDescription] = useState("");
  const [described, setDescribed] = useState<EstimatedItem[]>([]);
  const [invalidAmounts, setInvalidAmounts] = useState(0);
  const onDescribed = useCallback((items: EstimatedItem[], invalid: number) => {
    setDescribed(items);
    setInvalidAmounts(invalid);
  }, []);
  // A HEIC photo still converting, or one that could not be, holds the meal back (decision 070).
  const converting = photos.some((photo) => photo.status === "converting");
  const unconverted = photos.filter((photo) => photo.status === "failed").length;
  const photosReady = photos.length > 0 && !converting && unconverted === 0;
  const canSubmit = mode === "photos" ? photosReady : described.length > 0;

  const submitDescribed = async (form: HTMLFormElement) => {
    // An amount that cannot be saved is marked at its field: take the user there, keep everything.
    if (invalidAmounts > 0) {
      firstInvalidControl(form)?.focus();
      return;
    }
    setBusy(true);
    const result = await logDescribedMeal({
      type,
      items: described,
      note: description.trim(),
      createdAt: createdAt(),
    });
    setBusy(false);
    if (!result.ok) {
      setTimeError(result.fieldErrors?.created_at?.[0]);
      toast.error(result.message || t`Failed to log meal. Please try again.`);
      return;
    }
    showMealToast(result.data.id, "success", t`Meal logged.`);
    resetForm();
    setDescription("");
    if (onLogged) onLogged(result.data.id);
    else await navigate({ to: "/meals/$id", params: { id: result.data.id } });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    if (mode === "describe") return submitDescribed(event.currentTarget);
    setBusy(true);
    const result = await logMeal({
      type,
      photos: photos.map((photo) => photo.file),
      context: contextToSend(context),
      note: note.trim() || undefined,
      createdAt: createdAt(),
    });
    setBusy(false);
    if (!result.ok) {
      setTimeError(result.fieldErrors?.created_at?.[0]);
      // spec §8: the message, or the generic one; the form is kept.
      toast.error(result.message || t`Failed to log meal. Please try again.`);
      return;
    }
    showMealToast(
      result.data.id,
      "success",
      online
        ? t`Meal logged successfully! AI analysis started...`
        : t`Meal saved on this device. It will be analyzed when you're online.`,
    );
    // spec §4: after success the form resets (the time to now and the type it suggests, issue
    // 15), no photos, blank context.
    resetForm();
    setContext(BLANK_CONTEXT);
    setNote("");
    selection.reset();
    if (onLogged) onLogged(result.data.id);
    else await navigate({ to: "/meals/$id", params: { id: result.data.id } });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/dashboard" className={cn(buttonClasses("ghost", "sm"), "-ml-3 mb-2")}>
        <ArrowLeftIcon className="size-4" />
        {t`Back to dashboard`}
      </Link>
      <PageHeader
        title={t`Log a meal`}
        description={
          mode === "describe"
            ? t`Describe what you ate and the food database estimates its nutrients, even offline.`
            : t`Add photos of your meal and the AI estimates its nutrients.`
        }
      />
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <MealTimeField picked={when} onChange={changeWhen} error={timeError} disabled={busy} />
        <Card>
          <CardHeader title={t`Meal type`} />
          <CardBody>
            <SegmentedControl
              label={t`Meal type`}
              value={type}
              onValueChange={(next) => next && setChosenType(next)}
              options={MEAL_TYPES.map((value) => ({ value, label: i18n._(mealTypeLabels[value]) }))}
            />
          </CardBody>
        </Card>

        <SegmentedControl
          label={t`How to log it`}
          value={mode}
          onValueChange={(next) => next && setMode(next)}
          options={[
            { value: "photos", label: t`Photos` },
            { value: "describe", label: t`Describe` },
          ]}
        />

        {mode === "describe" && (
          <DescribeMeal
            text={description}
            onTextChange={setDescription}
            onItemsChange={onDescribed}
            disabled={busy}
          />
        )}

        {mode === "photos" && (
          <>
            <Card>
              <CardHeader
                title={
                  <>
                    {t`Photos`}{" "}
                    <span
                      className="font-normal text-slate-500 tabular-nums dark:text-slate-400"
                      data-testid="photo-count"
                    >
                      ({photos.length}/{MAX_PHOTOS_PER_MEAL})
                    </span>
                  </>
                }
              />
              <CardBody>
                <PhotoPicker
                  photos={photos}
                  onAdd={selection.add}
                  onRemove={selection.remove}
                  disabled={busy}
                />
                {unconverted > 0 && (
                  <p
                    className="mt-3 text-sm text-red-700 dark:text-red-300"
                    data-testid="photos-not-converted"
                  >
                    {plural(unconverted, {
                      one: "# photo could not be converted. Remove it to log this meal.",
                      other: "# photos could not be converted. Remove them to log this meal.",
                    })}
                  </p>
                )}
              </CardBody>
            </Card>

            {photos.length > 0 && <ContextHints value={context} onChange={setContext} />}

            <Card>
              <CardBody className="flex flex-col gap-1.5">
                <label htmlFor={noteId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  {t`What's in it? (optional)`}
                </label>
                <textarea
                  id={noteId}
                  value={note}
                  maxLength={NOTE_MAX}
                  rows={2}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder={t`e.g. chicken with rice, no sauce`}
                  aria-describedby={`${noteId}-hint`}
                  className={cn(inputClasses(false), "h-auto min-h-16 py-2")}
                />
                <HintWithCount
                  id={`${noteId}-hint`}
                  hint={t`A short note helps the AI name the foods.`}
                  count={note.length}
                  max={NOTE_MAX}
                />
              </CardBody>
            </Card>
          </>
        )}

        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 dark:border-slate-800 dark:bg-slate-950/95 sm:dark:bg-transparent">
          <Link to="/dashboard" className={buttonClasses("secondary", "lg")}>
            {t`Cancel`}
          </Link>
          <Button type="submit" size="lg" disabled={!canSubmit} loading={busy}>
            {busy ? t`Logging meal…` : t`Log meal`}
          </Button>
        </div>
      </form>
    </div>
  );
}
