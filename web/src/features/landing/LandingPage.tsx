import { Trans } from "@lingui/react/macro";
import { LanguageSelect } from "./LanguageSelect.tsx";

export function LandingPage() {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <span className="text-lg font-bold text-brand-700 dark:text-brand-500">NutriSnap</span>
        <LanguageSelect />
      </header>
      <main className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          <Trans>Track your nutrition with a photo</Trans>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          <Trans>
            Snap your meals, let AI estimate the food items and their nutrients, and follow your day against
            your personal goals.
          </Trans>
        </p>
      </main>
    </div>
  );
}
