import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "./icons.tsx";

export type AlertTone = "info" | "success" | "warning" | "danger";

const tones: Record<AlertTone, string> = {
  info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100",
  success:
    "border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100",
  warning:
    "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link on the right, e.g. "Try again". */
  action?: ReactNode;
  className?: string;
}

/** A message box or banner. Danger is announced at once (role alert), the others politely. */
export function Alert({ tone = "info", title, children, action, className }: AlertProps) {
  const Icon = tone === "success" ? CheckCircleIcon : tone === "info" ? InfoIcon : AlertIcon;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn("flex items-start gap-3 rounded-xl border px-4 py-3 text-sm", tones[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      {/* The action sits beside the message while the message keeps room to read (12 rem), and
          under it on a narrow phone: it kept its width and lay over a message squeezed to a word
          a line. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-[min(100%,12rem)] flex-1">
          {title && <p className="font-semibold">{title}</p>}
          {children && <div className={cn(Boolean(title) && "mt-0.5")}>{children}</div>}
        </div>
        {action && <div className="max-w-full shrink-0">{action}</div>}
      </div>
    </div>
  );
}
