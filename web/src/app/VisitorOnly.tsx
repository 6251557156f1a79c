import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { readSessionHint, subscribeSessionHint } from "../data/sessionHint.ts";
import { settleSessionHint } from "../data/settleSessionHint.ts";
import { visitorGate } from "./gate.ts";

/**
 * Login and register (and the landing page): a signed-in user goes to /dashboard (spec §2). These
 * pages route by the session hint and load nothing of the data layer (decision 080); the private
 * pages check the session for real, and send a user whose session ended back to /login.
 */
export function VisitorOnly({ children, returnTo }: { children: ReactNode; returnTo?: string }) {
  const hint = useSyncExternalStore(subscribeSessionHint, readSessionHint, () => "unknown" as const);
  useEffect(() => {
    if (hint === "unknown") void settleSessionHint();
  }, [hint]);
  const decision = visitorGate(hint === "signedIn" ? "signedIn" : "signedOut");
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
