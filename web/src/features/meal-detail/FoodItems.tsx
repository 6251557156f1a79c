import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { MealItem } from "@nutrisnap/shared/api";
import { confidenceColour, type ConfidenceColour } from "@nutrisnap/shared/nutrition";
import { measureUnitOf, unitForQuantity } from "@nutrisnap/shared/meals";
import { deleteItem, type LocalMeal } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  cn,
  ConfirmDialog,
  IconButton,
  Skeleton,
  TrashIcon,
} from "../../ui/index.ts";
import { PencilIcon } from "../../ui/moreIcons.tsx";
import { AddFoodDialog, ReplaceFoodDialog } from "./AddFoodDialog.tsx";
import { CorrectAmountDialog } from "./CorrectAmountDialog.tsx";
import { FoodIcon } from "./FoodIcon.tsx";

/** spec §9 confidence colours: ≥ 0.8 green, ≥ 0.6 yellow, lower red, missing grey. */
const confidenceClasses: Record<ConfidenceColour, string> = {
  green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  yellow: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300",
  red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  grey: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** spec §2 food items: skeleton while pending, then each item; delete only with more than one. */
export function FoodItems({ meal }: { meal: LocalMeal }) {
  const { t } = useLingui();
  const [correcting, setCorrecting] = useState<MealItem | null>(null);
  const [removing, setRemoving] = useState<MealItem | null>(null);
  const [replacing, setReplacing] = useState<MealItem | null>(null);
  const [adding, setAdding] = useState(false);
  const addFood = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  const canDelete = meal.items.length > 1;
  const name = removing?.local_name ?? "";

  const remove = async () => {
    if (!removing) return;
    const result = await deleteItem(removing.id);
    removed.current = result.ok;
    // spec §8: an item delete failure is only logged.
    if (!result.ok) console.warn("Deleting a food item failed", result.message);
    setRemoving(null);
  };

  return (
    <Card>
      <CardHeader
        title={t`Food items`}
        actions={
          meal.analysis_status !== "pending" && (
            <Button ref={addFood} variant="secondary" size="sm" onClick={() => setAdding(true)}>
              {t`Add food`}
            </Button>
          )
        }
      />
      <CardBody>
        {meal.analysis_status === "pending" ? (
          <ul className="flex flex-col gap-3" aria-busy="true" data-testid="items-skeleton">
            {[0, 1, 2].map((key) => (
              <li key={key} className="flex items-center gap-3">
                <Skeleton className="size-11 rounded-full!" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : meal.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t`No food items yet.`}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {meal.items.map((item) => (
              <FoodItemRow
                key={item.id}
                item={item}
                canDelete={canDelete}
                onCorrect={() => setCorrecting(item)}
                onReplace={() => setReplacing(item)}
                onDelete={() => setRemoving(item)}
              />
            ))}
          </ul>
        )}
      </CardBody>
      <CorrectAmountDialog item={correcting} onClose={() => setCorrecting(null)} />
      <ReplaceFoodDialog item={replacing} onClose={() => setReplacing(null)} />
      <AddFoodDialog mealId={meal.id} open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          removed.current = false;
          setRemoving(null);
        }}
        title={t`Remove food item`}
        description={t`Remove "${name}" from this meal? The meal's totals are recalculated.`}
        confirmLabel={t`Remove`}
        destructive
        onConfirm={() => void remove()}
        // The removed item's button goes with it: Add food, in the same card, takes the focus.
        finalFocus={() => (removed.current ? addFood.current : null)}
      />
    </Card>
  );
}

function FoodItemRow({
  item,
  canDelete,
  onCorrect,
  onReplace,
  onDelete,
}: {
  item: MealItem;
  canDelete: boolean;
  onCorrect: () => void;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = item.local_name;
  const colour = confidenceColour(item.confidence_score);
  const chips = [
    item.fiber > 0 && t`Fiber ${format.number(item.fiber, 1)} g`,
    item.sugar > 0 && t`Sugar ${format.number(item.sugar, 1)} g`,
    item.sodium > 0 && t`Sodium ${format.number(item.sodium)} mg`,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0" data-testid="food-item">
      <FoodIcon names={[item.name, item.local_name]} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 dark:text-slate-100">{name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="item-amount">
              {format.number(item.quantity, 2)} {unitForQuantity(item.unit_localized, item.quantity)}
              {/* An amount already in grams says them once ("30 g", not "30 g · 30 g"). */}
              {measureUnitOf(item.unit_localized) !== "g" && (
                <span className="text-slate-500 dark:text-slate-400">
                  {" "}
                  · {t`${format.number(item.grams)} g`}
                </span>
              )}
            </p>
          </div>
          {item.confidence_score !== null && (
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-medium tabular-nums",
                confidenceClasses[colour],
              )}
              data-confidence={colour}
            >
              {t`${format.number(item.confidence_score * 100)}% confident`}
            </span>
          )}
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-center text-xs min-[480px]:grid-cols-4">
          {[
            [t`kcal`, format.number(item.calories)],
            [t`Protein`, t`${format.number(item.protein, 1)} g`],
            [t`Fat`, t`${format.number(item.fat, 1)} g`],
            [t`Carbs`, t`${format.number(item.carbohydrates, 1)} g`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-1 py-1.5 dark:bg-slate-800/60">
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd
                className="font-semibold text-slate-900 tabular-nums dark:text-slate-100"
                data-testid={label === t`kcal` ? "item-kcal" : undefined}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {chips.map((chip) => (
            <span
              key={chip}
              className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300"
            >
              {chip}
            </span>
          ))}
          <div className="ml-auto flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={onCorrect}
              aria-label={t`Correct the amount of ${name}`}
            >
              <PencilIcon className="size-4" />
              {t`Amount`}
            </Button>
            <Button variant="ghost" size="sm" onClick={onReplace} aria-label={t`Replace the food of ${name}`}>
              {t`Replace`}
            </Button>
            {canDelete && (
              <IconButton
                label={t`Remove ${name}`}
                icon={<TrashIcon className="size-4 shrink-0" />}
                size="sm"
                className="text-red-700! hover:bg-red-50! dark:text-red-400! dark:hover:bg-red-950!"
                onClick={onDelete}
              />
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
