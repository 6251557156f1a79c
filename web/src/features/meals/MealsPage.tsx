import { useDeferredValue, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import { useMeals, type LocalMeal } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Alert,
  Button,
  buttonClasses,
  EmptyState,
  MealsIcon,
  PageHeader,
  PlusIcon,
  Skeleton,
} from "../../ui/index.ts";
import { ErrorBoundary } from "../../ui/ErrorBoundary.tsx";
import { localToday } from "./dayLabels.ts";
import { DeleteMealDialog } from "./DeleteMealDialog.tsx";
import { MealCard } from "./MealCard.tsx";
import { DEFAULT_FILTERS, filtersActive, toMealsFilter, type MealFilters } from "./mealFilters.ts";
import { MealFiltersBar } from "./MealFiltersBar.tsx";
import { useDayHeading } from "./useDayHeading.ts";

/**
 * spec §2 Meals list over the local store, so it works offline and searches local data. Live
 * messages make the data layer pull; the list follows the store by itself (the "reload"), and the
 * private layout shows the toasts.
 */
export function MealsPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<MealFilters>(DEFAULT_FILTERS);
  const [pages, setPages] = useState(1);
  const changeFilters = (next: MealFilters) => {
    setFilters(next);
    setPages(1);
  };
  return (
    <div>
      <PageHeader
        title={t`Meals`}
        actions={
          <Link to="/log-meal" className={buttonClasses("primary")}>
            <PlusIcon className="size-4" />
            {t`Log a meal`}
          </Link>
        }
      />
      <MealFiltersBar value={filters} onChange={changeFilters} />
      <ErrorBoundary
        fallback={(retry) => (
          <Alert
            tone="danger"
            className="mt-6"
            action={
              <Button variant="secondary" size="sm" onClick={retry}>
                {t`Retry`}
              </Button>
            }
          >
            {t`Something went wrong. Please try again.`}
          </Alert>
        )}
      >
        <MealResults filters={filters} pages={pages} onMore={() => setPages((count) => count + 1)} />
      </ErrorBoundary>
    </div>
  );
}

function MealResults({
  filters,
  pages,
  onMore,
}: {
  filters: MealFilters;
  pages: number;
  onMore: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const heading = useDayHeading();
  const today = localToday();
  // Typing stays smooth: the list follows the search box a beat behind (5,000 local meals).
  const search = useDeferredValue(filters.search);
  const page = useMeals(toMealsFilter({ ...filters, search }, today, pages));
  const [deleting, setDeleting] = useState<LocalMeal | null>(null);
  const count = useRef<HTMLParagraphElement>(null);

  if (!page) {
    return (
      <div
        className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
        aria-busy="true"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }

  const active = filtersActive(filters);
  const remaining = page.total - page.shown;
  const shownText = format.number(page.shown);
  return (
    <section className="mt-6" aria-label={t`Meal history`}>
      <p
        ref={count}
        // Takes the focus after a delete, the card's button gone with the card.
        tabIndex={-1}
        className="mb-4 text-sm text-slate-600 outline-none dark:text-slate-400"
        data-testid="meal-count"
        aria-live="polite"
      >
        <Plural
          value={page.total}
          one={`Showing ${shownText} of # meal`}
          other={`Showing ${shownText} of # meals`}
        />
        {remaining > 0 && (
          <>
            {" · "}
            <Plural value={remaining} one="# more available" other="# more available" />
          </>
        )}
      </p>
      {page.total === 0 ? (
        <EmptyState
          icon={<MealsIcon className="size-6" />}
          title={active ? t`No meals match these filters` : t`No meals yet`}
          description={
            active
              ? t`Try another search or clear the filters.`
              : t`Snap a photo of what you eat to start your history.`
          }
          action={
            !active && (
              <Link to="/log-meal" className={buttonClasses("primary")}>
                <PlusIcon className="size-4" />
                {t`Log your first meal`}
              </Link>
            )
          }
        />
      ) : (
        <div className="flex flex-col gap-8">
          {page.groups.map((group) => (
            <section key={group.date} aria-labelledby={`day-${group.date}`}>
              <h2
                id={`day-${group.date}`}
                className="mb-3 flex items-baseline gap-2 text-base font-semibold text-slate-900 dark:text-slate-100"
              >
                {heading(group.date, today)}
                <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                  <Plural value={group.meals.length} one="# meal" other="# meals" />
                </span>
              </h2>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
                {group.meals.map((meal) => (
                  <MealCard key={meal.id} meal={meal} onDelete={setDeleting} />
                ))}
              </div>
            </section>
          ))}
          {page.hasMore && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={onMore}>
                {t`Load more`}
              </Button>
            </div>
          )}
        </div>
      )}
      <DeleteMealDialog
        meal={deleting}
        onClose={() => setDeleting(null)}
        focusAfterDelete={() => count.current}
      />
    </section>
  );
}
