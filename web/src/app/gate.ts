import type { Onboarding } from "@nutrisnap/shared/api";

// spec §4 private route gate, as a pure decision so every branch can be tested.
export type SessionStatus = "unknown" | "signedIn" | "signedOut";

export type GateDecision =
  { kind: "wait" } | { kind: "redirect"; to: "/login" | "/onboarding" | "/dashboard" } | { kind: "render" };

export interface GateInput {
  session: SessionStatus;
  /** useOnboarding(): undefined while loading, null when there is none. */
  onboarding: Onboarding | null | undefined;
  /** Set when onboarding was just completed here, before the record reads back. */
  justOnboarded: boolean;
  onOnboardingRoute: boolean;
  /** The onboarding screen is saving its record and goals and will move on by itself. */
  finishing?: boolean;
  /** The last session check could not reach the server. */
  offline?: boolean;
}

export function privateGate({
  session,
  onboarding,
  justOnboarded,
  onOnboardingRoute,
  finishing = false,
  offline = false,
}: GateInput): GateDecision {
  if (session === "unknown") return { kind: "wait" };
  if (session === "signedOut") return { kind: "redirect", to: "/login" };
  const onboarded = justOnboarded || Boolean(onboarding);
  // spec §4: a check that cannot finish counts as not done, so offline an unknown record does
  // not keep the spinner forever.
  if (!onboarded && onboarding === undefined && !offline) return { kind: "wait" };
  if (!onboarded && !onOnboardingRoute) return { kind: "redirect", to: "/onboarding" };
  if (onboarded && onOnboardingRoute && !finishing) return { kind: "redirect", to: "/dashboard" };
  return { kind: "render" };
}

/** spec §2 and §6: visitors-only routes (and the landing page) send a signed-in user to /dashboard. */
export function visitorGate(session: SessionStatus): GateDecision {
  if (session === "signedIn") return { kind: "redirect", to: "/dashboard" };
  return { kind: "render" };
}
