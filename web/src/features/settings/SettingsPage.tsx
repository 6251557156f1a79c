import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function SettingsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Settings`} />;
}
