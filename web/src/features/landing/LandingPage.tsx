import { useId } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  buttonClasses,
  CameraIcon,
  ChartIcon,
  CheckIcon,
  ScanIcon,
  SparklesIcon,
  TargetIcon,
} from "../../ui/index.ts";
import { EarlyAccessForm } from "./EarlyAccessForm.tsx";
import { HeroPreview } from "./HeroPreview.tsx";
import { SignInPrompt } from "../auth/SignInPrompt.tsx";

/** spec §1/§2 landing: hero with early access, features, how it works, benefits, call to action. */
export function LandingPage() {
  const { t } = useLingui();
  const formId = useId();
  const features = [
    {
      Icon: CameraIcon,
      title: t`AI photo analysis`,
      text: t`Take a photo and get calories, protein, fat, carbohydrates, fiber, sugar and sodium for every food item.`,
    },
    {
      Icon: ScanIcon,
      title: t`Smart recognition`,
      text: t`Recognizes dishes, ingredients and portion sizes, even with several foods on one plate.`,
    },
    {
      Icon: TargetIcon,
      title: t`Personalized goals`,
      text: t`Daily targets worked out from your body, activity level and whether you want to lose, gain or keep your weight.`,
    },
    {
      Icon: ChartIcon,
      title: t`Progress tracking`,
      text: t`See each day against your goals and look back through your meal history.`,
    },
  ];
  const steps = [
    { title: t`Snap photos`, text: t`Photograph your meal, up to five photos from different angles.` },
    { title: t`AI analysis`, text: t`The AI estimates each food item, its portion and its nutrients.` },
    { title: t`Track progress`, text: t`Your day fills up against your goals, on your phone or computer.` },
  ];
  const benefits = [
    t`No manual entry`,
    t`Portion estimation`,
    t`Nutrient breakdown`,
    t`Meal history and trends`,
    t`Dark mode`,
    t`Mobile-friendly design`,
  ];

  return (
    <div className="bg-white dark:bg-slate-950">
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:pt-20 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <Badge tone="brand">
            <SparklesIcon className="size-3.5" />
            {t`Early access`}
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            <Trans>Track your nutrition with a photo</Trans>
          </h1>
          <p className="max-w-xl text-lg text-slate-600 dark:text-slate-300">
            <Trans>
              Snap your meals, let AI estimate the food items and their nutrients, and follow your day against
              your personal goals.
            </Trans>
          </p>
          <div className="flex w-full flex-col gap-2">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t`Join the waitlist and we'll let you know when your spot is ready.`}
            </p>
            <EarlyAccessForm id={formId} />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Link to="/register" className={buttonClasses("secondary", "md")}>
              {t`Register (early access required)`}
            </Link>
            <span className="text-slate-600 dark:text-slate-400">
              <SignInPrompt />
            </span>
          </div>
        </div>
        <HeroPreview />
      </section>

      <section
        aria-labelledby="features"
        className="border-t border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="features"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t`Everything you need to eat with intention`}
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-300">
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="how-it-works"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t`How it works`}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map(({ title, text }, index) => (
              <li key={title} className="flex flex-col items-center text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white dark:bg-brand-500 dark:text-slate-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-1 max-w-xs text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="benefits"
        className="border-t border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-4xl px-4">
          <h2
            id="benefits"
            className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t`Why NutriSnap`}
          </h2>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.map((benefit) => (
              <li
                key={benefit}
                className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-sm dark:bg-slate-900 dark:text-slate-200"
              >
                <CheckIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-400" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-3xl bg-brand-800 px-6 py-12 text-center text-white dark:bg-brand-950">
          <h2 className="text-3xl font-bold tracking-tight">{t`Ready to see what's on your plate?`}</h2>
          <p className="max-w-xl text-brand-50">{t`Create your account and set up your goals in a couple of minutes.`}</p>
          <Link to="/register" className={buttonClasses("secondary", "lg")}>
            {t`Get started`}
          </Link>
        </div>
      </section>
    </div>
  );
}
