import { useId, type ReactNode } from "react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { cn, focusRing } from "./cn.ts";
import { CheckIcon } from "./icons.tsx";

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  description,
  name,
  id,
  disabled,
  className,
}: CheckboxProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const descriptionId = description ? `${fieldId}-description` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <RadixCheckbox.Root
        id={fieldId}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className={cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white",
          "data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white",
          "dark:border-slate-500 dark:bg-slate-900 dark:data-[state=checked]:border-brand-500 dark:data-[state=checked]:bg-brand-500 dark:data-[state=checked]:text-slate-950",
          "disabled:opacity-50",
          focusRing,
        )}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon className="size-3.5" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="flex flex-col">
        <label
          htmlFor={fieldId}
          className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
