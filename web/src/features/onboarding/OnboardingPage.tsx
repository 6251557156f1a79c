import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function OnboardingPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Set up your profile`} />;
}
