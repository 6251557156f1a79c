import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function ProfilePage() {
  const { t } = useLingui();
  return <PageHeader title={t`Profile`} />;
}
