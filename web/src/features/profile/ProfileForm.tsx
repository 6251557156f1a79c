import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { profileUpdateRequestSchema, type User } from "@nutrisnap/shared/api";
import { LOCALES, type Locale } from "@nutrisnap/shared/constants";
import { LOCALE_NAMES } from "@nutrisnap/shared/locale";
import { changeEmail, updateProfile } from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import {
  Card,
  CardBody,
  CardHeader,
  Select,
  SubmitWithConfirmation,
  TextField,
  useTimedMessage,
} from "../../ui/index.ts";
import { EmailField } from "../auth/AccountFields.tsx";
import { useFormErrors } from "../auth/formErrors.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";
import { PasswordAndCodeFields, type PasswordAndCode } from "./PasswordAndCodeFields.tsx";

const NO_IDENTITY: PasswordAndCode = { password: "", code: "" };

/**
 * spec §2 Profile information: name, email, locale and the creation date. Success shows a
 * confirmation for 3 seconds (§4); a failure is only logged (§8), field errors show under fields.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const format = useFormat();
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [locale, setLocale] = useState<Locale>(user.locale);
  const [identity, setIdentity] = useState<PasswordAndCode>(NO_IDENTITY);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useTimedMessage();
  // A new email is a way into the account: it needs the password (and the code), online.
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmed = emailChanged
      ? { current_password: identity.password, ...(user.two_factor_enabled && { code: identity.code }) }
      : {};
    const data = form.check(profileUpdateRequestSchema, { name, email, locale, ...confirmed });
    if (!data) return;
    setBusy(true);
    const result = emailChanged ? await changeEmail(data) : await updateProfile(data);
    setBusy(false);
    if (result.ok) {
      setIdentity(NO_IDENTITY);
      setConfirmation(t`Profile updated successfully!`);
    } else {
      form.fromServer(result.fieldErrors);
      console.error("Profile update failed", result.message);
    }
  };

  return (
    <Card>
      <CardHeader title={t`Profile information`} description={t`Your name, email and language.`} />
      <CardBody>
        <form
          ref={within}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
        >
          <TextField
            label={t`Name`}
            autoComplete="name"
            required
            value={name}
            {...form.field("name", setName)}
          />
          <EmailField value={email} {...form.field("email", setEmail)} />
          <Select<Locale>
            label={t`Language`}
            value={locale}
            onValueChange={(value) => {
              setLocale(value);
              form.clear("locale");
            }}
            options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            error={form.errors.locale}
          />
          {emailChanged && (
            <PasswordAndCodeFields
              className="grid gap-5 sm:col-span-2 sm:grid-cols-2"
              data-testid="email-change-identity"
              passwordLabel={t`Current password`}
              passwordHint={t`Needed to change your email.`}
              passwordField="current_password"
              required
              withCode={user.two_factor_enabled}
              allowRecovery
              value={identity}
              onChange={setIdentity}
              form={form}
            />
          )}
          <TextField label={t`Member since`} value={format.date(user.created_at, "long")} readOnly disabled />
          <SubmitWithConfirmation className="sm:col-span-2" busy={busy} confirmation={confirmation}>
            {t`Save profile`}
          </SubmitWithConfirmation>
        </form>
      </CardBody>
    </Card>
  );
}
