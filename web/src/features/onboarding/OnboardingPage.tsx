import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import toast from "react-hot-toast";
import { goalsFromOnboarding } from "@nutrisnap/shared/nutrition";
import { refreshSession, saveGoals, saveOnboarding } from "../../data/index.ts";
import { Logo } from "../../app/Logo.tsx";
import { useOnboardingCheck } from "../../app/onboardingCheck.ts";
import { ConfirmEmailBanner } from "../../app/ConfirmEmailBanner.tsx";
import { SignOutButton } from "../../app/SignOutButton.tsx";
import { ThemeToggle } from "../../app/ThemeToggle.tsx";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { Alert, Button, Card, ProgressBar } from "../../ui/index.ts";
import { BasicsStep } from "./BasicsStep.tsx";
import { GoalsStep } from "./GoalsStep.tsx";
import {
  emptyDraft,
  onboardingRequest,
  STEP_COUNT,
  stepErrors,
  type OnboardingDraft,
  type Step,
  type StepErrors,
} from "./onboardingForm.ts";
import { PreferencesStep } from "./PreferencesStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

/**
 * spec §2/§4 onboarding: four steps with 'Step N of 4'; Next checks the step (§5) and keeps its
 * data, Back returns; step 4 creates the onboarding record, then the goals from the shared §9
 * helpers, refreshes the session and opens /dashboard. A failure keeps the review step.
 */
export function OnboardingPage() {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  const { setFinishing, markOnboarded } = useOnboardingCheck();
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<OnboardingDraft>(emptyDraft);
  const [errors, setErrors] = useState<StepErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { within, invalidSubmit } = useFocusFirstInvalid<HTMLDivElement>();

  const titles: Record<Step, string> = {
    1: t`Basic Information`,
    2: t`Your Goals`,
    3: t`Preferences`,
    4: t`Review`,
  };

  /** Editing a field clears its error (spec §5). */
  const change = (patch: Partial<OnboardingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof OnboardingDraft];
      return next;
    });
  };

  const next = () => {
    const found = stepErrors(step, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      invalidSubmit();
      return;
    }
    setStep((current) => Math.min(STEP_COUNT, current + 1) as Step);
    window.scrollTo({ top: 0 });
  };

  const back = () => {
    setErrors({});
    setFailure(undefined);
    setStep((current) => Math.max(1, current - 1) as Step);
  };

  const submit = async () => {
    setBusy(true);
    setFailure(undefined);
    setFinishing(true);
    const request = onboardingRequest(draft);
    const fallback = t`Failed to complete onboarding. Please try again.`;
    const saved = await saveOnboarding(request);
    const goals = saved.ok ? await saveGoals(goalsFromOnboarding(request)) : saved;
    if (!goals.ok) {
      setFinishing(false);
      setBusy(false);
      setFailure(goals.message || fallback);
      return;
    }
    toast.success(t`Welcome to NutriSnap! Your profile has been set up successfully.`);
    markOnboarded();
    void refreshSession();
    await navigate({ to: "/dashboard" });
  };

  const shownErrors = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, translate(key)]),
  ) as Partial<Record<keyof OnboardingDraft, string>>;

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Logo to="/dashboard" />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t`Set up your profile`}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t`A few questions so your daily goals fit you.`}
        </p>
        <ConfirmEmailBanner className="mt-6" />
        <div className="mt-6 flex items-center justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
          <span>{t`Step ${step} of ${STEP_COUNT}`}</span>
          <span>{titles[step]}</span>
        </div>
        <ProgressBar
          className="mt-2"
          value={(step / STEP_COUNT) * 100}
          label={t`Setup progress`}
          valueText={t`Step ${step} of ${STEP_COUNT}`}
        />
        <Card className="mt-6 p-5 sm:p-8">
          <h2 className="mb-6 text-xl font-semibold text-slate-900 dark:text-white">{titles[step]}</h2>
          <div ref={within}>
            {step === 1 && <BasicsStep draft={draft} errors={shownErrors} onChange={change} />}
            {step === 2 && <GoalsStep draft={draft} errors={shownErrors} onChange={change} />}
            {step === 3 && <PreferencesStep draft={draft} onChange={change} />}
            {step === 4 && <ReviewStep draft={draft} />}
          </div>
          {failure && (
            <Alert tone="danger" className="mt-6">
              {failure}
            </Alert>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
            {step > 1 ? (
              <Button variant="secondary" onClick={back} disabled={busy}>
                {t`Back`}
              </Button>
            ) : (
              <span />
            )}
            {step < STEP_COUNT ? (
              <Button onClick={next} className="ml-auto">
                {t`Next`}
              </Button>
            ) : (
              <Button onClick={() => void submit()} disabled={busy} loading={busy} className="ml-auto">
                {busy ? t`Setting up...` : t`Complete Setup`}
              </Button>
            )}
          </div>
        </Card>
      </main>
    </div>
  );
}
