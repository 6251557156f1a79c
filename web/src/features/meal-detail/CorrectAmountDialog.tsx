import { useMemo, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { MealItem } from "@nutrisnap/shared/api";
import { isLocale } from "@nutrisnap/shared/locale";
import { measureUnitOf, unitChoices } from "@nutrisnap/shared/meals";
import { roundTo } from "@nutrisnap/shared/nutrition/round";
import { correctItemAmount } from "../../data/index.ts";
import { formatDecimal } from "../../i18n/format.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { Alert, Button, Dialog, NumberField, parseNumberInput, Select } from "../../ui/index.ts";
import { SegmentedControl } from "../../ui/SegmentedControl.tsx";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

type Mode = "grams" | "portion";

export interface CorrectAmountDialogProps {
  item: MealItem | null;
  onClose: () => void;
}

/**
 * Correct an item's amount in grams or as a portion (quantity and unit): the data layer rescales
 * the item's nutrients and the meal's totals at once and syncs the correction.
 */
export function CorrectAmountDialog({ item, onClose }: CorrectAmountDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Correct the amount`}
      description={item ? item.local_name : undefined}
    >
      {item && <CorrectAmountForm key={item.id} item={item} onDone={onClose} />}
    </Dialog>
  );
}

function CorrectAmountForm({ item, onDone }: { item: MealItem; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : "en_US";
  const translate = useValidationMessage();
  // The units the item can be corrected in (the same list the server accepts) and their grams.
  const choices = useMemo(() => unitChoices(item, locale), [item, locale]);
  const ownUnit = measureUnitOf(item.unit_localized) ?? item.unit_localized.trim();
  const [mode, setMode] = useState<Mode>("grams");
  const [grams, setGrams] = useState(String(item.grams));
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [unit, setUnit] = useState(
    choices.some((choice) => choice.value === ownUnit) ? ownUnit : (choices[0]?.value ?? "g"),
  );
  const perUnit = choices.find((choice) => choice.value === unit)?.gramsPerUnit;
  const parsedQuantity = parseNumberInput(quantity);
  const followingGrams =
    perUnit !== undefined && parsedQuantity !== undefined && parsedQuantity > 0
      ? formatDecimal(roundTo(parsedQuantity * perUnit, 1), locale)
      : null;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A refused amount takes the user to the field to fix (decision 200).
  const { within, invalidSubmit } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountField = mode === "grams" ? "grams" : "quantity";
    const parsed = parseNumberInput(mode === "grams" ? grams : quantity);
    // An empty or unreadable amount fails both of the contract's shapes, so its message has no
    // field of its own: it is said at the amount (Save did nothing visible).
    if (parsed === undefined) {
      setErrors({ [amountField]: ["invalidAmount"] });
      invalidSubmit();
      return;
    }
    setBusy(true);
    const amount = mode === "grams" ? { grams: parsed } : { quantity: parsed, unit };
    const result = await correctItemAmount(item.id, amount);
    setBusy(false);
    if (result.ok) {
      onDone();
      return;
    }
    const fields = result.fieldErrors;
    if (!fields) {
      setFailure(result.message);
      return;
    }
    const shown = ["grams", "quantity", "unit"].some((field) => fields[field]?.length);
    setErrors(shown ? fields : { [amountField]: ["invalidAmount"] });
    invalidSubmit();
  };
  const errorOf = (field: string) => translate(errors[field]?.[0]);

  return (
    <form ref={within} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <SegmentedControl
        label={t`Correct by`}
        value={mode}
        onValueChange={(next) => {
          if (next) setMode(next);
          setErrors({});
        }}
        options={[
          { value: "grams", label: t`Grams` },
          { value: "portion", label: t`Portion` },
        ]}
      />
      {mode === "grams" ? (
        <NumberField
          label={t`Amount eaten`}
          unit="g"
          min={0}
          step="any"
          value={grams}
          onValueChange={setGrams}
          error={errorOf("grams")}
          autoFocus
        />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label={t`Quantity`}
              min={0}
              step="any"
              value={quantity}
              onValueChange={setQuantity}
              error={errorOf("quantity")}
              autoFocus
            />
            <Select
              label={t`Unit`}
              value={unit}
              onValueChange={setUnit}
              options={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
              error={errorOf("unit")}
            />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {followingGrams === null ? "\u00a0" : t`That is about ${followingGrams} g`}
          </p>
        </div>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t`The item's nutrients and the meal's totals are recalculated for the new amount.`}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={busy}>
          {t`Save amount`}
        </Button>
      </div>
    </form>
  );
}
