// The outbox: every change a command made locally and still owes the server, in the order it was
// made. Commands append inside their own Dexie transaction; drainOutbox.ts replays the entries.
import { v7 as uuidv7 } from "uuid";
import type {
  AddMealItemsRequest,
  AnalysisContext,
  CorrectItemAmountRequest,
  CreateMealRequest,
  OnboardingRequest,
  ProfileUpdateRequest,
  ReplaceItemFoodRequest,
  UserGoalsRequest,
} from "@nutrisnap/shared/api";
import { RETRY } from "@nutrisnap/shared/constants";
import type { NutriSnapDb } from "./db.ts";

export type OutboxRequest =
  | { kind: "profile.update"; body: ProfileUpdateRequest }
  | { kind: "onboarding.save"; body: OnboardingRequest }
  | { kind: "goals.save"; body: UserGoalsRequest }
  | { kind: "meal.create"; mealId: string; body: CreateMealRequest }
  | { kind: "meal.photos"; mealId: string; photoIds: string[] }
  | { kind: "meal.analyze"; mealId: string; context: AnalysisContext | null }
  | { kind: "meal.delete"; mealId: string }
  | { kind: "item.delete"; mealId: string; itemId: string }
  | { kind: "item.correct"; mealId: string; itemId: string; body: CorrectItemAmountRequest }
  | { kind: "meal.items"; mealId: string; body: AddMealItemsRequest }
  | { kind: "item.food"; mealId: string; itemId: string; body: ReplaceItemFoodRequest };

export interface OutboxError {
  status: number;
  /** The server's own (translated) message, when it sent one. */
  message: string | null;
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

export function groupOf(request: OutboxRequest): string {
  switch (request.kind) {
    case "profile.update":
      return "profile";
    case "onboarding.save":
      return "onboarding";
    case "goals.save":
      return "goals";
    default:
      return mealGroup(request.mealId);
  }
}

export const mealGroup = (mealId: string): string => `meal:${mealId}`;

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

/** Groups with an entry still owed to the server: pulled state must not overwrite them. */
export async function groupsWithLocalChanges(db: NutriSnapDb): Promise<Set<string>> {
  const groups = await db.outbox.orderBy("group").uniqueKeys();
  return new Set(groups.map(String));
}
