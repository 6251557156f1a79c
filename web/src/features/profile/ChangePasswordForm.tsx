import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { passwordChangeRequestSchema } from "@nutrisnap/shared/api";
import { PASSWORD_MIN_LENGTH } from "@nutrisnap/shared/constants";
import { changePassword } from "../../data/index.ts";
import { Alert, Button, Card, CardBody, CardHeader, TextField, useTimedMessage } from "../../ui/index.ts";
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

  const change = (field: keyof typeof empty, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

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
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            required
            value={fields.current_password}
            onChange={(event) => change("current_password", event.target.value)}
            error={form.errors.current_password}
          />
          <TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            required
            minLength={minimum}
            value={fields.new_password}
            onChange={(event) => change("new_password", event.target.value)}
            error={form.errors.new_password}
            hint={t`Minimum ${minimum} characters`}
          />
          <TextField
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
            required
            minLength={minimum}
            value={fields.confirm_password}
            onChange={(event) => change("confirm_password", event.target.value)}
            error={form.errors.confirm_password}
          />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
            <Button type="submit" loading={busy}>
              {t`Update password`}
            </Button>
            {confirmation && (
              <Alert tone="success" className="py-2">
                {confirmation}
              </Alert>
            )}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
