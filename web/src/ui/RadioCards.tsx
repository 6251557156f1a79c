import { useId, type ReactNode } from "react";
import { Checkbox as RadixCheckbox, RadioGroup } from "radix-ui";
import { cn, focusRing } from "./cn.ts";
import { CheckIcon } from "./icons.tsx";

export interface CardOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

const cardClasses = cn(
  "flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors",
  "border-slate-300 bg-white hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-brand-400",
  "data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700",
  "dark:data-[state=checked]:border-brand-400 dark:data-[state=checked]:bg-brand-950 dark:data-[state=checked]:ring-brand-400",
  focusRing,
);

/** The compact look: small pills that wrap, for long optional lists on a phone. */
const chipClasses = cn(
  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-left transition-colors",
  "border-slate-300 bg-white hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-brand-400",
  "data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700",
  "dark:data-[state=checked]:border-brand-400 dark:data-[state=checked]:bg-brand-950 dark:data-[state=checked]:ring-brand-400",
  focusRing,
);

/** "cards": a grid of cards with descriptions under their labels; "chips": wrapping pills. */
export type ChoiceLayout = "cards" | "chips";

const markClasses = cn(
  "mt-0.5 flex size-5 shrink-0 items-center justify-center border border-slate-400 dark:border-slate-500",
  "group-data-[state=checked]:border-brand-700 group-data-[state=checked]:bg-brand-700 group-data-[state=checked]:text-white",
  "dark:group-data-[state=checked]:border-brand-400 dark:group-data-[state=checked]:bg-brand-400 dark:group-data-[state=checked]:text-slate-950",
);

function CardText({
  label,
  description,
  inline = false,
}: {
  label: ReactNode;
  description?: ReactNode;
  inline?: boolean;
}) {
  // A pill keeps its description on its line, after the label ("Rarely · 1–2 times per week").
  if (inline)
    return (
      <span className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
        {description && (
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400"> · {description}</span>
        )}
      </span>
    );
  return (
    <span className="flex flex-col">
      <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{label}</span>
      {description && <span className="text-xs text-slate-600 dark:text-slate-400">{description}</span>}
    </span>
  );
}

function GroupFrame({
  legendId,
  legend,
  error,
  errorId,
  children,
}: {
  legendId: string;
  legend: ReactNode;
  error?: ReactNode;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <span id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
      </span>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioCardsProps<T extends string> {
  legend: ReactNode;
  value: T | undefined;
  onValueChange: (value: T) => void;
  options: readonly CardOption<T>[];
  error?: ReactNode;
  /** Grid columns from the small breakpoint up. */
  columns?: 1 | 2 | 3;
  layout?: ChoiceLayout;
}

const columnClasses = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" } as const;

/** Exactly one choice, shown as cards (Radix RadioGroup: arrow keys move, one tab stop). */
export function RadioCards<T extends string>({
  legend,
  value,
  onValueChange,
  options,
  error,
  columns = 1,
  layout = "cards",
}: RadioCardsProps<T>) {
  const chips = layout === "chips";
  const id = useId();
  return (
    <GroupFrame legendId={`${id}-legend`} legend={legend} error={error} errorId={`${id}-error`}>
      <RadioGroup.Root
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        value={value ?? ""}
        onValueChange={(next) => onValueChange(next as T)}
        className={chips ? "flex flex-wrap gap-2" : cn("grid grid-cols-1 gap-2", columnClasses[columns])}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn("group", chips ? chipClasses : cardClasses)}
          >
            <span className={cn(markClasses, "rounded-full", chips && "mt-0 size-4")}>
              <span className="size-2 rounded-full bg-current opacity-0 group-data-[state=checked]:opacity-100" />
            </span>
            <CardText label={option.label} description={option.description} inline={chips} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </GroupFrame>
  );
}

export interface CheckboxCardsProps<T extends string> {
  legend: ReactNode;
  value: readonly T[];
  onValueChange: (value: T[]) => void;
  options: readonly CardOption<T>[];
  columns?: 1 | 2 | 3;
  layout?: ChoiceLayout;
}

/** Any number of choices, shown as cards; the order of `options` is kept in the answer. */
export function CheckboxCards<T extends string>({
  legend,
  value,
  onValueChange,
  options,
  columns = 2,
  layout = "cards",
}: CheckboxCardsProps<T>) {
  const chips = layout === "chips";
  const id = useId();
  const toggle = (key: T, on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(key);
    else chosen.delete(key);
    onValueChange(options.map((option) => option.value).filter((option) => chosen.has(option)));
  };
  return (
    <GroupFrame legendId={`${id}-legend`} legend={legend} errorId={`${id}-error`}>
      <div
        role="group"
        aria-labelledby={`${id}-legend`}
        className={chips ? "flex flex-wrap gap-2" : cn("grid grid-cols-1 gap-2", columnClasses[columns])}
      >
        {options.map((option) => (
          <RadixCheckbox.Root
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            className={cn("group", chips ? chipClasses : cardClasses)}
          >
            <span className={cn(markClasses, "rounded", chips && "mt-0 size-4")}>
              <RadixCheckbox.Indicator>
                <CheckIcon className="size-3" />
              </RadixCheckbox.Indicator>
            </span>
            <CardText label={option.label} description={chips ? undefined : option.description} />
          </RadixCheckbox.Root>
        ))}
      </div>
    </GroupFrame>
  );
}
