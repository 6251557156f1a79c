import type { Transporter } from "nodemailer";
import type { MailTransport } from "./transport.ts";

/**
 * Sends through the SMTP server of SMTP_URL, e.g. smtps://user:pass@mail.example.org. nodemailer is
 * loaded by the first mail sent, not at start (docs/decisions/206).
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer reads a string as a connection URL only with one of these schemes; anything else
  // failed its createTransport, so the server did not start. It still does not.
  if (!/^(smtps?|direct):/i.test(smtpUrl))
    throw new Error("SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.org");
  let transporter: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(mail) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transporter).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return {};
    },
  };
}
