import { createFileRoute } from "@tanstack/react-router";
import { isPrerendering } from "../app/firstFrame.ts";
import { PrivateGate } from "../app/guards.tsx";
import { PrivateLayout } from "../app/PrivateLayout.tsx";

export const Route = createFileRoute("/_private")({
  // The data layer, and with it the session check, starts as soon as a private page is asked for,
  // beside the loading of the screens and the catalog instead of once they have rendered
  // (decision 116). PrivateGate starts it too (a second call does nothing).
  beforeLoad: ({ preload }) => {
    if (preload || isPrerendering()) return;
    void import("../data/boot.ts")
      // In a task after the data layer's modules have run, not in the same long one (decision 159).
      .then(({ startSync }) => setTimeout(startSync, 0))
      .catch((error: unknown) => console.warn("Starting the data layer failed", error));
  },
  component: () => (
    <PrivateGate>
      <PrivateLayout />
    </PrivateGate>
  ),
});
