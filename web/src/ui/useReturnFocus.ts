import { useLayoutEffect, useRef } from "react";

/**
 * Where the focus goes when a dialog closes. Radix gives it back to a `Dialog.Trigger`; ours are
 * opened from state (a row's button, a menu), so without this the focus fell to the page's top and
 * a keyboard or screen-reader user lost their place. The element focused when the dialog opened
 * gets it back, unless `instead` names another (the opener's row is being removed, say).
 * Returns the handler for Radix's `onCloseAutoFocus`.
 */
export function useReturnFocus(
  open: boolean,
  instead?: () => HTMLElement | null | undefined,
): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves the focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event) => {
    event.preventDefault();
    const target = instead?.() ?? (opener.current?.isConnected ? opener.current : null);
    opener.current = null;
    target?.focus();
  };
}
