// The words of spec §2 for meal types and analysis statuses, and their badges, shared by the meal
// screens (list, detail, log meal, dashboard).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import type { AnalysisStatus, MealType } from "@nutrisnap/shared/constants";
import type { LocalMeal } from "../../data/index.ts";
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

const waitingLabel = msg`Waiting to sync`;

/**
 * A meal to be analysed whose analysis cannot have started: the meal has not reached the server,
 * the device is offline with the request still here, or the server could not take the request and
 * it waits for its next try (a 5xx: retried without end, decision 216). It reads "Waiting to
 * sync", not "Processing" (decision 212); once the request is on its way, it is processing.
 */
export const waitsToSync = (
  meal: Pick<LocalMeal, "analysis_status" | "analysisQueued" | "unsent" | "analysisRetrying">,
  online: boolean,
): boolean =>
  meal.analysis_status === "pending" &&
  meal.analysisQueued &&
  (meal.unsent || meal.analysisRetrying || !online);

/**
 * The analysis status, with a spinner while pending (spec §2 Meal detail); `waiting` while nothing
 * runs yet (see waitsToSync): no spinner, and the words say so.
 */
export function StatusBadge({
  status,
  className,
  waiting = false,
}: {
  status: AnalysisStatus;
  className?: string;
  waiting?: boolean;
}) {
  const { i18n } = useLingui();
  if (waiting) {
    return (
      <Badge tone="neutral" className={className} data-status={status} data-sync="waiting">
        {i18n._(waitingLabel)}
      </Badge>
    );
  }
  return (
    <Badge tone={statusTones[status]} className={className} data-status={status}>
      {status === "pending" && <Spinner size="sm" decorative className="size-3" />}
      {i18n._(statusLabels[status])}
    </Badge>
  );
}
