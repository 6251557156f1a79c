import nodemailer from "nodemailer";
import type { MailTransport } from "./transport.ts";

/** Sends through the SMTP server of SMTP_URL, e.g. smtps://user:pass@mail.example.org. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return {};
    },
  };
}
