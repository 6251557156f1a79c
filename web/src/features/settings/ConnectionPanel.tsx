import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePwa } from "../../data/index.ts";
import { SyncStatusText } from "../../app/SyncBanner.tsx";
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CloudCheckIcon,
  ShareIcon,
  SmartphoneIcon,
  WifiOffIcon,
} from "../../ui/index.ts";

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-3">
      <span className="text-slate-600 dark:text-slate-400">{icon}</span>
      <span className="min-w-32 flex-1 text-sm font-medium text-slate-900 dark:text-white">{title}</span>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </div>
  );
}

/** spec §1/§2 install and connection status: installed or how to install, online, sync, update. */
export function ConnectionPanel() {
  const { t } = useLingui();
  const pwa = usePwa();
  return (
    <Card>
      <CardHeader title={t`App and connection`} />
      <CardBody className="divide-y divide-slate-200 py-2 dark:divide-slate-800">
        <Row icon={<SmartphoneIcon className="size-5" />} title={t`Installation`}>
          {pwa.isStandalone ? (
            <Badge tone="success">{t`Installed`}</Badge>
          ) : pwa.canInstall ? (
            <Button size="sm" onClick={() => void pwa.install()}>
              {t`Install app`}
            </Button>
          ) : pwa.isIos ? (
            <span>
              <Trans>
                Tap <ShareIcon className="inline size-4 align-text-bottom" /> Share, then “Add to Home
                Screen”.
              </Trans>
            </span>
          ) : (
            <span>{t`Use your browser's menu to install NutriSnap.`}</span>
          )}
        </Row>
        <Row
          icon={pwa.online ? <CloudCheckIcon className="size-5" /> : <WifiOffIcon className="size-5" />}
          title={t`Connection`}
        >
          <Badge tone={pwa.online ? "success" : "warning"}>{pwa.online ? t`Online` : t`Offline`}</Badge>
          <span>
            <SyncStatusText />
          </span>
        </Row>
        {pwa.updateAvailable && (
          <Row icon={<CloudCheckIcon className="size-5" />} title={t`Update`}>
            <Button size="sm" onClick={pwa.applyUpdate}>
              {t`Update now`}
            </Button>
          </Row>
        )}
      </CardBody>
    </Card>
  );
}
