import type { useFormErrors } from "../auth/formErrors.ts";
import { PasswordField } from "../auth/AccountFields.tsx";
import { TwoFactorCodeField } from "../auth/TwoFactorCodeField.tsx";

/** What confirms an account change: the password, and the code when two-factor sign-in is on. */
export interface PasswordAndCode {
  password: string;
  code: string;
}

export interface PasswordAndCodeFieldsProps {
  value: PasswordAndCode;
  /** Each keystroke; the field's shown error is already cleared. */
  onChange: (value: PasswordAndCode) => void;
  /** The form's errors: shown under each field, tied to it, and cleared when it is edited. */
  form: Pick<ReturnType<typeof useFormErrors>, "field" | "valueField">;
  passwordLabel: string;
  passwordHint?: string;
  /** The name the form's errors give the password (the contract's field). */
  passwordField?: "password" | "current_password";
  /** Also asks for the code from the authenticator app. */
  withCode: boolean;
  /** The code may be one of the recovery codes instead (a link switches the field). */
  allowRecovery?: boolean;
  required?: boolean;
  className?: string;
  "data-testid"?: string;
}

/**
 * The password and two-factor code that confirm an account change: turning two-factor sign-in on
 * or off, deleting the account, a new email. A wrong one is said at its field, tied to it with
 * `aria-describedby`, and the form's `useFocusFirstInvalid` takes the focus there (decision 200).
 */
export function PasswordAndCodeFields({
  value,
  onChange,
  form,
  passwordLabel,
  passwordHint,
  passwordField = "password",
  withCode,
  allowRecovery = false,
  required,
  className,
  "data-testid": testId,
}: PasswordAndCodeFieldsProps) {
  return (
    <div className={className} data-testid={testId}>
      <PasswordField
        purpose="current"
        label={passwordLabel}
        hint={passwordHint}
        required={required}
        value={value.password}
        {...form.field(passwordField, (password) => onChange({ ...value, password }))}
      />
      {withCode && (
        <TwoFactorCodeField
          value={value.code}
          autoFocus={false}
          allowRecovery={allowRecovery}
          {...form.valueField("code", (code) => onChange({ ...value, code }))}
        />
      )}
    </div>
  );
}
