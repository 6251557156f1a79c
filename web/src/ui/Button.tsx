import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";
import { Slot } from "radix-ui";
import { cn, focusRing } from "./cn.ts";
import { Spinner } from "./Spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400",
  secondary:
    "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500",
  link: "text-brand-700 underline-offset-4 hover:underline dark:text-brand-400",
};

// A label too long for the room it has (Spanish on a 320 px phone) wraps inside the button, which
// grows taller, instead of running past its card and the screen's edge: a minimum height, not a
// fixed one, and never wider than its container.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-8 max-w-full gap-1.5 px-3 py-1 text-center text-sm",
  md: "min-h-10 max-w-full gap-2 px-4 py-2 text-center text-sm",
  lg: "min-h-12 max-w-full gap-2 px-6 py-2 text-center text-base",
};

const iconSizes: Record<ButtonSize, string> = { sm: "size-8", md: "size-10", lg: "size-12" };

/**
 * The classes of a button, for links that should look like one. Sizes are never combined with
 * overriding utilities (e.g. px-4 then px-0): Tailwind orders its CSS by utility, not by class list.
 */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  shape: "text" | "icon" = "text",
): string {
  const dimensions = variant === "link" ? "text-sm" : shape === "icon" ? iconSizes[size] : sizes[size];
  return cn(
    // Its icon keeps its size when a long label wraps.
    "inline-flex shrink-0 items-center justify-center rounded-lg font-medium transition-colors select-none [&>svg]:shrink-0",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    focusRing,
    variants[variant],
    dimensions,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** Renders the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A focused button disabled while its action runs loses the focus (the browser moves it to the
 * page's body), and a keyboard user would start again from the top after, say, a wrong password.
 * It takes the focus back when the action ends, unless something else took it meanwhile (a field
 * the form sends the user to, a dialog).
 */
function useFocusThroughBusy(button: RefObject<HTMLButtonElement | null>, busy: boolean) {
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (busy) {
      hadFocus.current = document.activeElement === button.current;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) button.current?.focus();
  }, [busy, button]);
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type = "button",
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  useFocusThroughBusy(own, loading);
  const refs = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  if (asChild) {
    return (
      <Slot.Root className={cn(buttonClasses(variant, size), className)} ref={ref} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={refs}
      type={type}
      className={cn(buttonClasses(variant, size), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** The accessible name; icon buttons have no visible text. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(buttonClasses(variant, size, "icon"), className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
