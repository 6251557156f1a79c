import fs from "node:fs";
import path from "node:path";

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function parse(file: string): Mail {
  const text = fs.readFileSync(file, "utf8");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(text)?.[1]?.trim() ?? "";
  return { file, to: header("To"), subject: header("Subject"), text };
}

/**
 * The newest mail the server wrote to DATA_DIR/mail/ (its transport when SMTP_URL is unset), for
 * one recipient and optionally a subject; file names start with a UTC timestamp, so they sort.
 */
export function newestMail(dataDir: string, filter: { to: string; subject?: RegExp }): Mail | null {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".txt"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a));
  for (const file of files) {
    const mail = parse(file);
    if (mail.to === filter.to && (!filter.subject || filter.subject.test(mail.subject))) return mail;
  }
  return null;
}

/** Waits for the server's background mail (it is sent after the answer) and returns it. */
export async function waitForMail(
  dataDir: string,
  filter: { to: string; subject?: RegExp },
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = newestMail(dataDir, filter);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${filter.to} matching ${filter.subject ?? "anything"} in ${dataDir}/mail`);
}

/** The first link in a mail whose path contains `pathPart`, e.g. "/password-reset/". */
export function linkIn(mail: Mail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No link with ${pathPart} in ${mail.file}`);
  return link;
}
