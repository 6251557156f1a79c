import { create } from "zustand";

/**
 * spec §4: after onboarding completes the gate must not send the user back to /onboarding before
 * the new record reads back; arriving at /dashboard resets this so later checks use the record.
 */
interface OnboardingCheck {
  justOnboarded: boolean;
  /** The onboarding screen is saving: it stays until the goals are saved too, then leaves itself. */
  finishing: boolean;
  setFinishing: (finishing: boolean) => void;
  markOnboarded: () => void;
  reset: () => void;
}

export const useOnboardingCheck = create<OnboardingCheck>((set) => ({
  justOnboarded: false,
  finishing: false,
  setFinishing: (finishing) => set({ finishing }),
  markOnboarded: () => set({ justOnboarded: true, finishing: false }),
  reset: () => set({ justOnboarded: false }),
}));
