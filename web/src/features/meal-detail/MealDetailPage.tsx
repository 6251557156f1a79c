import { useEffect, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { requestAnalysis, useMeal, type LocalMeal } from "../../data/index.ts";
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
import { ArrowLeftIcon, PencilIcon } from "../../ui/moreIcons.tsx";
import { DeleteMealDialog } from "../meals/DeleteMealDialog.tsx";
import { MealTypeBadge, StatusBadge } from "../meals/mealLabels.tsx";
import { analysisProgress } from "./analysisProgress.ts";
import { FoodItems } from "./FoodItems.tsx";
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

/** spec §2 Meal detail (also /meals/:id/edit), from the local store; live messages update it. */
export function MealDetailPage({ id }: { id: string }) {
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
        <MealDetail id={id} />
      </ErrorBoundary>
    </div>
  );
}

function MealDetail({ id }: { id: string }) {
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
  return <MealView meal={meal} />;
}

function MealView({ meal }: { meal: LocalMeal }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const title = meal.title;
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
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <MealTypeBadge type={meal.type} />
              <StatusBadge status={meal.analysis_status} />
              <time dateTime={meal.created_at}>{format.dateTime(meal.created_at)}</time>
            </div>
          </div>
          <div className="flex items-center gap-1">
            <IconButton label={t`Share`} icon={<ShareIcon className="size-5 shrink-0" />} onClick={share} />
            <Link
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
        {meal.note && <p className="text-sm text-slate-700 italic dark:text-slate-300">“{meal.note}”</p>}
      </header>

      <StatusBanner meal={meal} />
      {meal.sync === "pending" && (
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
  const pending = meal.analysis_status === "pending";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  if (pending) {
    const progress = analysisProgress(now - Date.parse(meal.updated_at));
    return (
      <Alert tone="info" title={t`Analyzing your meal…`}>
        <p>{t`The AI is looking at your photos. This page updates by itself.`}</p>
        <ProgressBar value={progress} label={t`Analysis progress`} className="mt-2" />
      </Alert>
    );
  }
  if (meal.analysis_status === "failed") {
    return (
      <Alert
        tone="danger"
        title={t`Analysis failed`}
        action={
          <Button variant="secondary" size="sm" onClick={() => void requestAnalysis(meal.id, null)}>
            {t`Try again`}
          </Button>
        }
      >
        {t`The photos could not be analyzed.`}
      </Alert>
    );
  }
  return null;
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
