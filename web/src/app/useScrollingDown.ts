import { useEffect, useState } from "react";

/**
 * True while the user scrolls down the page (past the first `threshold` pixels), false again as
 * soon as they scroll up or reach the top: the round log-meal button steps aside on phones while
 * the user reads down a list, and comes back when they look for it.
 */
export function useScrollingDown(threshold = 48): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setDown(y > last && y > threshold);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return down;
}
