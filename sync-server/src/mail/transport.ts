/** One outgoing mail: plain text, so a link in a mail file can be copied as it is. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Where mails go: SMTP (smtpTransport.ts) or files under DATA_DIR/mail/ (fileTransport.ts). */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  /** Delivers the mail; the file transport answers the file it wrote. */
  send(mail: OutgoingMail): Promise<{ file?: string }>;
}
