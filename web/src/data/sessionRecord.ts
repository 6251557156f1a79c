// The session snapshot kept in Dexie, so a signed-in user stays signed in offline (only a real
// 401 signs out). Used by the window and the service worker.
import type { User } from "@nutrisnap/shared/api";
import { userTables, type NutriSnapDb, type SessionRow } from "./db.ts";
import { sameRecord } from "./sameRecord.ts";

export async function readSession(db: NutriSnapDb): Promise<SessionRow | undefined> {
  return db.session.get("current");
}

/** True while a 401 paused the sync: nothing is sent until the user signs in again. */
export async function syncPaused(db: NutriSnapDb): Promise<boolean> {
  return (await readSession(db))?.needsSignIn ?? false;
}

/** A 401 from the outbox or the pull: keep every local change, stop syncing, ask to sign in. */
export async function markNeedsSignIn(db: NutriSnapDb): Promise<void> {
  await db.transaction("rw", db.session, async () => {
    const row = await readSession(db);
    await db.session.put({
      key: "current",
      signedIn: false,
      userId: row?.userId ?? null,
      needsSignIn: true,
      checkedAt: new Date().toISOString(),
    });
  });
}

/** The stored session already says `user` is signed in, with this very profile. */
async function alreadyAdopted(db: NutriSnapDb, user: User): Promise<boolean> {
  const [row, profile] = await db.transaction("r", db.session, db.profile, () =>
    Promise.all([readSession(db), db.profile.get("current")]),
  );
  return (
    row?.signedIn === true &&
    !row.needsSignIn &&
    row.userId === user.id &&
    profile !== undefined &&
    sameRecord(profile.user, user)
  );
}

/**
 * The server says `user` is signed in. Another user's local data is removed first (it must not
 * leak to or be sent as the new user); the same user's data, unsent changes included, stays.
 */
export async function adoptUser(db: NutriSnapDb, user: User): Promise<{ sameUser: boolean }> {
  // Almost every check finds what is stored: read first, so that opening the app writes nothing (a
  // write makes every live query re-run, and a write transaction over the meals holds back the
  // screens' first reads).
  if (await alreadyAdopted(db, user)) return { sameUser: true };
  return db.transaction("rw", [db.session, ...userTables(db)], async () => {
    const row = await readSession(db);
    const profile = await db.profile.get("current");
    const knownId = row?.userId ?? profile?.user.id ?? null;
    const sameUser = knownId === user.id;
    if (!sameUser && knownId !== null) await Promise.all(userTables(db).map((table) => table.clear()));
    await db.profile.put({ key: "current", user });
    await db.session.put({
      key: "current",
      signedIn: true,
      userId: user.id,
      needsSignIn: false,
      checkedAt: new Date().toISOString(),
    });
    return { sameUser };
  });
}

/**
 * Signed out on purpose or by the server. The user id stays remembered, so the same user signing
 * in again keeps unsent changes; with nothing unsent, the local data goes now.
 */
export async function signOutLocally(db: NutriSnapDb, needsSignIn: boolean): Promise<void> {
  await db.transaction("rw", [db.session, ...userTables(db)], async () => {
    const row = await readSession(db);
    const unsent = await db.outbox.count();
    if (unsent === 0) await Promise.all(userTables(db).map((table) => table.clear()));
    await db.session.put({
      key: "current",
      signedIn: false,
      userId: unsent === 0 ? null : (row?.userId ?? null),
      needsSignIn: unsent > 0 && needsSignIn,
      checkedAt: new Date().toISOString(),
    });
  });
}
