import { lazy, Suspense } from "react";
import { createRootRoute, lazyRouteComponent, Outlet } from "@tanstack/react-router";

// The toaster (react-hot-toast) loads after the first paint: a toast raised before it mounts waits
// in react-hot-toast's store and shows when it does.
const AppToaster = lazy(() =>
  import("../app/AppToaster.tsx").then(({ AppToaster }) => ({ default: AppToaster })),
);

export const Route = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  ),
  // Loaded only when an unknown address is opened.
  notFoundComponent: lazyRouteComponent(() => import("../app/NotFoundPage.tsx"), "NotFoundPage"),
});
