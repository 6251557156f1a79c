import { useId, type ReactNode } from "react";
import { Select as RadixSelect } from "radix-ui";
import { cn } from "./cn.ts";
import { FieldFrame, inputClasses } from "./Field.tsx";
import { CheckIcon, ChevronDownIcon } from "./icons.tsx";

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface SelectProps<T extends string> {
  label: ReactNode;
  value: T | undefined;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

/** A single choice from a short list, on Radix Select (keyboard, typeahead, focus handling). */
export function Select<T extends string>({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  name,
  id,
  disabled,
  hideLabel,
  className,
}: SelectProps<T>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      id={fieldId}
      label={hideLabel ? <span className="sr-only">{label}</span> : label}
      hint={hint}
      error={error}
      className={className}
    >
      {(describedBy, invalid) => (
        <RadixSelect.Root
          value={value}
          onValueChange={(next) => onValueChange(next as T)}
          name={name}
          disabled={disabled}
        >
          <RadixSelect.Trigger
            id={fieldId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(inputClasses(invalid), "flex items-center justify-between gap-2 text-left")}
          >
            {/* One line, cut short if it must: the field is one line high. */}
            <span className="min-w-0 truncate">
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className="shrink-0">
              <ChevronDownIcon className="size-4 text-slate-600 dark:text-slate-400" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <RadixSelect.Viewport className="p-1">
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-900 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800 dark:text-slate-100 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-brand-300"
                  >
                    <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
                      <CheckIcon className="size-4" />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
