import { useRef, type ReactNode } from "react";
import { ToggleGroup } from "radix-ui";
import { cn, focusRing } from "./cn.ts";

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** The accessible name of the group. */
  label: string;
  value: T | null;
  onValueChange: (value: T | null) => void;
  options: readonly SegmentOption<T>[];
  /** Tapping the chosen segment again clears the choice (e.g. a portion hint); else it stays. */
  allowEmpty?: boolean;
  className?: string;
}

/** The keys Radix's roving focus moves between segments with. */
const MOVE_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * One choice among a few short options in a row of pill buttons (Radix ToggleGroup, one tab stop).
 * Each segment is a radio for assistive technology, so it behaves as a radio group does: the arrow
 * keys move to a segment and choose it (ToggleGroup alone moves only the focus).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  onValueChange,
  options,
  allowEmpty = false,
  className,
}: SegmentedControlProps<T>) {
  // Set by a moving key (Radix focuses the next segment a moment later, which then is chosen); a
  // pointer or another key clears it, so a click's or a Tab's focus chooses nothing.
  const moving = useRef(false);
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      onKeyDownCapture={(event) => {
        moving.current = MOVE_KEYS.has(event.key);
      }}
      onPointerDownCapture={() => {
        moving.current = false;
      }}
      value={value ?? ""}
      onValueChange={(next) => {
        if (next) onValueChange(next as T);
        else if (allowEmpty) onValueChange(null);
      }}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          onFocus={() => {
            if (!moving.current) return;
            moving.current = false;
            if (option.value !== value) onValueChange(option.value);
          }}
          className={cn(
            "inline-flex h-10 min-w-[4.5rem] flex-1 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors sm:flex-none",
            "border-slate-300 bg-white text-slate-700 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400",
            "data-[state=on]:border-brand-700 data-[state=on]:bg-brand-700 data-[state=on]:text-white",
            "dark:data-[state=on]:border-brand-400 dark:data-[state=on]:bg-brand-500 dark:data-[state=on]:text-slate-950",
            focusRing,
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
