import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AuthProvider, startSync, useSession } from "../data/boot.ts";
import { useOnboarding } from "../data/queries/account.ts";
import { FullScreenSpinner } from "../ui/index.ts";
import { isPrerendering, releaseFirstFrame } from "./firstFrame.ts";
import { privateGate } from "./gate.ts";
import { LocaleSync } from "./LocaleSync.tsx";
import { useOnboardingCheck } from "./onboardingCheck.ts";
import { safeReturnPath } from "./returnPath.ts";

/**
 * The signed-in part of the app: the data layer starts here (the session check, sync, the live
 * channel), with the auth context of spec §1 and the user's stored language around the screens.
 * The public pages load none of it (decision 080).
 */
export function PrivateGate({ children }: { children: ReactNode }) {
  useEffect(() => startSync(), []);
  return (
    <AuthProvider>
      <LocaleSync />
      <SessionGate>{children}</SessionGate>
    </AuthProvider>
  );
}

/** spec §4 private route gate: spinner, /login, then the onboarding check and its redirects. */
function SessionGate({ children }: { children: ReactNode }) {
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

  // Once the gate knows what to show, the page (the whole layout and screen at once) renders as a
  // transition: React renders it in slices between which the browser stays responsive, where a
  // render forced by the session's store would hold the main thread for all of it (decision 154).
  const decided = decision.kind !== "wait";
  const [shown, setShown] = useState(decided);
  useEffect(() => {
    if (decided && !shown) startTransition(() => setShown(true));
  }, [decided, shown]);
  // The server's first frame, if the page came with one, gives way as that render commits, before
  // the browser paints it (decision 153).
  const ready = decided && shown;
  useLayoutEffect(() => {
    if (ready) releaseFirstFrame();
  }, [ready]);

  // Arriving at /dashboard from onboarding resets the check once the record has read back.
  useEffect(() => {
    if (justOnboarded && onboarding && pathname === "/dashboard") reset();
  }, [justOnboarded, onboarding, pathname, reset]);

  // The build's first frame of a private page (decision 153) shows the page as it loads.
  if (isPrerendering()) return children;
  if (decision.kind === "wait" || !shown) return <FullScreenSpinner label={t`Loading your account`} />;
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
