import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { MailTransport } from "./transport.ts";

/**
 * Without SMTP, each mail becomes a text file under DATA_DIR/mail/ that a self-hoster can open to
 * follow a confirmation or reset link. Only the owner of the data dir can read it (mode 0600).
 */
export function fileTransport(mailDir: string, from: string): MailTransport {
  return {
    kind: "file",
    async send(mail) {
      await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString("hex")}.txt`);
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
