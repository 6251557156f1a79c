import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { THEMES, useTheme, type ThemeChoice } from "../../app/theme.ts";
import { useThemeNames } from "../../app/ThemeToggle.tsx";
import {
  Card,
  CardBody,
  CardHeader,
  Checkbox,
  PageHeader,
  RadioCards,
  Select,
  SubmitWithConfirmation,
  useTimedMessage,
} from "../../ui/index.ts";
import { ConnectionPanel } from "./ConnectionPanel.tsx";
import { StoragePanel } from "./StoragePanel.tsx";
import {
  readSettings,
  saveSettings,
  VISIBILITIES,
  type LocalSettings,
  type Visibility,
} from "./localSettings.ts";

const storage = () => (typeof localStorage === "undefined" ? undefined : localStorage);

/**
 * spec §2 Settings: appearance, install and connection status, notifications and profile
 * visibility. Nothing goes to a server; Save only confirms for 3 seconds.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { choice, setTheme } = useTheme();
  const themeNames = useThemeNames();
  const [settings, setSettings] = useState<LocalSettings>(() => readSettings(storage()));
  const [confirmation, setConfirmation] = useTimedMessage();
  const visibilityNames: Record<Visibility, string> = {
    public: t`Public`,
    private: t`Private`,
    friends: t`Friends`,
  };
  const themeDescriptions: Record<ThemeChoice, string> = {
    light: t`Always light`,
    dark: t`Always dark`,
    system: t`Follows your device`,
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    saveSettings(storage(), settings);
    setConfirmation(t`Changes saved successfully!`);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t`Settings`} description={t`These settings are kept on this device.`} />
      <Card>
        <CardHeader title={t`Appearance`} />
        <CardBody>
          <RadioCards
            legend={t`Theme`}
            columns={3}
            value={choice}
            onValueChange={setTheme}
            options={THEMES.map((theme) => ({
              value: theme,
              label: themeNames[theme],
              description: themeDescriptions[theme],
            }))}
          />
        </CardBody>
      </Card>
      <ConnectionPanel />
      <StoragePanel />
      <form onSubmit={save} className="flex flex-col gap-6">
        <Card>
          <CardHeader
            title={t`Notifications`}
            description={t`Kept on this device only; your account is not changed.`}
          />
          <CardBody className="flex flex-col gap-4">
            <Checkbox
              label={t`Email updates`}
              description={t`News about your account and new features.`}
              checked={settings.emailUpdates}
              onCheckedChange={(emailUpdates) => setSettings((current) => ({ ...current, emailUpdates }))}
            />
            <Checkbox
              label={t`Marketing emails`}
              description={t`Offers and tips from NutriSnap.`}
              checked={settings.marketing}
              onCheckedChange={(marketing) => setSettings((current) => ({ ...current, marketing }))}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={t`Privacy`}
            description={t`Kept on this device only; your account is not changed.`}
          />
          <CardBody className="max-w-sm">
            <Select<Visibility>
              label={t`Profile visibility`}
              value={settings.visibility}
              onValueChange={(visibility) => setSettings((current) => ({ ...current, visibility }))}
              options={VISIBILITIES.map((value) => ({ value, label: visibilityNames[value] }))}
            />
          </CardBody>
        </Card>
        <SubmitWithConfirmation confirmation={confirmation}>{t`Save`}</SubmitWithConfirmation>
      </form>
    </div>
  );
}
