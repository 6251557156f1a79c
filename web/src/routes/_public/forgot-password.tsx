import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";

// The account pages share one chunk (features/auth/accountPages.tsx), not one each.
export const Route = createFileRoute("/_public/forgot-password")({
  codeSplitGroupings: [["loader"]],
  component: lazyRouteComponent(() => import("../../features/auth/accountPages.tsx"), "ForgotPasswordScreen"),
});
