import { useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { requestContracts, sessionCommands } from "./accountForms.ts";
import { AccountForm } from "./AccountForm.tsx";
import { AuthCard } from "../../app/PublicLayout.tsx";
import { Alert, Button, buttonClasses } from "../../ui/index.ts";
import { EmailField } from "./AccountFields.tsx";
import { useFormErrors } from "./formErrors.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

/** spec §2 Forgot password: one email field; success shows the server's message and clears it. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const data = form.check((await requestContracts()).forgotPasswordRequestSchema, { email });
    if (!data) return;
    setBusy(true);
    const result = await (await sessionCommands()).forgotPassword(data.email);
    setBusy(false);
    if (result.ok) {
      setEmail("");
      setOutcome({ ok: true, message: result.data.message });
    } else {
      form.fromServer(result.fieldErrors);
      setOutcome({ ok: false, message: result.message });
    }
  };

  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter your email and we'll send you a link to set a new one.`}
    >
      <AccountForm within={within} onSubmit={submit}>
        {outcome && <Alert tone={outcome.ok ? "success" : "danger"}>{outcome.message}</Alert>}
        <EmailField value={email} {...form.field("email", setEmail)} />
        <Button type="submit" size="lg" loading={busy}>
          {t`Send Reset Link`}
        </Button>
        <Link to="/login" className={buttonClasses("link", "md") + " self-center"}>
          {t`Back to sign in`}
        </Link>
      </AccountForm>
    </AuthCard>
  );
}
