import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import toast from "react-hot-toast";
import type { User } from "@nutrisnap/shared/api";
import { deleteAccount, exportData, twoFactorDisable } from "../../data/index.ts";
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  DownloadIcon,
  ShieldIcon,
  TrashIcon,
} from "../../ui/index.ts";
import { PasswordPrompt } from "./PasswordPrompt.tsx";
import { TwoFactorEnableDialog } from "./TwoFactorDialog.tsx";

/** spec §2 Profile: account id and a fixed 'Active' status, then the account actions. */
export function AccountSection({ user }: { user: User }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader title={t`Account`} />
      <CardBody className="flex flex-col gap-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t`Account ID`}</dt>
            <dd className="mt-0.5 font-mono text-sm break-all text-slate-900 dark:text-white">{user.id}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t`Status`}</dt>
            <dd className="mt-1">
              <Badge tone="success">{t`Active`}</Badge>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t`Account actions`}</h3>
          <div className="flex flex-wrap gap-2">
            <DownloadData />
            <TwoFactor user={user} />
            <DeleteAccount />
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

function DownloadData() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const result = await exportData();
    setBusy(false);
    if (!result.ok) toast.error(result.message);
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy}>
      {!busy && <DownloadIcon className="size-4" />}
      {t`Download Your Data`}
    </Button>
  );
}

function TwoFactor({ user }: { user: User }) {
  const { t } = useLingui();
  const [enabling, setEnabling] = useState(false);

  // One dialog at one place in the tree for both states: turning two-factor on flips the state,
  // and the dialog must stay mounted on the recovery codes until they are saved.
  return (
    <>
      {user.two_factor_enabled ? (
        <PasswordPrompt
          trigger={
            <>
              <ShieldIcon className="size-4" />
              {t`Two-Factor Authentication (Disable)`}
            </>
          }
          title={t`Turn off two-factor authentication?`}
          description={t`Signing in will only need your password. Enter it and a code to confirm.`}
          confirmLabel={t`Disable`}
          withCode
          onConfirm={async ({ password, code }) => {
            const result = await twoFactorDisable(password, code);
            if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors };
            toast.success(result.data?.message || t`Two-factor authentication is off`);
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEnabling(true)}>
          <ShieldIcon className="size-4" />
          {t`Two-Factor Authentication (Enable)`}
        </Button>
      )}
      <TwoFactorEnableDialog open={enabling} onOpenChange={setEnabling} />
    </>
  );
}

function DeleteAccount() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <PasswordPrompt
      trigger={
        <>
          <TrashIcon className="size-4" />
          {t`Delete Account`}
        </>
      }
      title={t`Delete your account?`}
      description={t`Your meals, photos, goals and profile are deleted for good. Enter your password to confirm.`}
      confirmLabel={t`Delete Account`}
      destructive
      onConfirm={async ({ password }) => {
        const result = await deleteAccount(password);
        if (!result.ok) return { message: result.message, fieldErrors: result.fieldErrors };
      }}
      onDone={() => {
        toast.success(t`Your account has been deleted`);
        void navigate({ to: "/" });
      }}
    />
  );
}
