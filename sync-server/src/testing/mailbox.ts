import fs from "node:fs";
import path from "node:path";

export interface MailFile {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** The mails the file transport wrote under DATA_DIR/mail/, oldest first. */
export function readMailbox(dataDir: string): MailFile[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const content = fs.readFileSync(file, "utf8");
      const [head = "", ...body] = content.split("\n\n");
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head)?.[1] ?? "";
      return { file, to: header("To"), subject: header("Subject"), text: body.join("\n\n") };
    });
}

/** The token of the last link of a kind (`confirm` or `password-reset`) mailed to an address. */
export function tokenFromMail(dataDir: string, to: string, kind: "confirm" | "password-reset"): string {
  const mails = readMailbox(dataDir).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  for (const mail of mails.reverse()) {
    const match = new RegExp(`/${kind}/([a-z0-9]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${kind} mail to ${to}`);
}
