import type { ReactNode } from "react";

/**
 * A text field's hint with how much of its limit is typed: the count apart at the line's end, not
 * glued to the hint's last sentence ("…even offline. 76/1000"). The whole line describes the field.
 */
export function HintWithCount({
  id,
  hint,
  count,
  max,
}: {
  id: string;
  hint: ReactNode;
  count: number;
  max: number;
}) {
  return (
    <div
      id={id}
      className="flex items-start justify-between gap-3 text-xs text-slate-600 dark:text-slate-400"
    >
      <p>{hint}</p>
      <p className="shrink-0 tabular-nums" data-testid="character-count">
        {count}/{max}
      </p>
    </div>
  );
}
