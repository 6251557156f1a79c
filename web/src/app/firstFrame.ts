// The signed-in dashboard's first frame (docs/decisions/153). The server may send /dashboard with
// that frame already in the page, rendered by the build from these same components: it sits in
// #first-frame, and the app renders into #root, hidden, beside it. The frame stays on screen
// until the private gate knows what to show (the page, or a move elsewhere), then goes in the same
// task as the app's first real render commits, so the spinner never replaces it and nothing moves.
// Pages without the frame (index.html, which the service worker serves offline) find nothing to do.

let prerendering = false;

/** The build renders the frame (features/dashboard/prerender.tsx): no data layer, no gate wait. */
export function startPrerendering(): void {
  prerendering = true;
}

export const isPrerendering = (): boolean => prerendering;

/** Drops the server's frame and shows the app's root; does nothing without a frame. */
export function releaseFirstFrame(doc: Document | undefined = globalThis.document): void {
  if (prerendering || !doc) return;
  const frame = doc.getElementById("first-frame");
  if (!frame) return;
  frame.remove();
  doc.getElementById("root")?.removeAttribute("hidden");
}
