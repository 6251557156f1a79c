import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MailTransport } from "./transport.ts";

/**
 * Without SMTP, each mail becomes a text file under DATA_DIR/mail/ that a self-hoster can open to
 * follow a confirmation or reset link. Only the owner of the data dir can read it (mode 0600).
 */
export function fileTransport(mailDir: string, from: string): MailTransport {
  // Names sort in the order the mails were sent: time to the millisecond, then a counter.
  let sequence = 0;
  return {
    kind: "file",
    async send(mail) {
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[-:]/g, "");
      sequence = (sequence + 1) % 10_000;
      const name = `${stamp}-${String(sequence).padStart(4, "0")}-${randomBytes(3).toString("hex")}.txt`;
      const file = path.join(mailDir, name);
      const content = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        "",
        mail.text,
        "",
      ].join("\n");
      await fs.writeFile(file, content, { mode: 0o600 });
      return { file };
    },
  };
}
