// Which server state the store keeps (the echo rules of the sync core). A server state comes from
// the change feed (with its change sequence) or from the answer to one of our writes (with the
// sequence of the header X-Change-Seq when the server sends it).
//
// 1. A record with changes still in the outbox keeps its local state: pending changes win. A feed
//    state that arrives meanwhile is held (the newest one, in `meta`), never dropped, so the pull
//    can advance its cursor without losing it.
// 2. When the record's last entry is done (answered or discarded) it settles: the newer of the
//    last answer and the held state is stored. A meal's `updated_at` decides, then sequences;
//    else a state held before the last entry was sent is older than its answer; else the record
//    is read again.
// 3. A feed state not newer than what the store already has (a meal's `server_seq` and
//    `updated_at`) is an echo of our own write and is ignored. The sequences of our answers are kept for a while, so a live
//    hint about them does not start a pull.
import type { SyncChange } from "@nutrisnap/shared/api";
import type { NutriSnapDb } from "./db.ts";
import { groupHasEntries, mealGroup, weightGroup } from "./outbox.ts";
import { removeLocalMeal, storeServerMeal } from "./storeMeal.ts";

type WithoutSeq<T> = T extends unknown ? Omit<T, "seq"> : never;
/** A record's state as the server sent it, without its sequence. */
export type RecordState = WithoutSeq<SyncChange>;

interface HeldState {
  state: RecordState;
  seq: number;
  heldAt: number;
}

/** A write's answer as the drain hands it over; `state` null when the answer is not the whole record. */
export interface WriteAnswer {
  state: RecordState | null;
  seq: number | null;
  sentAt: number;
}

const heldKey = (group: string): string => `held:${group}`;
const ECHOES_KEY = "echoes";
const ECHOES_KEPT = 200;

export const groupOfState = (state: RecordState): string => {
  if (state.kind === "meal") return mealGroup(state.op === "upsert" ? state.data.id : state.id);
  if (state.kind === "weight") return weightGroup(state.op === "upsert" ? state.data.id : state.id);
  return state.kind;
};

/** Writes a server state into the store. Call inside a transaction over the data tables and meta. */
export async function storeState(db: NutriSnapDb, state: RecordState, seq: number | null): Promise<void> {
  switch (state.kind) {
    case "meal":
      if (state.op === "upsert") await storeServerMeal(db, state.data, seq);
      else await removeLocalMeal(db, state.id);
      return;
    case "profile": {
      const current = await db.profile.get("current");
      if (!current || current.user.id === state.data.id)
        await db.profile.put({ key: "current", user: state.data });
      return;
    }
    case "onboarding":
      await db.onboarding.put({ key: "current", data: state.data, onServer: true });
      return;
    case "goals":
      await db.goals.put({ key: "current", data: state.data, onServer: true });
      return;
    case "weight":
      if (state.op === "upsert") await db.weights.put(state.data);
      else await db.weights.delete(state.id);
      return;
  }
}

type Versioned = { state: RecordState; seq: number | null };

/**
 * 1 when `a` is newer than `b`, -1 when older, 0 when it cannot be told. A meal's `updated_at`
 * (set by the server on every write) decides first, then the change sequence.
 */
export function compareStates(a: Versioned, b: Versioned): number {
  if (
    a.state.kind === "meal" &&
    a.state.op === "upsert" &&
    b.state.kind === "meal" &&
    b.state.op === "upsert"
  ) {
    const diff = Date.parse(a.state.data.updated_at) - Date.parse(b.state.data.updated_at);
    if (diff !== 0) return Math.sign(diff);
  }
  if (a.seq !== null && b.seq !== null) return Math.sign(a.seq - b.seq);
  return 0;
}

async function hold(db: NutriSnapDb, state: RecordState, seq: number): Promise<void> {
  const key = heldKey(groupOfState(state));
  const held = (await db.meta.get(key))?.value as HeldState | undefined;
  if (held && compareStates({ state, seq }, held) < 0) return;
  await db.meta.put({ key, value: { state, seq, heldAt: Date.now() } satisfies HeldState });
}

/** One change of the feed (rules 1 and 3). Inside the pull's transaction; true when stored. */
export async function receiveFeedChange(db: NutriSnapDb, change: SyncChange): Promise<boolean> {
  const { seq, ...rest } = change;
  const state = rest as RecordState;
  if (await groupHasEntries(db, groupOfState(state))) {
    await hold(db, state, seq);
    return false;
  }
  if (state.kind === "meal" && state.op === "upsert") {
    const stored = await db.meals.get(state.data.id);
    const echo =
      stored?.server_seq != null &&
      stored.server_seq >= seq &&
      Date.parse(stored.updated_at) >= Date.parse(state.data.updated_at);
    if (echo) return false;
  }
  await storeState(db, state, seq);
  return true;
}

/**
 * The echo list as a drain run last wrote it. The list has no writer but the drain's answers, and
 * one drain runs at a time (the outbox lock): a run reads it once and then only writes it, whole,
 * in each answer's transaction, so a run that stops half way has lost no echo. Forget it (a new
 * object) when the store may have been cleared (the outbox revision changed).
 */
export interface EchoList {
  known?: number[];
}

/** What the drain already knows when it hands an answer over. */
export interface AnswerContext {
  /** The run's echo list (read once a run); without it the list is read for this answer. */
  echoes?: EchoList;
  /** Whether the record's group still has entries, when the answer's transaction read them already. */
  hasEntries?: boolean;
}

/**
 * An answer of the drain, after its entry left the outbox. While the record has more entries the
 * answer is only held (when its sequence is known); the last one settles the record (rule 2).
 * Answers "refetch" when the record must be read again from the server.
 */
export async function receiveAnswer(
  db: NutriSnapDb,
  group: string,
  answer: WriteAnswer,
  known: AnswerContext = {},
): Promise<"settled" | "refetch"> {
  if (answer.seq !== null) await rememberEcho(db, answer.seq, known.echoes);
  if (known.hasEntries ?? (await groupHasEntries(db, group))) {
    if (answer.state && answer.seq !== null) await hold(db, answer.state, answer.seq);
    return "settled";
  }
  return settle(db, group, answer);
}

/** A record whose entries were all discarded: the held state, or a read from the server. */
export async function settleDiscarded(db: NutriSnapDb, group: string): Promise<"settled" | "refetch"> {
  if (await groupHasEntries(db, group)) return "settled";
  return settle(db, group, null);
}

async function settle(
  db: NutriSnapDb,
  group: string,
  answer: WriteAnswer | null,
): Promise<"settled" | "refetch"> {
  const key = heldKey(group);
  const held = (await db.meta.get(key))?.value as HeldState | undefined;
  await db.meta.delete(key);
  const answered = answer?.state ? { state: answer.state, seq: answer.seq } : null;
  let winner: Versioned | null;
  if (!held) winner = answered;
  else if (!answer) winner = held;
  else if (!answered) winner = null;
  else {
    const order = compareStates(answered, held);
    if (order !== 0) winner = order > 0 ? answered : held;
    else if (answered.seq !== null) winner = answered;
    // Nothing tells them apart: a state held before the entry was sent is older than its answer.
    else winner = held.heldAt < answer.sentAt ? answered : null;
  }
  if (!winner) return "refetch";
  if (
    winner.state.kind === "meal" &&
    winner.state.op === "upsert" &&
    !(await db.meals.get(winner.state.data.id))
  )
    return "settled";
  await storeState(db, winner.state, winner.seq);
  return "settled";
}

async function rememberEcho(db: NutriSnapDb, seq: number, list: EchoList = {}): Promise<void> {
  const known = list.known ?? ((await db.meta.get(ECHOES_KEY))?.value as number[] | undefined) ?? [];
  list.known = [...known, seq].slice(-ECHOES_KEPT);
  await db.meta.put({ key: ECHOES_KEY, value: list.known });
}

/** A live hint about this sequence is an echo of our own write: no pull needed for it. */
export async function isOwnEcho(db: NutriSnapDb, seq: number): Promise<boolean> {
  const known = ((await db.meta.get(ECHOES_KEY))?.value as number[] | undefined) ?? [];
  return known.includes(seq);
}
