import { useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, ConfirmDialog, TextField } from "../../ui/index.ts";
import { secondFactorComplete, TwoFactorCodeField } from "../auth/TwoFactorCodeField.tsx";

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
  /** Does the action: the message to show when it failed (the prompt stays), nothing when done. */
  onConfirm: (answer: { password: string; code: string }) => Promise<string | undefined>;
  /** After the prompt closed on success. */
  onDone?: () => void;
}

/**
 * An account action confirmed with the password (and a code, for turning two-factor off): the
 * prompt opens empty each time, shows why it failed until the answer changes, and closes when done.
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
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    const failed = await onConfirm({ password, code });
    setBusy(false);
    if (failed !== undefined) return setFailure(failed);
    setOpen(false);
    onDone?.();
  };
  const answered = password !== "" && (!withCode || secondFactorComplete(code));

  return (
    <>
      <Button
        variant={destructive ? "danger" : "secondary"}
        onClick={() => {
          setPassword("");
          setCode("");
          setFailure(undefined);
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
        {failure && (
          <Alert tone="danger" className="mb-3">
            {failure}
          </Alert>
        )}
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFailure(undefined);
          }}
        />
        {withCode && (
          <div className="mt-3">
            <TwoFactorCodeField
              value={code}
              autoFocus={false}
              allowRecovery
              onChange={(value) => {
                setCode(value);
                setFailure(undefined);
              }}
            />
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
