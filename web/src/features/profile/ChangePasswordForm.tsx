import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { passwordChangeRequestSchema } from "@nutrisnap/shared/api";
import { PASSWORD_MIN_LENGTH } from "@nutrisnap/shared/constants";
import { changePassword } from "../../data/index.ts";
import {
  Alert,
  Card,
  CardBody,
  CardHeader,
  SubmitWithConfirmation,
  useTimedMessage,
} from "../../ui/index.ts";
import { PasswordField } from "../auth/AccountFields.tsx";
import { useFormErrors } from "../auth/formErrors.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";

const empty = { current_password: "", new_password: "", confirm_password: "" };

/**
 * spec §2/§5 Change password: the minimum-length hint always shows; success clears the fields and
 * confirms for 3 seconds (§4); failure shows the server's message or 'Password change failed' (§8).
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);
  const [fields, setFields] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [confirmation, setConfirmation] = useTimedMessage();

  const field = (name: keyof typeof empty) => ({
    value: fields[name],
    ...form.field(name, (value) => setFields((current) => ({ ...current, [name]: value }))),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const data = form.check(passwordChangeRequestSchema, fields);
    if (!data) return;
    setBusy(true);
    const result = await changePassword(data);
    setBusy(false);
    if (result.ok) {
      setFields(empty);
      setConfirmation(t`Password updated successfully!`);
      return;
    }
    form.fromServer(result.fieldErrors);
    if (!result.fieldErrors) setFailure(result.message || t`Password change failed`);
  };

  const minimum = PASSWORD_MIN_LENGTH;
  return (
    <Card>
      <CardHeader title={t`Change password`} />
      <CardBody>
        <form
          ref={within}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="grid gap-5 sm:grid-cols-3"
        >
          {failure && (
            <Alert tone="danger" className="sm:col-span-3">
              {failure}
            </Alert>
          )}
          <PasswordField purpose="current" label={t`Current password`} {...field("current_password")} />
          <PasswordField
            purpose="new"
            label={t`New password`}
            minLength={minimum}
            {...field("new_password")}
            hint={t`Minimum ${minimum} characters`}
          />
          <PasswordField
            purpose="new"
            label={t`Confirm new password`}
            minLength={minimum}
            {...field("confirm_password")}
          />
          <SubmitWithConfirmation className="sm:col-span-3" busy={busy} confirmation={confirmation}>
            {t`Update password`}
          </SubmitWithConfirmation>
        </form>
      </CardBody>
    </Card>
  );
}
