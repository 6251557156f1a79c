import { useCallback, useEffect, useState } from "react";

const CONTROL = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * The first field marked invalid inside `container`: the field itself, or, for a group marked as a
 * whole (radio cards), its chosen option or else its first one.
 */
export function firstInvalidControl(container: HTMLElement): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked || marked.matches(CONTROL)) return marked;
  return (
    marked.querySelector<HTMLElement>('[aria-checked="true"]') ?? marked.querySelector<HTMLElement>(CONTROL)
  );
}

/**
 * After a submit that found errors, the first marked field takes the focus once the errors show, and
 * so scrolls into view below the sticky top bar (the root's scroll padding): the user is taken to
 * what to fix, with a screen reader reading its message. `within` is the ref of the form (or step).
 */
export function useFocusFirstInvalid<E extends HTMLElement = HTMLFormElement>() {
  const [container, within] = useState<E | null>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0 || !container) return;
    const control = firstInvalidControl(container);
    if (control) {
      control.focus();
      return;
    }
    // The field can show a frame later: in a tab the same submit opened (the tab's content mounts
    // after the tab is chosen), as the nutrition profile's Save does.
    const frame = requestAnimationFrame(() => firstInvalidControl(container)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [attempts, container]);
  const invalidSubmit = useCallback(() => setAttempts((count) => count + 1), []);
  return { within, invalidSubmit };
}
