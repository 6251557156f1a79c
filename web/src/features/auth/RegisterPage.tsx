import { useState, type ChangeEvent, type FormEvent, type MouseEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LOCALES, PASSWORD_MIN_LENGTH, type Locale } from "@nutrisnap/shared/constants";
import { LOCALE_NAMES, isLocale } from "@nutrisnap/shared/locale";
import { sessionCommands } from "./accountForms.ts";
import { AccountForm } from "./AccountForm.tsx";
import { AuthCard } from "../../app/PublicLayout.tsx";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { Alert, Button, Select, TextField } from "../../ui/index.ts";
import { EmailField, PasswordField } from "./AccountFields.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";
import {
  passwordsMismatch,
  registerErrors,
  type RegisterField,
  type RegisterFields,
} from "./registerForm.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A field shows its error when it loses focus, which would push the button down between the mouse's
 * press and release and lose the click. Pressing the button leaves the focus where it is; the submit
 * then shows every field's error at once.
 */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * spec §2 Register: live validation (§5), the submit button disabled while the mismatch message
 * shows, server field errors under their fields; success signs the user in and onboarding follows.
 */
export function RegisterPage() {
  const { t, i18n } = useLingui();
  const translate = useValidationMessage();
  const navigate = useNavigate();
  // The form starts in the language the visitor is reading (en_US unless they chose Spanish).
  const [fields, setFields] = useState<RegisterFields>({
    name: "",
    email: "",
    password: "",
    passwordConfirm: "",
    locale: isLocale(i18n.locale) ? i18n.locale : "en_US",
  });
  const [touched, setTouched] = useState<Set<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { within, invalidSubmit } = useFocusFirstInvalid();

  const local = registerErrors(fields, touched, submitted);
  const errorOf = (field: RegisterField) => serverErrors[field] ?? translate(local[field]);
  const mismatch = passwordsMismatch(fields);

  const change = (field: RegisterField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: RegisterField) => setTouched((current) => new Set(current).add(field));
  // A text field's value, its edit, and its leaving, which shows its error from then on (spec §5).
  const textField = (field: Exclude<RegisterField, "locale">) => ({
    value: fields[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => touch(field),
    error: errorOf(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(registerErrors(fields, touched, true)).length > 0) {
      invalidSubmit();
      return;
    }
    setBusy(true);
    const result = await (await sessionCommands()).register({ ...fields, time_zone: browserTimeZone() });
    setBusy(false);
    if (result.ok) {
      await navigate({ to: "/onboarding" });
      return;
    }
    setServerErrors(
      Object.fromEntries(
        Object.entries(result.fieldErrors ?? {}).map(([field, messages]) => [field, translate(messages[0])]),
      ),
    );
    if (!result.fieldErrors || result.code === "invite_only") setFailure(result.message);
    else invalidSubmit();
  };

  return (
    <AuthCard title={t`Create your account`} subtitle={t`Registration requires early access for now.`}>
      <AccountForm within={within} onSubmit={submit}>
        {failure && (
          <Alert tone="danger">
            {failure}{" "}
            <Link to="/" className="font-semibold underline">
              {t`Join the waitlist`}
            </Link>
          </Alert>
        )}
        <TextField label={t`Name`} autoComplete="name" required {...textField("name")} />
        <EmailField {...textField("email")} />
        <PasswordField
          purpose="new"
          label={t`Password`}
          minLength={PASSWORD_MIN_LENGTH}
          {...textField("password")}
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <PasswordField purpose="new" label={t`Confirm password`} {...textField("passwordConfirm")} />
        <Select<Locale>
          label={t`Language`}
          value={fields.locale}
          onValueChange={(locale) => change("locale", locale)}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          error={errorOf("locale")}
        />
        <Button type="submit" size="lg" loading={busy} disabled={mismatch} onMouseDown={keepFieldFocus}>
          {t`Create account`}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          <SignInPrompt />
        </p>
      </AccountForm>
    </AuthCard>
  );
}
