import type { ReactNode } from "react";
import { AlertDialog, Dialog as RadixDialog } from "radix-ui";
import { useLingui } from "@lingui/react/macro";
import { cn } from "./cn.ts";
import { Button } from "./Button.tsx";
import { CloseIcon } from "./icons.tsx";
import { IconButton } from "./Button.tsx";
import { useReturnFocus } from "./useReturnFocus.ts";

const overlayClasses = "fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[1px]";
const contentClasses = cn(
  "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
  "rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900",
  "focus:outline-none",
);

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  className?: string;
  /** Where the focus goes on close, if not back to the element that opened the dialog. */
  finalFocus?: () => HTMLElement | null | undefined;
}

/** A modal dialog on Radix: focus is trapped inside, Escape and the close button close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  finalFocus,
}: DialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus(open, finalFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClasses} />
        <RadixDialog.Content
          className={cn(contentClasses, className)}
          // Without a description the dialog is named by its title alone (Radix accepts an explicit
          // undefined); a hidden copy of the title was read twice by screen readers.
          {...(!description && { "aria-describedby": undefined })}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton
                label={t`Close`}
                icon={<CloseIcon className="size-5" />}
                size="sm"
                className="-mt-1 -mr-2"
              />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for actions that delete something. */
  destructive?: boolean;
  busy?: boolean;
  /** Disables the confirm button, e.g. until a password is typed. */
  confirmDisabled?: boolean;
  /** Extra content between the text and the buttons, e.g. a password field. */
  children?: ReactNode;
  /** Where the focus goes on close, if not back to the element that opened the dialog. */
  finalFocus?: () => HTMLElement | null | undefined;
}

/**
 * Asks before an action that cannot be undone (Radix AlertDialog: focus trapped, Escape cancels,
 * the cancel button has focus first). It stays open while busy; the caller closes it when done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  children,
  finalFocus,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const returnFocus = useReturnFocus(open, finalFocus);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className={contentClasses} onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </AlertDialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmDisabled && !busy) onConfirm();
            }}
          >
            {children && <div className="mt-4">{children}</div>}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {cancelLabel ?? t`Cancel`}
                </Button>
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant={destructive ? "danger" : "primary"}
                loading={busy}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
