import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../data/boot.ts";
import { useOnboarding } from "../data/queries/account.ts";
import { FullScreenSpinner } from "../ui/index.ts";
import { privateGate, visitorGate } from "./gate.ts";
import { useOnboardingCheck } from "./onboardingCheck.ts";
import { safeReturnPath } from "./returnPath.ts";

/** spec §4 private route gate: spinner, /login, then the onboarding check and its redirects. */
export function PrivateGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const onboarding = useOnboarding();
  const { justOnboarded, finishing, reset } = useOnboardingCheck();
  const pathname = useLocation({ select: (location) => location.pathname });
  const asked = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  const decision = privateGate({
    session: session.status,
    onboarding,
    justOnboarded,
    onOnboardingRoute: pathname === "/onboarding",
    finishing,
    offline: session.offline,
  });

  // Arriving at /dashboard from onboarding resets the check once the record has read back.
  useEffect(() => {
    if (justOnboarded && onboarding && pathname === "/dashboard") reset();
  }, [justOnboarded, onboarding, pathname, reset]);

  if (decision.kind === "wait") return <FullScreenSpinner label={t`Loading your account`} />;
  if (decision.kind === "redirect" && decision.to === "/login") {
    // While the move to /login is under way this gate still renders once more; a second
    // Navigate from there would drop the remembered page.
    if (pathname === "/login") return null;
    // Remember the page asked for, so signing in returns to it.
    const redirect = safeReturnPath(asked) ?? undefined;
    return <Navigate to="/login" search={redirect ? { redirect } : {}} replace />;
  }
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

/** Login and register (and the landing page): a signed-in user goes to /dashboard (spec §2). */
export function VisitorOnly({ children, returnTo }: { children: ReactNode; returnTo?: string }) {
  const { status } = useSession();
  const decision = visitorGate(status);
  if (decision.kind === "redirect" && returnTo) return <NavigateToPath path={returnTo} />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

/** Replaces the address with a path of this app (already checked by safeReturnPath). */
function NavigateToPath({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href: path, replace: true });
  }, [navigate, path]);
  return null;
}
