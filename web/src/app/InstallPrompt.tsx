import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePwa } from "../data/index.ts";
import { Button, Card, CloseIcon, IconButton, RefreshIcon, ShareIcon, SmartphoneIcon } from "../ui/index.ts";

const DISMISSED_KEY = "install_prompt_dismissed";

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
};

/**
 * spec §1/§4 install prompt: hidden when installed; an instruction card on iOS; otherwise Install
 * and 'Not now'. Also offers the update when a new service worker waits.
 */
export function InstallPrompt() {
  const { t } = useLingui();
  const pwa = usePwa();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, "true");
    } catch {
      // Showing the prompt again next time is harmless.
    }
  };

  if (pwa.updateAvailable) {
    return (
      <Card className="flex flex-wrap items-center gap-3 px-4 py-3">
        <RefreshIcon className="size-5 text-brand-700 dark:text-brand-400" />
        <p className="flex-1 text-sm text-slate-800 dark:text-slate-200">
          <Trans>A new version of NutriSnap is available.</Trans>
        </p>
        <Button size="sm" onClick={pwa.applyUpdate}>
          {t`Update now`}
        </Button>
      </Card>
    );
  }
  if (pwa.isStandalone || dismissed) return null;
  if (pwa.isIos) {
    return (
      <Card className="flex items-start gap-3 px-4 py-3" role="region" aria-label={t`Install NutriSnap`}>
        <SmartphoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-400" />
        <div className="flex-1 text-sm text-slate-800 dark:text-slate-200">
          <p className="font-semibold">{t`Install NutriSnap on your iPhone`}</p>
          <p className="mt-0.5 text-slate-600 dark:text-slate-400">
            <Trans>
              Tap <ShareIcon className="inline size-4 align-text-bottom" /> Share, then “Add to Home Screen”.
            </Trans>
          </p>
        </div>
        <IconButton label={t`Not now`} icon={<CloseIcon className="size-4" />} size="sm" onClick={dismiss} />
      </Card>
    );
  }
  if (!pwa.canInstall) return null;
  return (
    <Card
      className="flex flex-wrap items-center gap-3 px-4 py-3"
      role="region"
      aria-label={t`Install NutriSnap`}
    >
      <SmartphoneIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-400" />
      <p className="min-w-48 flex-1 text-sm text-slate-800 dark:text-slate-200">
        <Trans>Install NutriSnap for quick access and offline use.</Trans>
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {t`Not now`}
        </Button>
        <Button size="sm" onClick={() => void pwa.install()}>
          {t`Install`}
        </Button>
      </div>
    </Card>
  );
}
