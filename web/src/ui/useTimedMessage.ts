import { useEffect, useState } from "react";
import { CONFIRMATION_MS } from "@nutrisnap/shared/constants";

/** A confirmation that disappears after 3 seconds (spec §4, §9 CONFIRMATION_MS). */
export function useTimedMessage(durationMs: number = CONFIRMATION_MS) {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage] as const;
}
