import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function ForgotPasswordPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Forgot your password?`} />;
}
