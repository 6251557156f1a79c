import type { Transporter } from "nodemailer";
import type { MailTransport } from "./transport.ts";

/**
 * Sends through the SMTP server of SMTP_URL, e.g. smtps://user:pass@mail.example.org. nodemailer is
 * loaded by the first mail sent, not at start (docs/decisions/206).
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
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
