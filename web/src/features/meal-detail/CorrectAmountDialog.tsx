import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { MealItem } from "@nutrisnap/shared/api";
import { correctItemAmount } from "../../data/index.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { Alert, Button, Dialog, NumberField, parseNumberInput, TextField } from "../../ui/index.ts";
import { SegmentedControl } from "../../ui/SegmentedControl.tsx";

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
  const { t } = useLingui();
  const translate = useValidationMessage();
  const [mode, setMode] = useState<Mode>("grams");
  const [grams, setGrams] = useState(String(item.grams));
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [unit, setUnit] = useState(item.unit_localized);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const amount =
      mode === "grams"
        ? { grams: parseNumberInput(grams) ?? Number.NaN }
        : { quantity: parseNumberInput(quantity) ?? Number.NaN, unit };
    const result = await correctItemAmount(item.id, amount);
    setBusy(false);
    if (result.ok) {
      onDone();
      return;
    }
    setErrors(result.fieldErrors ?? {});
    if (!result.fieldErrors) setFailure(result.message);
  };
  const errorOf = (field: string) => translate(errors[field]?.[0]);

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
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
          <TextField
            label={t`Unit`}
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
            error={errorOf("unit")}
          />
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
