import { useEffect, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import QRCode from "qrcode";
import toast from "react-hot-toast";
import { twoFactorEnable, twoFactorSetup } from "../../data/index.ts";
import { Alert, Button, Dialog, Spinner } from "../../ui/index.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";
import { useFormErrors } from "../auth/formErrors.ts";
import { PasswordAndCodeFields, type PasswordAndCode } from "./PasswordAndCodeFields.tsx";

type Setup =
  | { kind: "loading" }
  | { kind: "ready"; secret: string; qr: string }
  | { kind: "failed"; message: string }
  | { kind: "enabled"; recoveryCodes: string[] };

/** Turns on two-factor sign-in: scan the QR code (or type the key), then confirm with a code. */
export function TwoFactorEnableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  // Once on, the dialog shows the recovery codes: its description says so instead of "scan".
  const [enabled, setEnabled] = useState(false);
  const changeOpen = (next: boolean) => {
    if (!next) setEnabled(false);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t`Two-Factor Authentication`}
      description={
        enabled
          ? t`Two-factor sign-in is on. Keep these recovery codes for the day you cannot use your phone.`
          : t`Scan the QR code with an authenticator app, then enter your password and the 6-digit code it shows.`
      }
    >
      {/* Mounted only while open, so every opening asks the server for a fresh secret. */}
      <TwoFactorSetupForm onEnabled={() => setEnabled(true)} onDone={() => changeOpen(false)} />
    </Dialog>
  );
}

function TwoFactorSetupForm({ onEnabled, onDone }: { onEnabled: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<Setup>({ kind: "loading" });
  const [answer, setAnswer] = useState<PasswordAndCode>({ password: "", code: "" });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // A wrong password or code is said at its field, which takes the focus (decision 200); only a
  // failure that is no field's (offline, the server's own message) shows above the form.
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const form = useFormErrors(invalidSubmit);

  useEffect(() => {
    let current = true;
    void (async () => {
      const result = await twoFactorSetup();
      if (!current) return;
      if (!result.ok) return setSetup({ kind: "failed", message: result.message });
      const qr = await QRCode.toDataURL(result.data.otpauth_uri, { margin: 1, width: 200 });
      if (current) setSetup({ kind: "ready", secret: result.data.secret, qr });
    })();
    return () => {
      current = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    const result = await twoFactorEnable(answer.password, answer.code);
    setBusy(false);
    if (!result.ok) {
      form.fromServer(result.fieldErrors);
      if (!result.fieldErrors) setFailure(result.message);
      return;
    }
    toast.success(result.data.message || t`Two-factor authentication is on`);
    setSetup({ kind: "enabled", recoveryCodes: result.data.recovery_codes });
    onEnabled();
  };

  if (setup.kind === "loading") {
    return (
      <div className="flex justify-center py-8">
        <Spinner size="lg" />
      </div>
    );
  }
  if (setup.kind === "failed") return <Alert tone="danger">{setup.message}</Alert>;
  if (setup.kind === "enabled") return <RecoveryCodes codes={setup.recoveryCodes} onDone={onDone} />;
  return (
    <form ref={within} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <img
        src={setup.qr}
        alt={t`QR code for your authenticator app`}
        width={200}
        height={200}
        className="mx-auto rounded-lg bg-white p-2"
      />
      <div className="text-center text-xs text-slate-600 dark:text-slate-400">
        {t`Can't scan it? Enter this key:`}
        <code
          data-testid="two-factor-secret"
          className="mt-1 block font-mono text-sm break-all text-slate-900 select-all dark:text-white"
        >
          {setup.secret}
        </code>
      </div>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <PasswordAndCodeFields
        className="flex flex-col gap-4"
        passwordLabel={t`Current password`}
        withCode
        value={answer}
        onChange={(next) => {
          setAnswer(next);
          setFailure(undefined);
        }}
        form={form}
      />
      <Button type="submit" loading={busy} disabled={answer.code.length !== 6 || answer.password === ""}>
        {t`Enable`}
      </Button>
    </form>
  );
}

/** The ten one-time recovery codes, shown once: the way in when the phone is lost. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning">
        {t`Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.`}
      </Alert>
      <ol
        data-testid="recovery-codes"
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900 select-all dark:bg-slate-800 dark:text-white"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button onClick={onDone}>{t`I saved my recovery codes`}</Button>
    </div>
  );
}
