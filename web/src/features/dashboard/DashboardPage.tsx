import { useRef } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import type { DailySummary, Onboarding, UserGoals } from "@nutrisnap/shared/api";
import { useDailySummary, useGoals, useOnboarding, useSession } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Alert,
  Badge,
  Button,
  buttonClasses,
  Card,
  CardBody,
  ChevronLeftIcon,
  ChevronRightIcon,
  EmptyState,
  IconButton,
  PageHeader,
  PlusIcon,
  Skeleton,
  Spinner,
} from "../../ui/index.ts";
import { ErrorBoundary } from "../../ui/ErrorBoundary.tsx";
import { dayAsDate, dayName } from "../meals/dayLabels.ts";
import { ConfirmEmailBanner } from "../../app/ConfirmEmailBanner.tsx";
import { BodyStats } from "./BodyStats.tsx";
import { DayDiary } from "./DayDiary.tsx";
import { greetingFor } from "@nutrisnap/shared/greeting";
import { ProgressRow } from "./ProgressRow.tsx";
import { stepDay } from "./dateNavigation.ts";
import { useDashboardDay } from "./useDashboardDay.ts";
import { WeightCard } from "./WeightCard.tsx";
import { WeeklyCaloriesChart } from "./WeeklyCaloriesChart.tsx";

/** spec §2 Dashboard: the day's progress against the goals, from the local store (works offline). */
export function DashboardPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const nav = useDashboardDay();
  const goals = useGoals();
  const onboarding = useOnboarding();
  const name = user?.name.split(" ")[0] ?? "";
  const greeting = greetingFor(user?.created_at, new Date());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Dashboard`}
        description={
          !name || greeting === "unknown"
            ? t`Here is how your day is going.`
            : greeting === "new"
              ? t`Welcome, ${name}! Here is how your day is going.`
              : t`Welcome back, ${name}! Here is how your day is going.`
        }
      />
      <ConfirmEmailBanner />
      <ErrorBoundary
        fallback={(retry) => (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={retry}>
                {t`Try again`}
              </Button>
            }
          >
            {nav.isToday
              ? t`Unable to load nutrition data for today`
              : t`Unable to load nutrition data for this date`}
          </Alert>
        )}
      >
        <ProgressCard nav={nav} goals={goals} />
      </ErrorBoundary>
      <DayDiary day={nav.day} goals={goals} />
      <WeeklyCaloriesChart goal={goals?.daily_calories ?? 0} today={nav.today} />
      <WeightCard onboarding={onboarding} />
    </div>
  );
}

type DayNav = ReturnType<typeof useDashboardDay>;

function DayHeader({ nav, summary }: { nav: DayNav; summary: DailySummary | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  const yesterday = dayName(nav.day, nav.today) === "yesterday";
  const title = nav.isToday
    ? t`Today's progress`
    : yesterday
      ? t`Yesterday's progress`
      : format.longDate(dayAsDate(nav.day));
  const updating = !summary || summary.date !== nav.day;
  const buttons = useRef<HTMLDivElement>(null);
  // Today and Next day are disabled once the day is today, and the focus they had would fall to
  // the page's top: it goes to Previous day, the button left to use.
  const focusPrevious = () => buttons.current?.querySelector("button")?.focus();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-slate-800">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100" data-testid="day-title">
            {title}
          </h2>
          {!nav.isToday && <Badge tone="warning">{t`Historical`}</Badge>}
        </div>
        <p
          className="mt-0.5 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
          aria-live="polite"
        >
          {summary && summary.date === nav.day && (
            <span data-testid="meal-count">
              <Plural value={summary.meal_count} one="# meal logged" other="# meals logged" />
            </span>
          )}
          {updating && (
            <span className="inline-flex items-center gap-1.5">
              {/* On screen from the first frame while the day's figures load: still for 2 s. */}
              <Spinner size="sm" decorative late />
              {t`Updating…`}
            </span>
          )}
        </p>
      </div>
      <div className="flex items-center gap-1" ref={buttons}>
        <IconButton
          label={t`Previous day`}
          icon={<ChevronLeftIcon className="size-5 shrink-0" />}
          onClick={nav.previous}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            nav.goToday();
            focusPrevious();
          }}
          disabled={nav.isToday}
        >
          {t`Today`}
        </Button>
        <IconButton
          label={t`Next day`}
          icon={<ChevronRightIcon className="size-5 shrink-0" />}
          onClick={() => {
            nav.next();
            if (stepDay(nav.day, 1, nav.today) === nav.today) focusPrevious();
          }}
          disabled={!nav.canGoNext}
          className="disabled:opacity-40"
        />
      </div>
    </div>
  );
}

function ProgressCard({ nav, goals }: { nav: DayNav; goals: UserGoals | null | undefined }) {
  const summary = useDailySummary(nav.day);
  const onboarding = useOnboarding();
  return (
    <Card data-testid="progress-card">
      <DayHeader nav={nav} summary={summary} />
      <CardBody>
        <DayBody nav={nav} summary={summary} onboarding={onboarding} goals={goals} />
      </CardBody>
    </Card>
  );
}

function DayBody({
  nav,
  summary,
  onboarding,
  goals,
}: {
  nav: DayNav;
  summary: DailySummary | undefined;
  onboarding: Onboarding | null | undefined;
  goals: UserGoals | null | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (!summary || onboarding === undefined) {
    return (
      // As tall as the day's figures that replace it (measured with goals set), so nothing below
      // moves when they arrive (no layout shift).
      <div className="flex min-h-[44.5rem] flex-col gap-4 lg:min-h-[24.5rem]" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-10" />
        ))}
      </div>
    );
  }
  if (onboarding === null) {
    return (
      <Alert
        tone="info"
        title={t`Set up your nutrition profile`}
        action={
          <Link to="/settings" className={buttonClasses("secondary", "sm")}>
            {t`Set up`}
          </Link>
        }
      >
        {t`Add your body details and goals to see your daily progress.`}
      </Alert>
    );
  }
  const allZero =
    summary.calories_goal === 0 &&
    summary.protein_goal === 0 &&
    summary.fat_goal === 0 &&
    summary.carbohydrates_goal === 0;
  return (
    <div className="flex flex-col gap-6">
      {allZero ? (
        <Alert
          tone="info"
          title={t`Configure your goals`}
          action={
            <Link to="/profile" className={buttonClasses("secondary", "sm")}>
              {t`Set goals`}
            </Link>
          }
        >
          {t`Your daily goals are all zero. Set them to follow your progress.`}
        </Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
          <div className="flex flex-col justify-center rounded-2xl bg-brand-50 p-5 dark:bg-brand-950/60">
            <p className="text-sm font-medium text-brand-800 dark:text-brand-300">{t`Calories consumed`}</p>
            <p
              className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white"
              data-testid="calories-consumed"
            >
              {format.number(summary.total_calories)}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t`of ${format.number(summary.calories_goal)} kcal goal`}
            </p>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                [t`Protein`, summary.total_protein],
                [t`Fat`, summary.total_fat],
                [t`Carbs`, summary.total_carbohydrates],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-white p-2 shadow-sm dark:bg-slate-900">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                    {t`${format.number(value as number, 1)} g`}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex flex-col gap-4">
            <ProgressRow
              label={t`Calories`}
              unit={t`kcal`}
              consumed={summary.total_calories}
              goal={summary.calories_goal}
            />
            <ProgressRow
              label={t`Protein`}
              unit="g"
              consumed={summary.total_protein}
              goal={summary.protein_goal}
            />
            <ProgressRow label={t`Fat`} unit="g" consumed={summary.total_fat} goal={summary.fat_goal} />
            <ProgressRow
              label={t`Carbohydrates`}
              unit="g"
              consumed={summary.total_carbohydrates}
              goal={summary.carbohydrates_goal}
            />
          </div>
        </div>
      )}
      {summary.meal_count === 0 && (
        <EmptyState
          className="py-6"
          title={nav.isToday ? t`No meals logged today yet` : t`No meals logged on this day`}
          description={nav.isToday ? t`Log your first meal of the day to see your progress.` : undefined}
          action={
            nav.isToday && (
              <Link to="/log-meal" className={buttonClasses("primary")}>
                <PlusIcon className="size-4" />
                {t`Log a meal`}
              </Link>
            )
          }
        />
      )}
      <BodyStats onboarding={onboarding} goals={goals ?? null} />
    </div>
  );
}
