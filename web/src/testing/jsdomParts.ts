// Browser parts jsdom lacks, set on import for the component tests that need them.

/** jsdom lays nothing out: an observed element keeps the width it has, 0 (the charts draw empty). */
class UnmeasuredResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= UnmeasuredResizeObserver;

/** jsdom has no media: no query matches (light theme, motion allowed, the narrow layout). */
window.matchMedia ??= (query: string): MediaQueryList =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
  });
