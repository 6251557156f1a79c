import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen.ts";

/**
 * The app's router. Made when the app starts (start/app.tsx) rather than when this module is
 * evaluated: building it from the route tree is a task's worth of work on a phone, kept apart from
 * the evaluation of the app's modules (docs/decisions/176).
 */
export const makeRouter = () => createRouter({ routeTree, defaultPreload: "intent" });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
