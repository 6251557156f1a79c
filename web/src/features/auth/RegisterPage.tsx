import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function RegisterPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Create your account`} />;
}
