import { z } from "zod";
import type { Database } from "../db/database.ts";
import { approveEmail, listWaitlist } from "./repository.ts";

export const ADMIN_HELP = `Usage: admin <command>

Commands:
  approve EMAIL   let EMAIL register while REGISTRATION=invite (adds it to the list if needed)
  list            show the early-access list with who is approved`;

/**
 * The small admin command (`npm run admin -- approve EMAIL`, `list`). Answers the exit code;
 * output goes through `print` so tests can read it.
 */
export async function runAdmin(db: Database, args: string[], print: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  if (command === "approve" && rest.length === 1) {
    const email = z.email().safeParse(rest[0]?.trim());
    if (!email.success) {
      print(`Not an email address: ${rest[0]}`);
      return 2;
    }
    const outcome = await approveEmail(db, email.data);
    print(outcome === "approved" ? `Approved ${email.data}.` : `${email.data} was already approved.`);
    return 0;
  }
  if (command === "list" && rest.length === 0) {
    const entries = await listWaitlist(db);
    if (entries.length === 0) print("The early-access list is empty.");
    for (const entry of entries) {
      const status = entry.approved_at ? `approved ${entry.approved_at}` : "waiting";
      print(`${entry.email}\trequested ${entry.requested_at ?? "-"}\t${status}`);
    }
    return 0;
  }
  print(ADMIN_HELP);
  return command === undefined || command === "help" || command === "--help" ? 0 : 2;
}
