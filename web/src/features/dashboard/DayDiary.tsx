import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { UserGoals } from "@nutrisnap/shared/api";
import { useMeals, useOnline, usePhotoUrl, type LocalMeal } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  AlertIcon,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  cn,
  PlusIcon,
  Skeleton,
  Spinner,
  useAfterPaint,
} from "../../ui/index.ts";
import { ImageIcon } from "../../ui/moreIcons.tsx";
import { mealTypeLabels, statusLabels, waitsToSync } from "../meals/mealLabels.tsx";
import { diaryGroups, extraNutrients, type DiaryGroup } from "./diary.ts";
import { ProgressRow } from "./ProgressRow.tsx";

/** Meals of one day: a diary has a handful; more than this is not a day anyone eats. */
const DAY_LIMIT = 100;

/**
 * The food diary under the progress card (issue 15 item 14): the day's meals by breakfast, lunch,
 * dinner and snack, each opening its detail, and fiber, sugar and sodium against their goals.
 */
export function DayDiary({ day, goals }: { day: string; goals: UserGoals | null | undefined }) {
  const { t } = useLingui();
  const page = useMeals({ startDate: day, endDate: day, limit: DAY_LIMIT });
  const meals = page?.groups.flatMap((group) => group.meals) ?? [];
  const extras = extraNutrients(meals, goals);
  const extraLabels = { fiber: t`Fiber`, sugar: t`Sugar`, sodium: t`Sodium` };
  return (
    <Card data-testid="diary">
      <CardHeader title={t`Food diary`} />
      <CardBody className="flex flex-col gap-5">
        {!page ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-12" />
            ))}
          </div>
        ) : (
          <div className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {diaryGroups(meals).map((group) => (
              <DiaryGroupSection key={group.type} group={group} day={day} />
            ))}
          </div>
        )}
        {page && extras.length > 0 && (
          <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 dark:border-slate-800">
            {extras.map((extra) => (
              <ProgressRow
                key={extra.key}
                label={extraLabels[extra.key]}
                unit={extra.unit}
                consumed={extra.consumed}
                goal={extra.goal}
              />
            ))}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function DiaryGroupSection({ group, day }: { group: DiaryGroup<LocalMeal>; day: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const label = i18n._(mealTypeLabels[group.type]);
  const headingId = `diary-${group.type}`;
  return (
    <section
      aria-labelledby={headingId}
      className="py-3 first:pt-0 last:pb-0"
      data-testid={`diary-${group.type}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">
          {label}
        </h3>
        <div className="flex items-center gap-1">
          {/* A total only of estimates: "0 kcal" beside a meal not yet analysed read as a measured zero. */}
          {group.meals.some((meal) => meal.analysis_status === "completed") && (
            <span className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-300">
              {t`${format.number(group.calories)} kcal`}
            </span>
          )}
          <Link
            to="/log-meal"
            search={{ type: group.type, date: day }}
            className={cn(buttonClasses("ghost", "sm"), "px-2")}
            aria-label={t`Add ${label}`}
          >
            <PlusIcon className="size-4" />
            {t`Add`}
          </Link>
        </div>
      </div>
      {group.meals.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t`Nothing logged`}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {group.meals.map((meal) => (
            <li key={meal.id}>
              <DiaryMeal meal={meal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DiaryMeal({ meal }: { meal: LocalMeal }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const first = meal.photos[0];
  // The photo comes once the row has painted: the day's figures do not wait for it.
  const painted = useAfterPaint();
  const url = usePhotoUrl(painted ? first : undefined);
  const analysed = meal.analysis_status === "completed";
  const online = useOnline();
  const waiting = waitsToSync(meal, online);
  return (
    <Link
      to="/meals/$id"
      params={{ id: meal.id }}
      className="-mx-2 flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
      data-testid="diary-meal"
    >
      <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        {url ? (
          <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : first && !painted ? null : (
          <span className="flex size-full items-center justify-center text-slate-500 dark:text-slate-400">
            <ImageIcon className="size-5" />
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900 dark:text-slate-100">{meal.title}</span>
        <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <time dateTime={meal.created_at}>{format.time(meal.created_at)}</time>
          {analysed && (
            <>
              {/* Each letter stays with its amount: at 390 px "C" ended one line and "19 g" began the next. */}
              {[
                t`P ${format.number(meal.total_protein)} g`,
                t`F ${format.number(meal.total_fat)} g`,
                t`C ${format.number(meal.total_carbohydrates)} g`,
              ].map((macro) => (
                <span key={macro}>
                  {" · "}
                  <span className="whitespace-nowrap" data-testid="diary-macro">
                    {macro}
                  </span>
                </span>
              ))}
            </>
          )}
        </span>
      </span>
      {/* A long status ("Esperando sincronización") wraps: on one line at 390 px the title read "Colaci…". */}
      <span className="max-w-[40%] shrink-0 text-right text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
        {analysed ? (
          t`${format.number(meal.total_calories)} kcal`
        ) : waiting ? (
          <span className="font-normal text-slate-600 dark:text-slate-400">{t`Waiting to sync`}</span>
        ) : meal.analysis_status === "pending" ? (
          <span className="inline-flex items-center gap-1 font-normal text-slate-600 dark:text-slate-400">
            <Spinner size="sm" decorative />
            {t`Analyzing`}
          </span>
        ) : meal.analysis_status === "failed" ? (
          // The detail's banner words (spec §2): the meal it opens offers "Analyze again".
          <span className="inline-flex items-center gap-1 font-normal text-red-700 dark:text-red-400">
            <AlertIcon className="size-4 shrink-0" />
            {t`Analysis failed`}
          </span>
        ) : (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {i18n._(statusLabels.not_started)}
          </span>
        )}
      </span>
    </Link>
  );
}
