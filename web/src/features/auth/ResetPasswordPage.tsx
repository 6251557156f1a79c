import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function ResetPasswordPage({ token: _token }: { token: string }) {
  const { t } = useLingui();
  return <PageHeader title={t`Set a new password`} />;
}
