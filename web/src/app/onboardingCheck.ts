import { create } from "zustand";

/**
 * spec §4: after onboarding completes the gate must not send the user back to /onboarding before
 * the new record reads back; arriving at /dashboard resets this so later checks use the record.
 */
interface OnboardingCheck {
  justOnboarded: boolean;
  markOnboarded: () => void;
  reset: () => void;
}

export const useOnboardingCheck = create<OnboardingCheck>((set) => ({
  justOnboarded: false,
  markOnboarded: () => set({ justOnboarded: true }),
  reset: () => set({ justOnboarded: false }),
}));
