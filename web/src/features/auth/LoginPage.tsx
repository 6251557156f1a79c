import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { requestContracts, sessionCommands } from "./accountForms.ts";
import { AccountForm } from "./AccountForm.tsx";
import { AuthCard } from "../../app/PublicLayout.tsx";
import { Alert, Button, buttonClasses, Checkbox } from "../../ui/index.ts";
import { EmailField, PasswordField } from "./AccountFields.tsx";
import { useFormErrors } from "./formErrors.ts";
import { secondFactorComplete, TwoFactorCodeField } from "./TwoFactorCodeField.tsx";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

/** spec §2 Login: email, password, remember me, forgot link; a code step when two-factor is on. */
export function LoginPage({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = { email, password, remember, ...(needsCode && { code }) };
    const data = form.check((await requestContracts()).loginRequestSchema, input);
    if (!data) return;
    setBusy(true);
    const result = await (await sessionCommands()).login(data);
    setBusy(false);
    if (result.ok) {
      // spec §4: login goes to /, which sends a user on to /dashboard; or back to the page asked for.
      if (returnTo) await navigate({ href: returnTo, replace: true });
      else await navigate({ to: "/" });
      return;
    }
    if (result.code === "two_factor_required") {
      if (needsCode) setFailure(result.message);
      setNeedsCode(true);
      setCode("");
      return;
    }
    form.fromServer(result.fieldErrors);
    setFailure(result.message);
  };

  return (
    <AuthCard
      title={needsCode ? t`Two-factor authentication` : t`Sign in`}
      subtitle={
        needsCode ? t`Enter the 6-digit code from your authenticator app.` : t`Welcome back to NutriSnap.`
      }
    >
      <AccountForm within={within} onSubmit={submit}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {needsCode ? (
          <>
            <TwoFactorCodeField value={code} {...form.valueField("code", setCode)} allowRecovery />
            <Button type="submit" size="lg" loading={busy} disabled={!secondFactorComplete(code)}>
              {t`Verify`}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setNeedsCode(false);
                setFailure(undefined);
              }}
            >
              {t`Back`}
            </Button>
          </>
        ) : (
          <>
            <EmailField value={email} {...form.field("email", setEmail)} />
            <PasswordField
              purpose="current"
              label={t`Password`}
              value={password}
              {...form.field("password", setPassword)}
              labelAside={
                <Link to="/forgot-password" className={buttonClasses("link")}>
                  {t`Forgot password?`}
                </Link>
              }
            />
            <Checkbox label={t`Remember me`} checked={remember} onCheckedChange={setRemember} />
            <Button type="submit" size="lg" loading={busy}>
              {t`Sign In`}
            </Button>
            <p className="text-center text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                New to NutriSnap?{" "}
                <Link to="/register" className={buttonClasses("link")}>
                  Create an account
                </Link>
              </Trans>
            </p>
          </>
        )}
      </AccountForm>
    </AuthCard>
  );
}
