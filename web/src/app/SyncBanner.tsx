import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  discardFailedChanges,
  retryFailedChanges,
  useFailedChanges,
  useSyncState,
  type FailedChange,
} from "../data/index.ts";
import { Alert, Button, buttonClasses, ConfirmDialog } from "../ui/index.ts";

/**
 * Offline-first status: offline, paused until the user signs in again, changes the server
 * refused, or a server that cannot be reached though the browser is online. Nothing shows while
 * everything is saved or on its way.
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
  if (sync.failed > 0) return <FailedChanges failed={sync.failed} />;
  if (sync.unreachable) {
    return (
      <Alert tone="warning" title={t`Can't reach the server`}>
        <Plural
          value={sync.pending}
          one="# change is saved on this device and will sync as soon as the server answers."
          other="# changes are saved on this device and will sync as soon as the server answers."
        />
      </Alert>
    );
  }
  return null;
}

const changeLabels: Record<FailedChange["kind"], MessageDescriptor> = {
  "profile.update": msg`Profile`,
  "onboarding.save": msg`Nutrition profile`,
  "goals.save": msg`Goals`,
  "meal.create": msg`New meal`,
  "meal.copy": msg`Meal logged again`,
  "meal.update": msg`Meal changes`,
  "meal.photos": msg`Meal photos`,
  "meal.analyze": msg`Meal analysis`,
  "meal.delete": msg`Deleted meal`,
  "item.delete": msg`Deleted food item`,
  "item.correct": msg`Food item amount`,
  "meal.items": msg`Added food items`,
  "item.food": msg`Replaced food item`,
  "weight.record": msg`Weight`,
  "weight.delete": msg`Deleted weight`,
};

/** Changes the server refused: send them again, or (after confirming) drop them from this device. */
function FailedChanges({ failed }: { failed: number }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const changes = useFailedChanges();
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
        <ul className="flex flex-col gap-1" data-testid="failed-changes">
          {changes.map((change) => (
            <li key={change.seq}>
              <span className="font-medium">
                {i18n._(changeLabels[change.kind])}
                {change.mealTitle ? ` · ${change.mealTitle}` : ""}
              </span>
              : {[change.message, ...change.details].join(" ")}
            </li>
          ))}
        </ul>
      </Alert>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Discard the changes that could not be saved?`}
        description={t`Only these changes, and what cannot be saved without them, are removed from this device; your other changes are still saved.`}
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

/**
 * A one-line sync status for the settings panel, beside its Online / Offline badge: what waits on
 * this device (offline it read "Offline" a second time, hiding the changes not yet sent).
 */
export function SyncStatusText() {
  const sync = useSyncState();
  if (sync.paused) return <Trans>Paused until you sign in again</Trans>;
  if (sync.failed > 0) return <Plural value={sync.failed} one="# change failed" other="# changes failed" />;
  if (sync.pending > 0 && (!sync.online || sync.unreachable))
    return <Plural value={sync.pending} one="# change waiting to sync" other="# changes waiting to sync" />;
  if (sync.pending > 0)
    return <Plural value={sync.pending} one="Saving # change…" other="Saving # changes…" />;
  return <Trans>All changes saved</Trans>;
}
