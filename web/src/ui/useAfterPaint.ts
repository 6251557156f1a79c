import { useEffect, useState } from "react";

/**
 * False at the first render, true once the browser has painted it: for what the first paint need
 * not wait for, such as a list's photos (their object URLs, their requests and decoding), so the
 * cards' text shows first.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
