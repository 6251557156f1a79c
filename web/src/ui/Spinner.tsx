import { useLingui } from "@lingui/react/macro";
import { cn } from "./cn.ts";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** The text a screen reader hears; defaults to "Loading". */
  label?: string;
  /** Inside a button that already says what happens: hidden from assistive technology. */
  decorative?: boolean;
  /**
   * Turns only once it has been on screen for 2 s (decision 194): for an indicator shown while a
   * page starts, which is usually gone before then. Not for a button's answer to a press.
   */
  late?: boolean;
  className?: string;
}

export function Spinner({ size = "md", label, decorative = false, late = false, className }: SpinnerProps) {
  const { t } = useLingui();
  const svg = (
    <svg
      className={cn(late ? "animate-spin-late" : "animate-spin", "text-current", sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

/** A centred spinner for a whole screen while something needed to draw it is unknown. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-700 dark:text-brand-400">
      <Spinner size="lg" label={label} />
    </div>
  );
}
