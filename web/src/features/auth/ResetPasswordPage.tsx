import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { PASSWORD_MIN_LENGTH, TOAST_DURATION_MS } from "@nutrisnap/shared/constants";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { requestContracts, sessionCommands } from "./accountForms.ts";
import { AccountForm } from "./AccountForm.tsx";
import { AuthCard } from "../../app/PublicLayout.tsx";
import { Alert, Button, buttonClasses } from "../../ui/index.ts";
import { PasswordField } from "./AccountFields.tsx";
import { useFormErrors } from "./formErrors.ts";
import { TwoFactorCodeField } from "./TwoFactorCodeField.tsx";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

/**
 * spec §2 Reset password: New Password and Confirm New Password; success signs the user in.
 * With two-factor on, the server also asks for the authenticator code.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; tokenProblem: boolean }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const data = form.check((await requestContracts()).resetPasswordRequestSchema, {
      token,
      password,
      passwordConfirm,
      ...(needsCode && { code }),
    });
    if (!data) return;
    setBusy(true);
    const result = await (await sessionCommands()).resetPassword(data);
    setBusy(false);
    if (result.ok) {
      // The reset signs the user in; say so, since the screen they land on is the dashboard.
      toast.success(t`Your password was changed and you are signed in.`, {
        id: "password-changed",
        duration: TOAST_DURATION_MS.default,
      });
      await navigate({ to: "/" });
      return;
    }
    if (result.code === "two_factor_required") {
      if (needsCode) setFailure({ message: result.message, tokenProblem: false });
      setNeedsCode(true);
      setCode("");
      return;
    }
    form.fromServer(result.fieldErrors);
    setFailure({ message: result.message, tokenProblem: result.code?.startsWith("token_") ?? false });
  };

  return (
    <AuthCard title={t`Set a new password`} subtitle={t`Choose a password you don't use anywhere else.`}>
      <AccountForm within={within} onSubmit={submit}>
        {failure && (
          <Alert
            tone="danger"
            action={
              failure.tokenProblem ? (
                <Link to="/forgot-password" className={buttonClasses("secondary", "sm")}>
                  {t`Request a new link`}
                </Link>
              ) : undefined
            }
          >
            {failure.message}
          </Alert>
        )}
        <PasswordField
          purpose="new"
          label={t`New Password`}
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          {...form.field("password", setPassword)}
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <PasswordField
          purpose="new"
          label={t`Confirm New Password`}
          value={passwordConfirm}
          {...form.field("passwordConfirm", setPasswordConfirm)}
        />
        {needsCode && <TwoFactorCodeField value={code} {...form.valueField("code", setCode)} allowRecovery />}
        <Button type="submit" size="lg" loading={busy}>
          {t`Reset password`}
        </Button>
      </AccountForm>
    </AuthCard>
  );
}
