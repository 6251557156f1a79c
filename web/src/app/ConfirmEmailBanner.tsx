import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { resendConfirmation, useSession } from "../data/index.ts";
import { Alert, Button } from "../ui/index.ts";

type Resend = { kind: "idle" } | { kind: "sending" } | { kind: "sent" | "failed"; message: string };

/**
 * While the signed-in user's address is not confirmed: says a confirmation link was mailed to it,
 * with a button to send another (the server allows a few an hour and answers when to try again).
 */
export function ConfirmEmailBanner({ className }: { className?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const [resend, setResend] = useState<Resend>({ kind: "idle" });
  if (!user || user.email_confirmed) return null;
  const email = user.email;
  const send = async () => {
    setResend({ kind: "sending" });
    const result = await resendConfirmation();
    setResend(
      result.ok
        ? { kind: "sent", message: result.data.message }
        : { kind: "failed", message: result.message || t`The link could not be sent. Please try again.` },
    );
  };
  return (
    <div className={className} data-testid="confirm-email-banner">
      <Alert tone={resend.kind === "failed" ? "warning" : "info"} title={t`Confirm your email`}>
        <p>
          {resend.kind === "sent" || resend.kind === "failed"
            ? resend.message
            : t`We sent a confirmation link to ${email}. Open it to confirm your address.`}
        </p>
        {resend.kind !== "sent" && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void send()}
            loading={resend.kind === "sending"}
            disabled={resend.kind === "sending"}
          >
            {t`Send the link again`}
          </Button>
        )}
      </Alert>
    </div>
  );
}
