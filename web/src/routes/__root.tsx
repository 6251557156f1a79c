import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AppToaster } from "../app/AppToaster.tsx";
import { LocaleSync } from "../app/LocaleSync.tsx";
import { NotFoundPage } from "../app/NotFoundPage.tsx";

export const Route = createRootRoute({
  component: () => (
    <>
      <LocaleSync />
      <Outlet />
      <AppToaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
