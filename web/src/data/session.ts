// The session as the screens see it (spec §4), kept offline: the Dexie snapshot says who is signed
// in; a network failure on the check keeps that user and sets `offline`; only the server saying
// "not signed in" (or a 401) signs out.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { liveQuery } from "dexie";
import { useStore } from "zustand";
import type { SessionResponse, User } from "@nutrisnap/shared/api";
import type { CommandResult } from "./api.ts";
import { toCommandResult } from "./api.ts";
import { dataContext, type DataContext } from "./context.ts";
import { loadAccount, storeAccount, type AccountRecords } from "./loadAccount.ts";
import { closeLiveEvents, openLiveEvents } from "./liveEvents.ts";
import type { NutriSnapDb, ProfileRow, SessionRow } from "./db.ts";
import { clearCachedPhotos } from "./photoCache.ts";
import { adoptUser, signOutLocally } from "./sessionRecord.ts";
import { writeSessionHint } from "./sessionHint.ts";
import { engineState, requestDrain, requestPull, stopSyncTimers } from "./syncEngine.ts";
import { deviceTimeZone } from "./timeZone.ts";

export interface SessionView {
  status: "unknown" | "signedIn" | "signedOut";
  user: User | null;
  /** The last check could not reach the server; the cached user is shown. */
  offline: boolean;
  /** The server ended the session while changes wait: sign in again to send them. */
  needsSignIn: boolean;
}

type SessionSnapshot = { session: SessionRow | undefined; profile: ProfileRow | undefined };

/**
 * One watch of the stored session per database, shared by every screen: a screen that mounts once
 * the session is known reads it at its first render, instead of rendering signed out for a moment
 * and then growing (the confirm-email banner, the welcome line: a layout shift).
 */
interface SessionWatch {
  db: NutriSnapDb;
  snapshot: SessionSnapshot | undefined;
  listeners: Set<() => void>;
  stop(): void;
}

let watch: SessionWatch | null = null;

/** The user the build renders a private page's first frame for (docs/decisions/153); never set in a browser. */
let prerenderSnapshot: SessionSnapshot | undefined;

/** Renders the session as signed in as `user` where React renders without a browser (the build). */
export function prerenderSessionAs(user: User): void {
  prerenderSnapshot = {
    session: { key: "current", signedIn: true, userId: user.id, needsSignIn: false, checkedAt: null },
    profile: { key: "current", user },
  };
}

function sessionWatch(db: NutriSnapDb): SessionWatch {
  if (watch?.db === db) return watch;
  // Another database (tests, another server): the old watch ends.
  watch?.stop();
  const current: SessionWatch = { db, snapshot: undefined, listeners: new Set(), stop: () => undefined };
  watch = current;
  const subscription = liveQuery(async () => ({
    session: await db.session.get("current"),
    profile: await db.profile.get("current"),
  })).subscribe({
    next: (snapshot) => {
      current.snapshot = snapshot;
      for (const listener of current.listeners) listener();
    },
    error: (error: unknown) => console.warn("Reading the stored session failed", error),
  });
  current.stop = () => subscription.unsubscribe();
  return current;
}

export function useSession(): SessionView {
  const { db } = dataContext();
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = sessionWatch(db);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [db],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => sessionWatch(db).snapshot,
    // Asked only where React renders without a browser: the build's first frame. The app never
    // hydrates, so a browser always reads the stored session.
    () => prerenderSnapshot,
  );
  const offline = useStore(engineState, (state) => state.sessionOffline);
  const view = sessionViewOf(snapshot, offline);
  // The public pages route by this hint (decision 080); a change the service worker made (a 401
  // while draining) reaches it through the snapshot.
  useEffect(() => {
    if (view.status !== "unknown") writeSessionHint(view.status);
  }, [view.status]);
  return view;
}

/**
 * Only the stored snapshot decides: every session check ends by writing one, so a live query that
 * has not caught up yet reads "unknown" (a spinner), never a false "signed out" that would redirect.
 */
export function sessionViewOf(snapshot: SessionSnapshot | undefined, offline: boolean): SessionView {
  const session = snapshot?.session;
  const profile = snapshot?.profile;
  if (session?.signedIn && profile)
    return { status: "signedIn", user: profile.user, offline, needsSignIn: false };
  if (!session) return { status: "unknown", user: null, offline, needsSignIn: false };
  return { status: "signedOut", user: null, offline, needsSignIn: session.needsSignIn };
}

/**
 * After the server confirmed a user: sync, load the account, open the live channel, fix the time
 * zone. When the answer already carried the onboarding record and goals (the session check's does,
 * decision 116), they are stored now and the private pages can render without another request.
 */
export async function whenSignedIn(
  ctx: DataContext,
  user: User,
  account?: Pick<AccountRecords, "onboarding" | "goals">,
): Promise<void> {
  await adoptUser(ctx.db, user);
  const known = account?.onboarding !== undefined && account.goals !== undefined;
  if (known) await storeAccount(ctx.db, account);
  writeSessionHint("signedIn");
  engineState.setState({ sessionOffline: false });
  void requestDrain(ctx);
  void requestPull(ctx);
  if (!known)
    void loadAccount(ctx).catch((error: unknown) => console.warn("Loading the account failed", error));
  openLiveEvents(ctx);
  const timeZone = deviceTimeZone();
  if (user.time_zone !== timeZone) {
    // The profile commands load only for this: they are not needed to show the app.
    void import("./commands/profile.ts")
      .then(({ updateProfile }) =>
        updateProfile({ name: user.name, email: user.email, locale: user.locale, time_zone: timeZone }),
      )
      .catch((error: unknown) => console.warn("Saving the device's time zone failed", error));
  }
}

export async function whenSignedOut(ctx: DataContext, needsSignIn: boolean): Promise<void> {
  closeLiveEvents();
  stopSyncTimers();
  await signOutLocally(ctx.db, needsSignIn);
  writeSessionHint("signedOut");
  await clearCachedPhotos();
  engineState.setState({ sessionOffline: false });
}

/** GET /api/auth/session; never signs out for a network failure or a server error. */
export async function refreshSession(): Promise<CommandResult<SessionResponse>> {
  const ctx = dataContext();
  const result = await ctx.api.request("/api/auth/session", {
    schema: (c) => c.sessionResponseSchema,
  });
  if (result.ok) {
    const { valid, user, onboarding, goals } = result.data;
    if (valid && user) await whenSignedIn(ctx, user, { onboarding, goals });
    else {
      const session = await ctx.db.session.get("current");
      await whenSignedOut(ctx, session?.needsSignIn ?? false);
    }
  } else if (result.status === 401) {
    await whenSignedOut(ctx, true);
  } else {
    engineState.setState({ sessionOffline: result.status === 0 });
    const session = await ctx.db.session.get("current");
    if (session?.signedIn) {
      writeSessionHint("signedIn");
      void requestDrain(ctx);
      openLiveEvents(ctx);
    } else {
      // Never signed in on this device and the server is out of reach: a visitor, for now.
      if (!session) await signOutLocally(ctx.db, false);
      writeSessionHint("signedOut");
    }
  }
  return toCommandResult(result);
}
