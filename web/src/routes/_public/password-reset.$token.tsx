import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";

// The account pages share one chunk (features/auth/accountPages.tsx), not one each.
export const Route = createFileRoute("/_public/password-reset/$token")({
  codeSplitGroupings: [["loader"]],
  component: lazyRouteComponent(() => import("../../features/auth/accountPages.tsx"), "ResetPasswordScreen"),
});
