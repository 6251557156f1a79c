import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../data/boot.ts";
import { useOnboarding } from "../data/queries/account.ts";
import { FullScreenSpinner } from "../ui/index.ts";
import { privateGate, visitorGate } from "./gate.ts";
import { useOnboardingCheck } from "./onboardingCheck.ts";

/** spec §4 private route gate: spinner, /login, then the onboarding check and its redirects. */
export function PrivateGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const onboarding = useOnboarding();
  const { justOnboarded, finishing, reset } = useOnboardingCheck();
  const pathname = useLocation({ select: (location) => location.pathname });
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
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

/** Login and register (and the landing page): a signed-in user goes to /dashboard (spec §2). */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const decision = visitorGate(status);
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
