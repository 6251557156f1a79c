import { useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, ConfirmDialog } from "../../ui/index.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";
import { useFormErrors } from "../auth/formErrors.ts";
import { secondFactorComplete } from "../auth/TwoFactorCodeField.tsx";
import { PasswordAndCodeFields, type PasswordAndCode } from "./PasswordAndCodeFields.tsx";

/** Why the action failed: the server's field errors (`password`, `code`) or its message. */
export interface PromptFailure {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export interface PasswordPromptProps {
  /** What the button that opens the prompt shows (an icon and its words). */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** A destructive action: the button and the confirmation are red. */
  destructive?: boolean;
  /** Also asks for a code from the authenticator app, or a recovery code. */
  withCode?: boolean;
  /** Does the action: why it failed (the prompt stays), nothing when done. */
  onConfirm: (answer: PasswordAndCode) => Promise<PromptFailure | undefined>;
  /** After the prompt closed on success. */
  onDone?: () => void;
}

const EMPTY: PasswordAndCode = { password: "", code: "" };

/**
 * An account action confirmed with the password (and a code, for turning two-factor off): the
 * prompt opens empty each time, shows why it failed until the answer changes, and closes when done.
 * A wrong password or code is said at its field, which takes the focus (decision 200).
 */
export function PasswordPrompt({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  withCode = false,
  onConfirm,
  onDone,
}: PasswordPromptProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<PasswordAndCode>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { within, invalidSubmit } = useFocusFirstInvalid<HTMLDivElement>();
  const form = useFormErrors(invalidSubmit);

  const confirm = async () => {
    setFailure(undefined);
    setBusy(true);
    const failed = await onConfirm(answer);
    setBusy(false);
    if (failed !== undefined) {
      // Only the fields the prompt shows can carry a message; anything else is said above them.
      const atFields = Object.entries(failed.fieldErrors ?? {}).filter(
        ([field]) => field === "password" || (withCode && field === "code"),
      );
      if (atFields.length > 0) form.fromServer(Object.fromEntries(atFields));
      else setFailure(failed.message);
      return;
    }
    setOpen(false);
    onDone?.();
  };
  const answered = answer.password !== "" && (!withCode || secondFactorComplete(answer.code));

  return (
    <>
      <Button
        variant={destructive ? "danger" : "secondary"}
        onClick={() => {
          setAnswer(EMPTY);
          setFailure(undefined);
          form.setErrors({});
          setOpen(true);
        }}
      >
        {trigger}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        destructive={destructive}
        onConfirm={() => void confirm()}
        busy={busy}
        confirmDisabled={!answered}
      >
        <div ref={within}>
          {failure && (
            <Alert tone="danger" className="mb-3">
              {failure}
            </Alert>
          )}
          <PasswordAndCodeFields
            className="flex flex-col gap-3"
            passwordLabel={t`Password`}
            withCode={withCode}
            allowRecovery
            value={answer}
            onChange={(next) => {
              setAnswer(next);
              setFailure(undefined);
            }}
            form={form}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
