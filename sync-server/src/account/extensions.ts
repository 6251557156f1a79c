import type { ExportEntry } from "./exportArchive.ts";
import type { Locale } from "@nutrisnap/shared/constants";
import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";

/**
 * Where other features plug into account-wide actions without editing the account code. createApp
 * builds one set per app; a feature appends to its lists there (the meals feature adds its
 * exporter, its photo clean-up and its change-log append).
 */
export interface AccountExtensions {
  /** Sections of GET /api/v1/export, in order; each answers what the user owns of one feature. */
  exporters: DataExporter[];
  /** Files of the export archive beside `account.json` (meals.json and the photos). */
  exportFiles: Array<(db: Database, userId: string, locale: Locale) => Promise<ExportEntry[]>>;
  /**
   * Run inside the account-deletion transaction before the user's row goes. Tables that reference
   * users.id with ON DELETE CASCADE need nothing here.
   */
  rowDeleters: Array<(trx: Database, userId: string) => Promise<void>>;
  /** Run after the deletion committed: files outside the database (photos). Failures are logged. */
  afterAccountDeleted: Array<(userId: string) => Promise<void>>;
  /**
   * Run inside every write to profile, onboarding or goals (the sync change log appends here); a
   * listener may answer a function to run once the write has committed (publishing live events).
   */
  userDataChanged: UserDataChangeListener[];
}

export interface DataExporter {
  name: string;
  collect(db: Database, userId: string): Promise<unknown>;
}

export type UserDataKind = "profile" | "onboarding" | "goals";
export type UserDataChangeListener = (
  trx: Database,
  change: { userId: string; kind: UserDataKind },
) => Promise<void | (() => void)>;

export function createAccountExtensions(): AccountExtensions {
  return { exporters: [], exportFiles: [], rowDeleters: [], afterAccountDeleted: [], userDataChanged: [] };
}

/** Runs a write to the user's profile, onboarding or goals and its listeners in one transaction. */
export async function changeUserData<T>(
  db: Database,
  extensions: AccountExtensions,
  change: { userId: string; kind: UserDataKind },
  write: (trx: Database) => Promise<T>,
): Promise<T> {
  const afterCommit: Array<() => void> = [];
  const result = await db.transaction().execute(async (trx) => {
    const written = await write(trx);
    for (const listener of extensions.userDataChanged) {
      const then = await listener(trx, change);
      if (then) afterCommit.push(then);
    }
    return written;
  });
  for (const then of afterCommit) then();
  return result;
}

export async function runAfterAccountDeleted(
  extensions: AccountExtensions,
  userId: string,
  logger: Logger,
): Promise<void> {
  for (const hook of extensions.afterAccountDeleted) {
    try {
      await hook(userId);
    } catch (error) {
      logger.error("account clean-up failed", {
        userId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
