import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { discardFailedChanges, retryFailedChanges, useSyncState } from "../data/index.ts";
import { Alert, Button, buttonClasses, ConfirmDialog } from "../ui/index.ts";

/**
 * Offline-first status: offline, paused until the user signs in again, or changes the server
 * refused. Nothing shows while everything is saved.
 */
export function SyncBanner() {
  const { t } = useLingui();
  const sync = useSyncState();
  if (sync.paused) {
    return (
      <Alert
        tone="warning"
        title={t`Sign in again to sync`}
        action={
          <Link to="/login" className={buttonClasses("secondary", "sm")}>
            {t`Sign in`}
          </Link>
        }
      >
        <Trans>Your session ended. Your changes are kept on this device until you sign in.</Trans>
      </Alert>
    );
  }
  if (!sync.online) {
    return (
      <Alert tone="warning" title={t`You're offline`}>
        {sync.pending > 0 ? (
          <Plural
            value={sync.pending}
            one="# change is saved on this device and will sync when you're back online."
            other="# changes are saved on this device and will sync when you're back online."
          />
        ) : (
          <Trans>What you do is saved on this device and syncs when you're back online.</Trans>
        )}
      </Alert>
    );
  }
  if (sync.failed > 0) return <FailedChanges failed={sync.failed} lastError={sync.lastError} />;
  return null;
}

/** Changes the server refused: send them again, or (after confirming) drop them from this device. */
function FailedChanges({ failed, lastError }: { failed: number; lastError: string | null }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Alert
        tone="danger"
        title={
          <Plural value={failed} one="# change could not be saved" other="# changes could not be saved" />
        }
        action={
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => void retryFailedChanges()}>
              {t`Try again`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              {t`Discard`}
            </Button>
          </div>
        }
      >
        {lastError}
      </Alert>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Discard the changes that could not be saved?`}
        description={t`They are removed from this device and cannot be recovered.`}
        confirmLabel={t`Discard`}
        destructive
        onConfirm={() => {
          setConfirming(false);
          void discardFailedChanges();
        }}
      />
    </>
  );
}

/** A one-line sync status for the settings panel. */
export function SyncStatusText() {
  const sync = useSyncState();
  if (!sync.online) return <Trans>Offline</Trans>;
  if (sync.paused) return <Trans>Paused until you sign in again</Trans>;
  if (sync.failed > 0) return <Plural value={sync.failed} one="# change failed" other="# changes failed" />;
  if (sync.pending > 0)
    return <Plural value={sync.pending} one="Saving # change…" other="Saving # changes…" />;
  return <Trans>All changes saved</Trans>;
}
