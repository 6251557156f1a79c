import { useState, type ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  freeUpSpace,
  KEEP_BUDGET_BYTES,
  KEEP_RECENT_DAYS,
  requestPersistentStorage,
  useStorage,
} from "../../data/index.ts";
import { useFormat } from "../../i18n/format.ts";
import { Alert, Badge, Button, Card, CardBody, CardHeader } from "../../ui/index.ts";

function Row({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid={testId}>
      <span className="min-w-40 flex-1 text-sm font-medium text-slate-900 dark:text-white">{title}</span>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </div>
  );
}

/**
 * Issue 19: storage on this device. What the site uses and may use, whether the browser keeps it
 * under pressure, the meal photos kept here, and "Free up space" (only what the server has).
 */
export function StoragePanel() {
  const { t } = useLingui();
  const format = useFormat();
  const { photos, device } = useStorage();
  const [persisted, setPersisted] = useState<boolean>();
  const [freed, setFreed] = useState<string>();
  const [freeing, setFreeing] = useState(false);
  const persistent = persisted ?? device?.persistent;
  const budget = format.bytes(KEEP_BUDGET_BYTES);

  const free = async () => {
    setFreeing(true);
    const result = await freeUpSpace().finally(() => setFreeing(false));
    const size = format.bytes(result.bytes);
    setFreed(
      plural(result.photos, {
        one: `# photo removed from this device (${size}). It is still on the server.`,
        other: `# photos removed from this device (${size}). They are still on the server.`,
      }),
    );
  };

  return (
    <Card>
      <CardHeader
        title={t`Storage on this device`}
        description={t`Photos stay on this device for ${KEEP_RECENT_DAYS} days, and older ones while they fit in ${budget}; the rest are shown from the server. Photos not uploaded yet always stay.`}
      />
      <CardBody className="divide-y divide-slate-200 py-2 dark:divide-slate-800">
        <Row title={t`Used by NutriSnap`} testId="storage-used">
          {device?.usage != null && device.quota != null ? (
            <span>{t`${format.bytes(device.usage)} of ${format.bytes(device.quota)} available`}</span>
          ) : (
            <span>{device ? t`This browser does not say` : "…"}</span>
          )}
        </Row>
        <Row title={t`Meal photos kept here`} testId="storage-photos">
          {photos && (
            <>
              <span>
                {plural(photos.keptPhotos, { one: "# photo", other: "# photos" })} ·{" "}
                {format.bytes(photos.keptBytes)}
              </span>
              {photos.unsentPhotos > 0 && (
                <Badge tone="warning">
                  {plural(photos.unsentPhotos, {
                    one: "# waiting to upload",
                    other: "# waiting to upload",
                  })}
                </Badge>
              )}
            </>
          )}
        </Row>
        <Row title={t`Persistent storage`} testId="storage-persistent">
          {persistent === undefined ? null : persistent ? (
            <>
              <Badge tone="success">{t`On`}</Badge>
              <span>{t`Your data stays on this device.`}</span>
            </>
          ) : (
            <>
              <Badge tone="warning">{t`Off`}</Badge>
              <span>{t`The browser may clear it when space runs low.`}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void requestPersistentStorage().then(setPersisted)}
              >
                {t`Keep my data on this device`}
              </Button>
            </>
          )}
        </Row>
        <div className="flex flex-col gap-3 py-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={() => void free()}
              loading={freeing}
              disabled={!photos || photos.freeablePhotos === 0}
            >
              {t`Free up space`}
            </Button>
            <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="storage-freeable">
              {photos && photos.freeablePhotos > 0
                ? t`Removes ${format.bytes(photos.freeableBytes)} of photos the server already has.`
                : t`Nothing to free: every photo here is still waiting to upload, or none is kept.`}
            </span>
          </div>
          {freed && (
            <Alert tone="success" className="py-2">
              {freed}
            </Alert>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
