import { createHash } from "node:crypto";
import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { fileTransport } from "./fileTransport.ts";
import { smtpTransport } from "./smtpTransport.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

/**
 * Sends mails in the background so a request never waits on (or, by its timing, reveals) delivery.
 * The log line names recipient, subject and file, never the body: bodies hold one-time links.
 */
export interface PostOffice {
  post(mail: OutgoingMail): void;
  /** Resolves once every posted mail has been delivered or has failed (tests, shutdown). */
  settled(): Promise<void>;
}

export function transportFor(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, "mail"), config.mailFrom);
}

/**
 * How a recipient appears in the log: a short SHA-256 of the lower-cased address, never the
 * address (issue 12, finding 9). `printf %s ana@example.org | sha256sum` finds a given person's mails.
 */
export const recipientTag = (address: string): string =>
  `sha256:${createHash("sha256").update(address.trim().toLowerCase()).digest("hex").slice(0, 16)}`;

export function createPostOffice(transport: MailTransport, logger: Logger): PostOffice {
  const inFlight = new Set<Promise<void>>();
  return {
    post(mail) {
      const delivery = transport
        .send(mail)
        .then(({ file }) => {
          const to = recipientTag(mail.to);
          if (file) logger.info("mail written to a file", { to, subject: mail.subject, file });
          else logger.info("mail sent", { to, subject: mail.subject, transport: transport.kind });
        })
        .catch((error: unknown) => {
          logger.error("mail not delivered", {
            to: recipientTag(mail.to),
            subject: mail.subject,
            transport: transport.kind,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
