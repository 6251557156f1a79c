import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function LoginPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Sign in`} />;
}
