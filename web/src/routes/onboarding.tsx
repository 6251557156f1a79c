import { createFileRoute } from "@tanstack/react-router";
import { PrivateGate } from "../app/guards.tsx";
import { OnboardingPage } from "../features/onboarding/OnboardingPage.tsx";

// spec §2: signed in, standalone (no private layout); the gate sends an onboarded user to /dashboard.
export const Route = createFileRoute("/onboarding")({
  component: () => (
    <PrivateGate>
      <OnboardingPage />
    </PrivateGate>
  ),
});
