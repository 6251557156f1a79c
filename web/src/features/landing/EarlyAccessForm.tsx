import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { firstErrors, validate } from "@nutrisnap/shared/validation";
import { prepareAccountForm, requestContracts, sessionCommands } from "../auth/accountForms.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { Alert, Button, inputClasses, cn } from "../../ui/index.ts";

type FormState =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

/**
 * spec §2/§4/§5 early-access form: Join is disabled while the field is empty or while submitting;
 * an address that fails the simple pattern shows the message and sends nothing; success shows the
 * server's message and clears the field; failure shows the error's message or 'Registration failed'.
 */
export function EarlyAccessForm({ id }: { id: string }) {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [state, setState] = useState<FormState>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate((await requestContracts()).earlyAccessRequestSchema, { email });
    if (!checked.ok) {
      setFieldError(translate(firstErrors(checked.errors).email ?? "invalidEmail"));
      return;
    }
    setState({ kind: "submitting" });
    const result = await (await sessionCommands()).joinEarlyAccess(checked.data.email);
    if (result.ok) {
      setEmail("");
      setState({ kind: "success", message: result.data.message });
    } else {
      setState({ kind: "error", message: result.message || t`Registration failed` });
    }
  };

  const submitting = state.kind === "submitting";
  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={prepareAccountForm}
      noValidate
      className="w-full max-w-lg"
    >
      <label htmlFor={id} className="sr-only">
        {t`Email address`}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder={t`you@example.com`}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={cn(inputClasses(Boolean(fieldError)), "h-12 w-full text-base sm:flex-1")}
        />
        <Button type="submit" size="lg" disabled={email.trim() === "" || submitting} loading={submitting}>
          {t`Join`}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {fieldError}
        </p>
      )}
      {state.kind === "success" && (
        <Alert tone="success" className="mt-3">
          {state.message}
        </Alert>
      )}
      {state.kind === "error" && (
        <Alert tone="danger" className="mt-3">
          {state.message}
        </Alert>
      )}
    </form>
  );
}
