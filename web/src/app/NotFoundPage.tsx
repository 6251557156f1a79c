import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useSession } from "../data/index.ts";
import { buttonClasses } from "../ui/index.ts";
import { PublicLayout } from "./PublicLayout.tsx";

/**
 * An address the app does not know: a localised page in the public layout with a way back, to the
 * dashboard when signed in, else home.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  const { status } = useSession();
  const signedIn = status === "signedIn";
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
        <p className="text-5xl font-extrabold tracking-tight text-brand-700 dark:text-brand-400">404</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t`Page not found`}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {t`The page you asked for does not exist or has moved.`}
        </p>
        <Link to={signedIn ? "/dashboard" : "/"} className={buttonClasses("primary", "md")}>
          {signedIn ? t`Back to the dashboard` : t`Back to home`}
        </Link>
      </div>
    </PublicLayout>
  );
}
