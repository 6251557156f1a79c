import { createRootRoute, lazyRouteComponent, Outlet } from "@tanstack/react-router";
import { AppToaster } from "../app/AppToaster.tsx";
import { LocaleSync } from "../app/LocaleSync.tsx";

export const Route = createRootRoute({
  component: () => (
    <>
      <LocaleSync />
      <Outlet />
      <AppToaster />
    </>
  ),
  // Loaded only when an unknown address is opened.
  notFoundComponent: lazyRouteComponent(() => import("../app/NotFoundPage.tsx"), "NotFoundPage"),
});
