import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { confirmEmail } from "../../data/index.ts";
import { Logo } from "../../app/Logo.tsx";
import { buttonClasses, CheckCircleIcon, AlertIcon, Spinner } from "../../ui/index.ts";

// A token can be used once: remember the request so a second render (StrictMode) does not resend it.
const confirmations = new Map<string, ReturnType<typeof confirmEmail>>();

type Outcome = { kind: "pending" } | { kind: "confirmed"; message: string } | { kind: "failed" };

/** spec §2 Email confirmation, without layout: the server's message and a Home link, or the failure. */
export function ConfirmEmailPage({ token }: { token: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });

  useEffect(() => {
    let current = true;
    let request = confirmations.get(token);
    if (!request) {
      request = confirmEmail(token);
      confirmations.set(token, request);
    }
    void request.then((result) => {
      if (current)
        setOutcome(result.ok ? { kind: "confirmed", message: result.data.message } : { kind: "failed" });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-50 px-4 dark:bg-slate-950">
      <Logo />
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t`Email confirmation`}</h1>
        {outcome.kind === "pending" && <Spinner size="lg" label={t`Confirming your email`} />}
        {outcome.kind === "confirmed" && (
          <>
            <CheckCircleIcon className="size-12 text-green-700 dark:text-green-400" />
            <p role="status" className="text-slate-700 dark:text-slate-300">
              {outcome.message}
            </p>
          </>
        )}
        {outcome.kind === "failed" && (
          <>
            <AlertIcon className="size-12 text-red-700 dark:text-red-400" />
            <p role="alert" className="text-slate-700 dark:text-slate-300">
              {t`Failed to confirm email. Please try again`}
            </p>
          </>
        )}
        <Link to="/" className={buttonClasses("primary", "md")}>
          {t`Home`}
        </Link>
      </div>
    </main>
  );
}
