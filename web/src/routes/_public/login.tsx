import { createFileRoute } from "@tanstack/react-router";
import { VisitorOnly } from "../../app/guards.tsx";
import { LoginPage } from "../../features/auth/LoginPage.tsx";
import { safeReturnPath } from "../../app/returnPath.ts";

export interface LoginSearch {
  /** The private page asked for while signed out, followed after signing in (same-origin only). */
  redirect?: string;
}

export const Route = createFileRoute("/_public/login")({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = safeReturnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return (
      <VisitorOnly returnTo={redirect}>
        <LoginPage returnTo={redirect} />
      </VisitorOnly>
    );
  },
});
