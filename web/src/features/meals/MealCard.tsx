import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useOnline, usePhotoUrl, type LocalMeal } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import { buttonClasses, Card, cn, IconButton, TrashIcon, useAfterPaint } from "../../ui/index.ts";
import { EyeIcon, ImageIcon, PencilIcon } from "../../ui/moreIcons.tsx";
import { MealTypeBadge, StatusBadge, waitsToSync } from "./mealLabels.tsx";

export interface MealCardProps {
  meal: LocalMeal;
  onDelete: (meal: LocalMeal) => void;
}

/** spec §2 meal card: first photo, '+N more', status, title, type, kcal and protein when analysed. */
export const MealCard = memo(function MealCard({ meal, onDelete }: MealCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const online = useOnline();
  const first = meal.photos[0];
  // The photo comes once the card has painted: the list's text does not wait for 20 images.
  const painted = useAfterPaint();
  const url = usePhotoUrl(painted ? first : undefined);
  const more = meal.photos.length - 1;
  const title = meal.title;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="meal-card">
      <Link
        to="/meals/$id"
        params={{ id: meal.id }}
        className="relative block aspect-[16/9] bg-slate-100 sm:aspect-[4/3] dark:bg-slate-800"
        tabIndex={-1}
        aria-hidden="true"
      >
        {url ? (
          <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : first && !painted ? null : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-600 dark:text-slate-400">
            <ImageIcon className="size-8" />
            <span className="text-xs">{t`No photo`}</span>
          </div>
        )}
        <StatusBadge
          status={meal.analysis_status}
          waiting={waitsToSync(meal, online)}
          className="absolute top-2 left-2 shadow-sm"
        />
        {more > 0 && (
          <span className="absolute right-2 bottom-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
            {t`+${more} more`}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          {/* A word longer than the line wraps too, so the two-line clamp ends it in "…". */}
          <h3 className="line-clamp-2 min-w-0 font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">
            {title}
          </h3>
          <MealTypeBadge type={meal.type} />
        </div>
        {meal.analysis_status === "completed" && (
          <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">
              {t`${format.number(meal.total_calories)} kcal`}
            </span>
            <span className="mx-1.5 text-slate-400">·</span>
            {t`${format.number(meal.total_protein, 1)} g protein`}
          </p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={meal.created_at}>{format.dateTime(meal.created_at)}</time>
        </p>
        <div className="mt-auto flex items-center gap-1 border-t border-slate-100 pt-3 dark:border-slate-800">
          <Link
            to="/meals/$id"
            params={{ id: meal.id }}
            className={cn(buttonClasses("ghost", "sm"), "px-2")}
            aria-label={t`View ${title}`}
          >
            <EyeIcon className="size-4" />
            {t`View`}
          </Link>
          <Link
            to="/meals/$id/edit"
            params={{ id: meal.id }}
            className={cn(buttonClasses("ghost", "sm"), "px-2")}
            aria-label={t`Edit ${title}`}
          >
            <PencilIcon className="size-4" />
            {t`Edit`}
          </Link>
          <IconButton
            label={t`Delete ${title}`}
            icon={<TrashIcon className="size-4 shrink-0" />}
            size="sm"
            className="ml-auto text-red-700! hover:bg-red-50! dark:text-red-400! dark:hover:bg-red-950!"
            onClick={() => onDelete(meal)}
          />
        </div>
      </div>
    </Card>
  );
});
