import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { AuthCardSkeleton } from "../../app/AuthCardSkeleton.tsx";

// The sign-in pages share one chunk (features/auth/accountPages.tsx), not one each.
export const Route = createFileRoute("/_public/forgot-password")({
  codeSplitGroupings: [["loader"]],
  // Followed from a page outside the chunk, the form's frame shows at once while it arrives.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AuthCardSkeleton,
  component: lazyRouteComponent(() => import("../../features/auth/accountPages.tsx"), "ForgotPasswordScreen"),
});
