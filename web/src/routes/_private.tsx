import { createFileRoute } from "@tanstack/react-router";
import { isPrerendering } from "../app/firstFrame.ts";
import { PrivateGate } from "../app/guards.tsx";
import { PrivateLayout } from "../app/PrivateLayout.tsx";
import { loadDatabaseLibrary } from "../data/start.ts";

export const Route = createFileRoute("/_private")({
  // The data layer, and with it the session check, starts as soon as a private page is asked for,
  // beside the loading of the screens and the catalog instead of once they have rendered
  // (decision 116). PrivateGate starts it too (a second call does nothing).
  beforeLoad: async ({ preload }) => {
    if (preload || isPrerendering()) return;
    // Dexie's library is evaluated before the screens and the data layer that import it, in a task
    // of its own rather than in theirs (decision 176); the route's screens load once it has run.
    await loadDatabaseLibrary().catch((error: unknown) => console.warn("Loading the database failed", error));
    // Asked for in a task of its own: asking (a preload link for each of its modules) is a few
    // milliseconds a file on a phone, beside the router's own first load (decision 176).
    setTimeout(() => {
      void import("../data/boot.ts")
        // In a task after the data layer's modules have run, not in the same long one (decision 159).
        .then(({ startSync }) => setTimeout(startSync, 0))
        .catch((error: unknown) => console.warn("Starting the data layer failed", error));
    }, 0);
  },
  component: () => (
    <PrivateGate>
      <PrivateLayout />
    </PrivateGate>
  ),
});
