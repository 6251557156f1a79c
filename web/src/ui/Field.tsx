import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn, focusRing } from "./cn.ts";

/** Label, hint and error around one control, wired with aria-describedby and aria-invalid. */
export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Extra content right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function FieldFrame({ id, label, hint, error, labelAside, className, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClasses = (invalid: boolean) =>
  cn(
    "h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500",
    "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
    "dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800",
    focusRing,
    invalid ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-600",
  );

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labelAside?: ReactNode;
  id?: string;
  /** A unit shown inside the field on the right, e.g. "kg". */
  unit?: string;
  containerClassName?: string;
}

export function TextField({
  label,
  hint,
  error,
  labelAside,
  id,
  unit,
  className,
  containerClassName,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      labelAside={labelAside}
      className={containerClassName}
    >
      {(describedBy, invalid) => (
        <div className="relative">
          <input
            id={fieldId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(inputClasses(invalid), unit && "pr-12", className)}
            {...input}
          />
          {unit && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600 dark:text-slate-400"
            >
              {unit}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

export interface NumberFieldProps extends Omit<TextFieldProps, "type" | "value" | "onChange"> {
  /** The text in the field; the form parses it when it validates. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A number input that keeps the typed text, so "70." can be typed on the way to "70.5". It is a
 * text input with a decimal keyboard: a number input drops or misreads the decimal comma of es_CL
 * ("72,5" became 725); parseNumberInput reads either separator.
 */
export function NumberField({ value, onValueChange, inputMode, ...rest }: NumberFieldProps) {
  return (
    <TextField
      type="text"
      autoComplete="off"
      inputMode={inputMode ?? "decimal"}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}

/**
 * "" → undefined, anything else → its number (NaN for text that is not one, caught by the schema).
 * Either "," or "." is the decimal separator ("72,5" and "72.5" are 72.5), whatever the language:
 * phones' decimal keyboards offer one or the other. Two or more separators are not a number.
 */
export function parseNumberInput(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "") return undefined;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(",", "."));
}
