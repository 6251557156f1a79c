import type { ReactNode } from "react";
import { Link, Outlet } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LanguageSelect } from "../features/landing/LanguageSelect.tsx";
import { buttonClasses } from "../ui/index.ts";
import { Logo } from "./Logo.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

/**
 * spec §2 public layout: logo, theme toggle, Login and Register links, then the page. On phones the
 * header keeps only the mark and the two links (the wordmark, language and theme move to the
 * footer) so it fits 320 px in both languages.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <Logo wordmarkClassName="hidden sm:inline" />
          <nav aria-label={t`Account`} className="flex min-w-0 items-center gap-1 sm:gap-2">
            <div className="hidden sm:contents">
              <LanguageSelect />
              <ThemeToggle />
            </div>
            <Link to="/login" className={buttonClasses("ghost", "sm")}>
              {t`Login`}
            </Link>
            <Link to="/register" className={buttonClasses("primary", "sm")}>
              {t`Register`}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <footer className="border-t border-slate-200 py-6 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 text-sm text-slate-600 dark:text-slate-400">
          <span>© NutriSnap</span>
          <div className="flex items-center gap-2">
            <div className="sm:hidden">
              <ThemeToggle />
            </div>
            <LanguageSelect />
          </div>
        </div>
      </footer>
    </div>
  );
}

/** The centred card frame of the sign-in screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
