import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { AuthCardSkeleton } from "../../app/AuthCardSkeleton.tsx";
import { safeReturnPath } from "../../app/returnPath.ts";

export interface LoginSearch {
  /** The private page asked for while signed out, followed after signing in (same-origin only). */
  redirect?: string;
}

export const Route = createFileRoute("/_public/login")({
  // The raw search of the root route passes through to this one, so an unsafe value is
  // overwritten here and checked again where it is used.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeReturnPath(search.redirect) ?? undefined,
  }),
  // The sign-in pages share one chunk (features/auth/accountPages.tsx), not one each.
  codeSplitGroupings: [["loader"]],
  // Followed from a page outside the chunk, the form's frame shows at once while it arrives.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AuthCardSkeleton,
  component: lazyRouteComponent(() => import("../../features/auth/accountPages.tsx"), "LoginScreen"),
});
