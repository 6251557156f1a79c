import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { showMealToast } from "../../app/toasts.ts";
import { MAX_PHOTOS_PER_MEAL } from "@nutrisnap/shared/constants";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import {
  addPhotos,
  logMealAgain,
  requestAnalysis,
  useMeal,
  useSyncState,
  type LocalMeal,
} from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Alert,
  Button,
  buttonClasses,
  EmptyState,
  IconButton,
  MealsIcon,
  ProgressBar,
  ShareIcon,
  Skeleton,
  TrashIcon,
  cn,
} from "../../ui/index.ts";
import { ErrorBoundary } from "../../ui/ErrorBoundary.tsx";
import { ArrowLeftIcon, PencilIcon, RepeatIcon } from "../../ui/moreIcons.tsx";
import { DeleteMealDialog } from "../meals/DeleteMealDialog.tsx";
import { MealTypeBadge, StatusBadge, waitsToSync } from "../meals/mealLabels.tsx";
import { analysisProgress } from "./analysisProgress.ts";
import { FoodItems } from "./FoodItems.tsx";
import { MealEditForm } from "./MealEditForm.tsx";
import { MealPhotos } from "./MealPhotos.tsx";
import { NutritionSummary } from "./NutritionSummary.tsx";
import { shareMeal } from "./shareMeal.ts";

function BackToMeals() {
  const { t } = useLingui();
  return (
    <Link to="/meals" className={cn(buttonClasses("ghost", "sm"), "-ml-3 mb-2")}>
      <ArrowLeftIcon className="size-4" />
      {t`Back to Meals`}
    </Link>
  );
}

/**
 * spec §2 Meal detail, from the local store; live messages update it. Reached through Edit
 * (/meals/:id/edit) the same screen has its title, type, time and note editable in place.
 */
export function MealDetailPage({ id, editing = false }: { id: string; editing?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <BackToMeals />
      <ErrorBoundary
        fallback={(retry) => (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={retry}>
                {t`Retry`}
              </Button>
            }
          >
            {t`Failed to load meal details. Please try again.`}
          </Alert>
        )}
      >
        <MealDetail id={id} editing={editing} />
      </ErrorBoundary>
    </div>
  );
}

function MealDetail({ id, editing }: { id: string; editing: boolean }) {
  const { t } = useLingui();
  const meal = useMeal(id);
  if (meal === undefined) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (meal === null) {
    return (
      <EmptyState
        icon={<MealsIcon className="size-6" />}
        title={t`Meal not found`}
        action={
          <Link to="/meals" className={buttonClasses("primary")}>
            {t`Back to Meals`}
          </Link>
        }
      />
    );
  }
  return <MealView meal={meal} editing={editing} />;
}

/**
 * The meal whose Edit link takes the focus when its screen shows next: the edit form's Save and
 * Cancel go with the form (another route), and the focus fell to the page's top.
 */
let focusEditOf: string | null = null;

function MealView({ meal, editing }: { meal: LocalMeal; editing: boolean }) {
  const { t } = useLingui();
  const { online } = useSyncState();
  const format = useFormat();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const title = meal.title;
  const editLink = useRef<HTMLAnchorElement>(null);
  const leaveEditing = () => {
    focusEditOf = meal.id;
    void navigate({ to: "/meals/$id", params: { id: meal.id } });
  };
  useEffect(() => {
    if (editing || focusEditOf !== meal.id) return;
    focusEditOf = null;
    editLink.current?.focus();
  }, [editing, meal.id]);

  const logAgain = async () => {
    setCopying(true);
    const result = await logMealAgain(meal.id);
    setCopying(false);
    if (!result.ok) {
      showMealToast(meal.id, "error", result.message);
      return;
    }
    showMealToast(
      result.data.id,
      "success",
      online
        ? t`Logged again at the current time`
        : t`Logged again on this device; it syncs when you're online.`,
    );
    void navigate({ to: "/meals/$id", params: { id: result.data.id } });
  };
  const kcal = format.number(meal.total_calories);

  const share = () =>
    void shareMeal(
      {
        title,
        text: meal.analysis_status === "completed" ? t`${title}: ${kcal} kcal` : t`${title} on NutriSnap`,
        url: window.location.href.replace(/\/edit$/, ""),
      },
      t`Meal link copied to clipboard!`,
    );

  return (
    <article className="flex flex-col gap-5">
      {editing ? (
        <MealEditForm key={meal.id} meal={meal} onDone={leaveEditing} />
      ) : (
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl dark:text-white">
                {title}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <MealTypeBadge type={meal.type} />
                <StatusBadge status={meal.analysis_status} waiting={waitsToSync(meal, online)} />
                <time dateTime={meal.created_at}>{format.dateTime(meal.created_at)}</time>
              </div>
            </div>
            <div className="flex items-center gap-1">
              <IconButton label={t`Share`} icon={<ShareIcon className="size-5 shrink-0" />} onClick={share} />
              <Link
                ref={editLink}
                to="/meals/$id/edit"
                params={{ id: meal.id }}
                className={cn(buttonClasses("ghost"), "size-10 px-0")}
                aria-label={t`Edit`}
                title={t`Edit`}
              >
                <PencilIcon className="size-5 shrink-0" />
              </Link>
              <IconButton
                label={t`Delete`}
                icon={<TrashIcon className="size-5 shrink-0" />}
                className="text-red-700! hover:bg-red-50! dark:text-red-400! dark:hover:bg-red-950!"
                onClick={() => setDeleting(true)}
              />
            </div>
          </div>
          {meal.note && (
            <p className="text-sm wrap-anywhere text-slate-700 italic dark:text-slate-300">“{meal.note}”</p>
          )}
          <div>
            <Button variant="secondary" size="sm" loading={copying} onClick={() => void logAgain()}>
              <RepeatIcon className="size-4" />
              {t`Log again`}
            </Button>
          </div>
        </header>
      )}

      <StatusBanner meal={meal} />
      {meal.sync === "pending" && !(meal.analysisQueued && meal.analysis_status === "pending") && (
        <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t`Saved on this device; it syncs when you're online.`}</p>
      )}
      {meal.sync === "failed" && (
        <Alert tone="warning">{meal.syncError ?? t`This meal could not be saved to the server.`}</Alert>
      )}

      <MealPhotos photos={meal.photos} />
      <NutritionSummary meal={meal} />
      <FoodItems meal={meal} />
      {meal.analysis_status === "completed" && meal.ai_analysis && (
        <AnalysisDetails confidence={meal.ai_analysis.confidence} notes={meal.ai_analysis.notes} />
      )}

      <DeleteMealDialog
        meal={deleting ? { id: meal.id, title } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: "/meals" })}
      />
    </article>
  );
}

function StatusBanner({ meal }: { meal: LocalMeal }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const { online } = useSyncState();
  // Offline, or the meal not on the server yet: the analysis has not started, nothing moves.
  const waitsForNetwork = waitsToSync(meal, online);
  // A refused change holds the analysis: the warning below says why; nothing is being analysed.
  const held = meal.analysis_status === "pending" && meal.analysisQueued && meal.sync === "failed";
  const pending = meal.analysis_status === "pending" && !waitsForNetwork && !held;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  if (held) return null;
  if (waitsForNetwork) {
    return (
      <Alert tone="info" title={t`Saved on this device`}>
        {online
          ? t`This meal will be analyzed once it reaches the server.`
          : t`This meal will be analyzed when you're online.`}
      </Alert>
    );
  }
  if (pending) {
    const progress = analysisProgress(now - Date.parse(meal.updated_at));
    return (
      <Alert tone="info" title={t`Analyzing your meal…`}>
        <p>{t`The AI is looking at your photos. This page updates by itself.`}</p>
        <ProgressBar value={progress} label={t`Analysis progress`} className="mt-2" />
      </Alert>
    );
  }
  const stalled = meal.analysis_status === "failed" || meal.analysis_status === "not_started";
  // A described meal (or one with foods added by hand) is complete without photos: nothing to ask.
  const hasContent = meal.photos.length > 0 || meal.items.length > 0;
  if (meal.analysisQueued || (!stalled && hasContent)) return null;
  return (
    <Alert
      tone={meal.analysis_status === "failed" ? "danger" : "warning"}
      title={meal.analysis_status === "failed" ? t`Analysis failed` : t`Not analyzed`}
      action={<RecoverActions meal={meal} />}
    >
      {meal.photos.length === 0
        ? t`This meal has no photos. Add photos to analyze it.`
        : meal.analysis_status === "failed"
          ? t`The photos could not be analyzed.`
          : t`This meal has not been analyzed yet.`}
    </Alert>
  );
}

/** A meal whose photos or analysis failed: add photos (up to 5), or ask for the analysis again. */
function RecoverActions({ meal }: { meal: LocalMeal }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    const result = await addPhotos(meal.id, files);
    setBusy(false);
    if (!result.ok) toast.error(result.message || t`Photo upload failed`);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {meal.photos.length < MAX_PHOTOS_PER_MEAL && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {t`Add photos`}
        </Button>
      )}
      {meal.photos.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() =>
            void requestAnalysis(meal.id, null).then((result) => {
              if (!result.ok) toast.error(result.message);
            })
          }
        >
          {t`Analyze again`}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        aria-label={t`Add photos`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          void add(files);
        }}
      />
    </div>
  );
}

function AnalysisDetails({ confidence, notes }: { confidence: number | null; notes: string | null }) {
  const { t } = useLingui();
  const format = useFormat();
  if (confidence === null && !notes) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {confidence !== null && (
        <p className="font-medium text-slate-900 dark:text-slate-100" data-testid="overall-confidence">
          {t`Analysis confidence: ${format.number(confidence * 100)}%`}
        </p>
      )}
      {notes && <p className="mt-1 text-slate-600 dark:text-slate-400">{notes}</p>}
    </section>
  );
}
