// The words of spec §2 for meal types and analysis statuses, and their badges, shared by the meal
// screens (list, detail, log meal, dashboard).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import type { AnalysisStatus, MealType } from "@nutrisnap/shared/constants";
import { Badge, Spinner, type BadgeTone } from "../../ui/index.ts";

export const mealTypeLabels: Record<MealType, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  snack: msg`Snack`,
};

/** spec §2 Meals list: completed reads "analysed", pending "processing", not_started "not analysed". */
export const statusLabels: Record<AnalysisStatus, MessageDescriptor> = {
  completed: msg`Analyzed`,
  pending: msg`Processing`,
  failed: msg`Failed`,
  not_started: msg`Not analyzed`,
};

const statusTones: Record<AnalysisStatus, BadgeTone> = {
  completed: "success",
  pending: "info",
  failed: "danger",
  not_started: "neutral",
};

export function MealTypeBadge({ type }: { type: MealType }) {
  const { i18n } = useLingui();
  return <Badge tone="brand">{i18n._(mealTypeLabels[type])}</Badge>;
}

/**
 * The analysis status, with a spinner while pending (spec §2 Meal detail); `still` while nothing
 * runs yet (the meal waits on the device for a connection).
 */
export function StatusBadge({
  status,
  className,
  still = false,
}: {
  status: AnalysisStatus;
  className?: string;
  still?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Badge tone={statusTones[status]} className={className} data-status={status}>
      {status === "pending" && !still && <Spinner size="sm" decorative className="size-3" />}
      {i18n._(statusLabels[status])}
    </Badge>
  );
}
