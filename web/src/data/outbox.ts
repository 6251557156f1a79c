// The outbox: every change a command made locally and still owes the server, in the order it was
// made. Commands append inside their own Dexie transaction; drainOutbox.ts replays the entries.
import { v7 as uuidv7 } from "uuid";
import type {
  AddMealItemsRequest,
  AnalysisContext,
  CopyMealRequest,
  CorrectItemAmountRequest,
  CreateMealRequest,
  OnboardingRequest,
  ProfileUpdateRequest,
  RecordWeightRequest,
  ReplaceItemFoodRequest,
  UpdateMealRequest,
  UserGoalsRequest,
} from "@nutrisnap/shared/api";
import { RETRY } from "@nutrisnap/shared/constants";
import type { NutriSnapDb } from "./db.ts";

export type OutboxRequest =
  | { kind: "profile.update"; body: ProfileUpdateRequest }
  | { kind: "onboarding.save"; body: OnboardingRequest }
  | { kind: "goals.save"; body: UserGoalsRequest }
  | { kind: "meal.create"; mealId: string; body: CreateMealRequest }
  /** "Log again": creates the meal `mealId` on the server from the meal `sourceId` there. */
  | { kind: "meal.copy"; mealId: string; sourceId: string; body: CopyMealRequest }
  | { kind: "meal.update"; mealId: string; body: UpdateMealRequest }
  | { kind: "meal.photos"; mealId: string; photoIds: string[] }
  | { kind: "meal.analyze"; mealId: string; context: AnalysisContext | null }
  | { kind: "meal.delete"; mealId: string }
  | { kind: "item.delete"; mealId: string; itemId: string }
  | { kind: "item.correct"; mealId: string; itemId: string; body: CorrectItemAmountRequest }
  | { kind: "meal.items"; mealId: string; body: AddMealItemsRequest }
  | { kind: "item.food"; mealId: string; itemId: string; body: ReplaceItemFoodRequest }
  | { kind: "weight.record"; weightId: string; body: RecordWeightRequest }
  | { kind: "weight.delete"; weightId: string };

export interface OutboxError {
  status: number;
  /** The server's own (translated) message, when it sent one. */
  message: string | null;
  /** The server's messages about single fields (e.g. the unit of an amount). */
  fields?: Record<string, string[]>;
}

export interface OutboxEntry {
  seq?: number;
  /** Sent as Idempotency-Key: a replay of the same entry is recognised by the server. */
  key: string;
  /**
   * The record the entry changes. Entries of one group go strictly in order and wait for each
   * other (photos after their meal, analysis after the photos); other groups are independent.
   */
  group: string;
  request: OutboxRequest;
  /** `failed`: the server refused it (4xx); kept and shown until retried or discarded. */
  state: "pending" | "failed";
  attempts: number;
  /** Epoch ms before which a retry (after a 5xx) is not sent. */
  notBefore: number;
  /** Set just before sending: an entry with `sentAt` may have reached the server already. */
  sentAt: number | null;
  error: OutboxError | null;
  createdAt: number;
}

export const OUTBOX_LOCK = "nutrisnap-outbox";

/**
 * `meta` key of the outbox revision: a new value each time entries the drain may have walked past
 * are changed from outside the drain (Retry, Discard, deleting a record's entries), so that a
 * running drain forgets what it knew of them (drainOutbox.ts, `OutboxPicker`). Clearing the store
 * removes it, which a drain notices too.
 */
export const OUTBOX_REVISION_KEY = "outboxRevision";

/** Call inside the transaction that changes the entries (it must include `meta`). */
export async function bumpOutboxRevision(db: NutriSnapDb): Promise<void> {
  await db.meta.put({ key: OUTBOX_REVISION_KEY, value: uuidv7() });
}

/** A drain starts with a revision stored, so that clearing the store is a change it sees. */
export async function ensureOutboxRevision(db: NutriSnapDb): Promise<void> {
  if ((await db.meta.get(OUTBOX_REVISION_KEY)) !== undefined) return;
  await db.transaction("rw", db.meta, async () => {
    if ((await db.meta.get(OUTBOX_REVISION_KEY)) === undefined) await bumpOutboxRevision(db);
  });
}

export function groupOf(request: OutboxRequest): string {
  switch (request.kind) {
    case "profile.update":
      return "profile";
    case "onboarding.save":
      return "onboarding";
    case "goals.save":
      return "goals";
    case "weight.record":
    case "weight.delete":
      return weightGroup(request.weightId);
    default:
      return mealGroup(request.mealId);
  }
}

export const mealGroup = (mealId: string): string => `meal:${mealId}`;
export const weightGroup = (weightId: string): string => `weight:${weightId}`;

/** Appends an entry; call inside the command's transaction (which must include `outbox`). */
export async function enqueue(db: NutriSnapDb, request: OutboxRequest): Promise<void> {
  await db.outbox.add({
    key: uuidv7(),
    group: groupOf(request),
    request,
    state: "pending",
    attempts: 0,
    notBefore: 0,
    sentAt: null,
    error: null,
    createdAt: Date.now(),
  });
}

/**
 * For whole-record saves (profile, onboarding, goals): an unsent entry of the same kind takes the
 * new body instead of queueing a second request; else a new entry is appended.
 */
export async function enqueueReplacing(db: NutriSnapDb, request: OutboxRequest): Promise<void> {
  const group = groupOf(request);
  const unsent = (await db.outbox.where("group").equals(group).toArray()).filter(
    (entry) => entry.request.kind === request.kind && entry.state === "pending" && entry.sentAt === null,
  );
  const last = unsent.at(-1);
  if (last?.seq !== undefined) await db.outbox.update(last.seq, { request });
  else await enqueue(db, request);
}

/** spec §8: 1 s doubling to at most 30 s. `attempt` counts from 1. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY.initialDelayMs * 2 ** Math.max(0, attempt - 1), RETRY.maxDelayMs);
}

/** The record still owes the server a change: its local state wins over the server's. */
export async function groupHasEntries(db: NutriSnapDb, group: string): Promise<boolean> {
  return (await db.outbox.where("group").equals(group).count()) > 0;
}

/**
 * The entries that go away when `refused` is discarded: itself and the later entries of its group
 * that cannot go without it. Nothing of a meal the server never created can go; an analysis
 * cannot go without the photos uploaded before it; every other change stands on its own.
 */
export function discardedWith(refused: OutboxEntry, group: readonly OutboxEntry[]): OutboxEntry[] {
  const later = group.filter((entry) => (entry.seq ?? 0) > (refused.seq ?? 0));
  switch (refused.request.kind) {
    case "meal.create":
    case "meal.copy":
      return [refused, ...later];
    case "meal.photos": {
      const nextPhotos = later.findIndex((entry) => entry.request.kind === "meal.photos");
      const untilNextPhotos = nextPhotos === -1 ? later : later.slice(0, nextPhotos);
      return [refused, ...untilNextPhotos.filter((entry) => entry.request.kind === "meal.analyze")];
    }
    default:
      return [refused];
  }
}
