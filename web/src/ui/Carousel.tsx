import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { cn, focusRing } from "./cn.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

export interface CarouselProps {
  /** How many slides there are. */
  count: number;
  /** Draws slide `index` (large). */
  renderSlide: (index: number) => ReactNode;
  /** Draws the thumbnail of slide `index`; without it there is no thumbnail strip. */
  renderThumbnail?: (index: number) => ReactNode;
  /** The accessible name, e.g. "Meal photos". */
  label: string;
  className?: string;
}

const SWIPE_PX = 40;

/**
 * Slides one at a time with previous/next arrows, dots, an 'n / total' badge, thumbnails, arrow
 * keys when focused and a horizontal swipe on touch screens. Wraps around at both ends.
 */
export function Carousel({ count, renderSlide, renderThumbnail, label, className }: CarouselProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const index = Math.min(current, Math.max(count - 1, 0));
  const go = (next: number) => setCurrent(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      go(dx < 0 ? index + 1 : index - 1);
  };

  const arrow = cn(
    "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white",
    "dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-900",
    focusRing,
  );

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("flex flex-col gap-3", className)}
    >
      <div
        className="relative overflow-hidden rounded-xl bg-slate-100 outline-none dark:bg-slate-800"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        style={{ touchAction: "pan-y" }}
      >
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t`${index + 1} of ${count}`}
          data-slide={index}
        >
          {renderSlide(index)}
        </div>
        <button
          type="button"
          className={cn(arrow, "left-3")}
          onClick={() => go(index - 1)}
          aria-label={t`Previous photo`}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          className={cn(arrow, "right-3")}
          onClick={() => go(index + 1)}
          aria-label={t`Next photo`}
        >
          <ChevronRightIcon className="size-5" />
        </button>
        <span
          className="absolute top-3 right-3 rounded-full bg-slate-950/75 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums"
          data-testid="carousel-position"
        >
          {index + 1} / {count}
        </span>
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1.5 rounded-full bg-slate-950/45 px-2.5 py-1.5">
          {Array.from({ length: count }, (_, dot) => (
            <button
              key={dot}
              type="button"
              onClick={() => go(dot)}
              aria-label={t`Show photo ${dot + 1}`}
              aria-current={dot === index || undefined}
              className={cn(
                "h-2 rounded-full shadow transition-all",
                dot === index ? "w-5 bg-white" : "w-2 bg-white/60 hover:bg-white/80",
                focusRing,
              )}
            />
          ))}
        </div>
      </div>
      {renderThumbnail && (
        <div className="flex gap-2 overflow-x-auto pb-1">
          {Array.from({ length: count }, (_, thumb) => (
            <button
              key={thumb}
              type="button"
              onClick={() => go(thumb)}
              aria-label={t`Photo ${thumb + 1}`}
              aria-pressed={thumb === index}
              className={cn(
                "size-16 shrink-0 overflow-hidden rounded-lg border-2 transition-opacity",
                thumb === index
                  ? "border-brand-600 dark:border-brand-400"
                  : "border-transparent opacity-70 hover:opacity-100",
                focusRing,
              )}
            >
              {renderThumbnail(thumb)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
