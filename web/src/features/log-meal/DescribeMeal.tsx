import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { EstimatedItem } from "@nutrisnap/shared/api";
import type { DescribedItem, FoodEngine } from "@nutrisnap/shared/foods";
import { isLocale } from "@nutrisnap/shared/locale";
import { itemGramsProblem, type AmountProblem } from "@nutrisnap/shared/meals";
import { useFormat } from "../../i18n/format.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import {
  HintWithCount,
  Alert,
  Card,
  CardBody,
  CardHeader,
  cn,
  IconButton,
  inputClasses,
  NumberField,
  parseNumberInput,
  Spinner,
  TrashIcon,
} from "../../ui/index.ts";
import { useFoodEngine } from "../foods/foodEngine.ts";

export const DESCRIPTION_MAX = 1000;

/** The user's changes to one item, kept by the item's words while the text is edited around it. */
interface ItemEdit {
  foodId?: string;
  grams?: string;
  removed?: boolean;
}

interface ShownItem {
  key: string;
  described: DescribedItem;
  item: EstimatedItem;
  grams: string;
  /** Why the item's amount cannot be saved (zero, not a number, over 10 kg), or null. */
  problem: AmountProblem | null;
  /** The foods the phrase may mean, named in the user's language. */
  choices: { id: string; name: string; kcalPer100g: number }[];
}

function shownItems(
  engine: FoodEngine,
  described: DescribedItem[],
  edits: Record<string, ItemEdit>,
  locale: "en_US" | "es_CL",
): ShownItem[] {
  return described.flatMap((d, i) => {
    const key = `${i}:${d.text}`;
    const edit = edits[key] ?? {};
    if (edit.removed) return [];
    const food = d.candidates.find((c) => c.food.id === edit.foodId)?.food ?? d.food;
    const typed = edit.grams === undefined ? undefined : parseNumberInput(edit.grams);
    const weighed = food === d.food ? { grams: d.grams, unit: d.unit } : engine.weigh(food, d.amount);
    const byGrams = typed !== undefined && typed > 0;
    const item = engine.item(
      food,
      {
        grams: byGrams ? typed : weighed.grams,
        quantity: byGrams ? typed : d.amount.quantity,
        unit: byGrams ? "g" : weighed.unit,
        localName: d.localName,
        confidence: edit.foodId ? 1 : d.confidence,
      },
      locale,
    );
    const choices = d.candidates.map((c) => ({
      id: c.food.id,
      name: engine.name(c.food, locale),
      kcalPer100g: c.food.per100g.calories ?? 0,
    }));
    // A typed amount that is not one, or any amount over the most one food may weigh ("1000 kg de
    // arroz" reads as 1,000,000 g), is shown at its field and holds the meal back.
    const problem = typed === undefined ? itemGramsProblem(item.grams) : itemGramsProblem(typed);
    return [{ key, described: d, item, grams: edit.grams ?? String(item.grams), problem, choices }];
  });
}

export interface DescribeMealProps {
  text: string;
  onTextChange: (text: string) => void;
  /**
   * The items as they stand after the user's edits (empty while nothing is understood), and how many
   * of them have an amount that cannot be saved.
   */
  onItemsChange: (items: EstimatedItem[], invalidAmounts: number) => void;
  disabled?: boolean;
}

/**
 * Log a meal by describing it (issue 13 §3): the food engine reads the text on the device, offline,
 * and shows the items and totals as you type; each item's food and grams can be changed.
 */
export function DescribeMeal({ text, onTextChange, onItemsChange, disabled }: DescribeMealProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const textId = useId();
  const locale = isLocale(i18n.locale) ? i18n.locale : "en_US";
  const loaded = useFoodEngine();
  const engine = loaded.engine;
  const deferred = useDeferredValue(text);
  const [edits, setEdits] = useState<Record<string, ItemEdit>>({});
  const described = useMemo(
    () => (engine && deferred.trim() ? engine.describe(deferred, locale) : null),
    [engine, deferred, locale],
  );
  const items = useMemo(
    () => (engine && described ? shownItems(engine, described.items, edits, locale) : []),
    [engine, described, edits, locale],
  );
  useEffect(
    () =>
      onItemsChange(
        items.map((shown) => shown.item),
        items.filter((shown) => shown.problem !== null).length,
      ),
    [items, onItemsChange],
  );

  const edit = (key: string, change: ItemEdit) =>
    setEdits((current) => ({ ...current, [key]: { ...current[key], ...change } }));
  const total = (key: "calories" | "protein" | "fat" | "carbohydrates") =>
    items.reduce((sum, shown) => sum + shown.item[key], 0);

  return (
    <Card>
      <CardHeader title={t`Describe your meal`} />
      <CardBody className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t`What did you eat?`}
          </label>
          <textarea
            id={textId}
            value={text}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            disabled={disabled}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={t`e.g. 2 scrambled eggs, a slice of whole-wheat toast with butter and 240 ml of orange juice`}
            aria-describedby={`${textId}-hint`}
            className={cn(inputClasses(false), "h-auto min-h-20 py-2")}
            data-testid="describe-text"
          />
          <HintWithCount
            id={`${textId}-hint`}
            hint={t`Amounts like "2 cups", "150 g" or "a slice" work; it runs on this device, even offline.`}
            count={text.length}
            max={DESCRIPTION_MAX}
          />
        </div>

        {loaded.status === "loading" && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner size="sm" decorative />
            {t`Loading the food database…`}
          </p>
        )}
        {loaded.status === "failed" && (
          <Alert tone="danger">{t`The food database could not be loaded. Connect once to use it offline.`}</Alert>
        )}

        {items.length > 0 && (
          <ul
            className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800"
            data-testid="described-items"
          >
            {items.map((shown) => (
              <DescribedItemRow
                key={shown.key}
                shown={shown}
                disabled={disabled}
                onFood={(foodId) => edit(shown.key, { foodId, grams: undefined })}
                onGrams={(grams) => edit(shown.key, { grams })}
                onRemove={() => edit(shown.key, { removed: true })}
              />
            ))}
          </ul>
        )}

        {described && described.unmatched.length > 0 && (
          <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="describe-unmatched">
            {t`Not found in the food database: ${described.unmatched.join(", ")}`}
          </p>
        )}

        {items.length > 0 && (
          <dl
            className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-center text-sm min-[480px]:grid-cols-4 dark:bg-slate-800/60"
            data-testid="describe-totals"
          >
            {[
              [t`kcal`, format.number(total("calories"))],
              [t`Protein`, t`${format.number(total("protein"), 1)} g`],
              [t`Fat`, t`${format.number(total("fat"), 1)} g`],
              [t`Carbs`, t`${format.number(total("carbohydrates"), 1)} g`],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

function DescribedItemRow({
  shown,
  disabled,
  onFood,
  onGrams,
  onRemove,
}: {
  shown: ShownItem;
  disabled?: boolean;
  onFood: (foodId: string) => void;
  onGrams: (grams: string) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const translate = useValidationMessage();
  const foodId = useId();
  const { described, item } = shown;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="described-item">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-900 dark:text-slate-100">{described.text}</span>
          {" · "}
          <span className="tabular-nums" data-testid="described-kcal">
            {t`${format.number(item.calories)} kcal`}
          </span>
        </p>
        <IconButton
          label={t`Remove ${described.localName}`}
          icon={<TrashIcon className="size-4 shrink-0" />}
          size="sm"
          onClick={onRemove}
          disabled={disabled}
        />
      </div>
      <div className="grid grid-cols-[1fr_7rem] gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={foodId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t`Food`}
          </label>
          <select
            id={foodId}
            value={item.source}
            disabled={disabled}
            onChange={(event) => onFood(event.target.value)}
            className={cn(inputClasses(false), "min-w-0 truncate")}
            data-testid="described-food"
          >
            {shown.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {t`${choice.name} (${format.number(choice.kcalPer100g)} kcal/100 g)`}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label={t`Grams`}
          unit="g"
          min={0}
          step="any"
          value={shown.grams}
          error={translate(shown.problem ?? undefined)}
          // The message needs the row's width; the field takes a row of its own while it shows one.
          containerClassName={shown.problem ? "col-span-2" : undefined}
          disabled={disabled}
          onValueChange={onGrams}
          data-testid="described-grams"
        />
      </div>
    </li>
  );
}
