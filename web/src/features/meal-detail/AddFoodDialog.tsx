import { useDeferredValue, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { MealItem } from "@nutrisnap/shared/api";
import type { Food, FoodEngine } from "@nutrisnap/shared/foods";
import type { Locale } from "@nutrisnap/shared/constants";
import { isLocale } from "@nutrisnap/shared/locale";
import { itemGramsProblem } from "@nutrisnap/shared/meals";
import { addFoods, replaceFood } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import {
  Alert,
  Button,
  cn,
  Dialog,
  inputClasses,
  NumberField,
  parseNumberInput,
  Spinner,
  TextField,
} from "../../ui/index.ts";
import { useFoodEngine } from "../foods/foodEngine.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

/** A food's kcal for its usual portion ("1 cup (206 g): 206 kcal"), else per 100 g. */
function portionLabel(
  engine: FoodEngine,
  food: Food,
  locale: Locale,
  format: ReturnType<typeof useFormat>,
): string {
  const portion = food.portions[engine.usualPortion(food)] ?? food.portions[0];
  const per100 = food.per100g.calories ?? 0;
  if (!portion) return `100 g: ${format.number(per100)} kcal`;
  const name = engine.portionName(portion.description, locale);
  return `${name} (${format.number(portion.grams)} g): ${format.number((per100 * portion.grams) / 100)} kcal`;
}

function useLocale() {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : "en_US";
}

/** Search the food database on the device (offline): best matches first, with kcal per portion. */
function FoodSearch({
  engine,
  onPick,
  autoFocus,
}: {
  engine: FoodEngine;
  onPick: (food: Food) => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const results = useMemo(
    () => (deferred.trim().length >= 2 ? engine.search(deferred, { locale, limit: 12 }) : []),
    [engine, deferred, locale],
  );
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t`Search foods`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`e.g. brown rice, palta, salmon`}
        autoFocus={autoFocus}
        data-testid="food-search"
      />
      {deferred.trim().length >= 2 && results.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t`No foods found.`}</p>
      )}
      <ul className="flex max-h-72 flex-col overflow-y-auto" data-testid="food-results">
        {results.map((food) => {
          const name = engine.name(food, locale);
          return (
            <li key={food.id}>
              <button
                type="button"
                onClick={() => onPick(food)}
                className="flex w-full flex-col items-start rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                data-testid="food-result"
              >
                <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{name}</span>
                {name !== food.description && (
                  <span className="text-xs text-slate-600 dark:text-slate-400" lang="en">
                    {food.description}
                  </span>
                )}
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {portionLabel(engine, food, locale, format)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function EngineGate({ children }: { children: (engine: FoodEngine) => ReactNode }) {
  const { t } = useLingui();
  const loaded = useFoodEngine();
  if (loaded.status === "loading")
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner size="sm" decorative />
        {t`Loading the food database…`}
      </p>
    );
  if (loaded.status === "failed")
    return (
      <Alert tone="danger">{t`The food database could not be loaded. Connect once to use it offline.`}</Alert>
    );
  return <>{children(loaded.engine)}</>;
}

/** Add food on the meal detail (issue 13 §4): search, pick an amount, and the totals follow. */
export function AddFoodDialog({
  mealId,
  open,
  onClose,
}: {
  mealId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t`Add food`}>
      {open && (
        <EngineGate>
          {(engine) => <AddFoodForm engine={engine} mealId={mealId} onDone={onClose} />}
        </EngineGate>
      )}
    </Dialog>
  );
}

function AddFoodForm({ engine, mealId, onDone }: { engine: FoodEngine; mealId: string; onDone: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const portionId = useId();
  const [food, setFood] = useState<Food | null>(null);
  const [portion, setPortion] = useState("grams");
  const [amount, setAmount] = useState("1");
  const [failure, setFailure] = useState<string>();
  const [amountError, setAmountError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A refused amount takes the user back to it (decision 200).
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const translate = useValidationMessage();

  if (!food)
    return (
      <FoodSearch
        engine={engine}
        onPick={(picked) => {
          setFood(picked);
          const first = engine.usualPortion(picked);
          setPortion(first >= 0 ? String(first) : "grams");
          setAmount(first >= 0 ? "1" : "100");
        }}
        autoFocus
      />
    );

  const quantity = parseNumberInput(amount);
  const chosen = portion === "grams" ? null : food.portions[Number(portion)];
  const grams =
    quantity && quantity > 0 ? Math.round((chosen ? chosen.grams * quantity : quantity) * 10) / 10 : 0;
  const unit = chosen ? chosen.description.replace(/^1\s+/, "").replace(/\s*\(.*$/, "") : "g";
  // Over the most one food may weigh is said at the field, before anything is saved.
  const problem = itemGramsProblem(grams);
  const item =
    problem === null
      ? engine.item(
          food,
          {
            grams,
            quantity: quantity ?? 0,
            unit,
            localName: engine.name(food, locale),
            confidence: null,
          },
          locale,
        )
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) {
      setAmountError(translate(problem ?? "invalidAmount"));
      invalidSubmit();
      return;
    }
    setBusy(true);
    const result = await addFoods(mealId, [item]);
    setBusy(false);
    if (result.ok) onDone();
    else setFailure(result.message);
  };

  return (
    <form ref={within} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <p className="text-sm font-medium text-slate-900 dark:text-slate-100" data-testid="picked-food">
        {engine.name(food, locale)}
      </p>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <NumberField
          label={t`Amount`}
          min={0}
          step="any"
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          error={amountError}
          containerClassName={amountError ? "col-span-2" : undefined}
          autoFocus
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={portionId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t`Portion`}
          </label>
          <select
            id={portionId}
            value={portion}
            onChange={(event) => {
              setPortion(event.target.value);
              setAmountError(undefined);
            }}
            className={cn(inputClasses(false), "min-w-0")}
          >
            {/* USDA's unspecified quantity is its usual serving: "1 serving", "1 porción". */}
            {food.portions.map((p, i) => (
              <option key={p.description} value={String(i)}>
                {t`${engine.portionName(p.description, locale)} (${format.number(p.grams)} g)`}
              </option>
            ))}
            <option value="grams">{t`grams`}</option>
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" data-testid="add-food-preview">
        {item ? t`${format.number(item.grams)} g · ${format.number(item.calories)} kcal` : "—"}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setFood(null)} disabled={busy}>
          {t`Back`}
        </Button>
        <Button type="submit" loading={busy}>
          {t`Add to meal`}
        </Button>
      </div>
    </form>
  );
}

/** Replace food on an item (issue 13 §4): the same grams, the chosen food's nutrients. */
export function ReplaceFoodDialog({ item, onClose }: { item: MealItem | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t`Replace food`}
      description={item ? t`${item.local_name}: keeps its ${item.grams} g` : undefined}
    >
      {item && (
        <EngineGate>
          {(engine) => <ReplaceFoodForm key={item.id} engine={engine} item={item} onDone={onClose} />}
        </EngineGate>
      )}
    </Dialog>
  );
}

function ReplaceFoodForm({
  engine,
  item,
  onDone,
}: {
  engine: FoodEngine;
  item: MealItem;
  onDone: () => void;
}) {
  const locale = useLocale();
  const [failure, setFailure] = useState<string>();
  const pick = async (food: Food) => {
    const replacement = engine.item(
      food,
      {
        grams: item.grams,
        quantity: item.quantity,
        unit: item.unit_localized,
        localName: engine.name(food, locale),
        confidence: 1,
      },
      locale,
    );
    const result = await replaceFood(item.id, replacement);
    if (result.ok) onDone();
    else setFailure(result.message);
  };
  return (
    <div className="flex flex-col gap-3">
      {failure && <Alert tone="danger">{failure}</Alert>}
      <FoodSearch engine={engine} onPick={(food) => void pick(food)} autoFocus />
    </div>
  );
}
