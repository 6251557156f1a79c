import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../ui/index.ts";

export function ConfirmEmailPage({ token: _token }: { token: string }) {
  const { t } = useLingui();
  return <PageHeader title={t`Email confirmation`} />;
}
