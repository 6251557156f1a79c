import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { deleteMeal } from "../../data/index.ts";
import { ConfirmDialog } from "../../ui/index.ts";

export interface DeleteMealDialogProps {
  meal: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
  /** Where the focus goes once the meal is deleted (Cancel gives it back to what opened the dialog). */
  focusAfterDelete?: () => HTMLElement | null | undefined;
}

/** spec §8: asks with the meal's title; a failure is a browser alert. */
export function DeleteMealDialog({ meal, onClose, onDeleted, focusAfterDelete }: DeleteMealDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);
  const title = meal?.title ?? "";
  const confirm = async () => {
    if (!meal) return;
    setBusy(true);
    const result = await deleteMeal(meal.id).catch(() => ({ ok: false }) as const);
    setBusy(false);
    deleted.current = result.ok;
    onClose();
    if (result.ok) onDeleted?.();
    else window.alert(t`Failed to delete meal. Please try again.`);
  };
  return (
    <ConfirmDialog
      open={meal !== null}
      onOpenChange={(open) => {
        if (open) return;
        deleted.current = false;
        onClose();
      }}
      title={t`Delete meal`}
      description={t`Are you sure you want to delete "${title}"?`}
      confirmLabel={t`Delete`}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      finalFocus={() => (deleted.current ? focusAfterDelete?.() : null)}
    />
  );
}
