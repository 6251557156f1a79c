// This module owns local persistence: every table the app keeps in IndexedDB, and nothing else
// touches IndexedDB (STYLE, "one module owns local persistence"). Window and service worker both
// open it, so it uses no DOM-only APIs.
import Dexie, { type EntityTable } from "dexie";
import type {
  AnalysisContext,
  Meal,
  MealItem,
  Onboarding,
  User,
  UserGoals,
  WeightEntry,
} from "@nutrisnap/shared/api";
import type { OutboxEntry } from "./outbox.ts";
import type { SharedPhotoRow } from "./sharedPhotos.ts";

import { DATABASE_NAME } from "./databaseName.ts";
import { keepMealCount, mealCountMiddleware } from "./mealCount.ts";

export { DATABASE_NAME };

/** The last known session: who is signed in on this device, and whether the server asked to sign in again. */
export interface SessionRow {
  key: "current";
  signedIn: boolean;
  /** The last user signed in here; kept after sign-out while that user's changes are unsent. */
  userId: string | null;
  /** A 401 from the outbox or the pull: sync is paused until the same user signs in again. */
  needsSignIn: boolean;
  /** When a check last changed this row (a check that finds it as it was writes nothing). */
  checkedAt: string | null;
}

export interface ProfileRow {
  key: "current";
  user: User;
}

/** `data: null` means the server answered that there is none (404), not that it is unknown. */
export interface OnboardingRow {
  key: "current";
  data: Onboarding | null;
  /** The server holds a record, so a save is a PUT (else a POST). */
  onServer: boolean;
}

export interface GoalsRow {
  key: "current";
  data: UserGoals | null;
  onServer: boolean;
}

/** A meal without its photos and items (kept in their own tables), plus local index fields. */
export interface MealRow extends Omit<Meal, "photos" | "items"> {
  /** Local calendar day of `created_at` in the device's time zone (spec: the day of eating). */
  day: string;
  /** Accent- and case-folded words of title, note and item names, for prefix search. */
  words: string[];
  /** The context of the last analysis request made on this device. */
  context?: AnalysisContext | null;
  /** The server's change sequence this state reflects, when known: an older feed state is an echo. */
  server_seq?: number | null;
}

export interface PhotoRow {
  id: string;
  meal_id: string;
  position: number;
  /** The compressed image kept on the device; absent for photos only the server has. */
  blob?: Blob;
  file_name: string;
  uploaded: boolean;
  image_url: string | null;
  thumbnail_url: string | null;
  temporary_url: string | null;
  content_type: string;
  width: number | null;
  height: number | null;
  created_at: string;
}

export type ItemRow = MealItem;

/** One weighing of the weight log (issue 15 item 17), as the server keeps it. */
export type WeightRow = WeightEntry;

export interface MetaRow {
  key: string;
  value: unknown;
}

export type SettingRow = MetaRow;

export class NutriSnapDb extends Dexie {
  session!: EntityTable<SessionRow, "key">;
  profile!: EntityTable<ProfileRow, "key">;
  onboarding!: EntityTable<OnboardingRow, "key">;
  goals!: EntityTable<GoalsRow, "key">;
  meals!: EntityTable<MealRow, "id">;
  items!: EntityTable<ItemRow, "id">;
  photos!: EntityTable<PhotoRow, "id">;
  outbox!: EntityTable<OutboxEntry, "seq">;
  /** Sync bookkeeping: the change-feed cursor, the time zone days were computed in. */
  meta!: EntityTable<MetaRow, "key">;
  /** Local settings of the screens (theme and the like); never sent to the server. */
  settings!: EntityTable<SettingRow, "key">;
  /** Photos shared into the app from another app, waiting for the log-meal screen to take them. */
  sharedPhotos!: EntityTable<SharedPhotoRow, "id">;
  /** The weight log, by time of weighing. */
  weights!: EntityTable<WeightRow, "id">;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    // Versions are append-only: a new version lists only changed tables and brings an upgrade
    // function for the rows it reshapes (Dexie keeps the earlier declarations for old clients).
    this.version(1).stores({
      session: "key",
      profile: "key",
      onboarding: "key",
      goals: "key",
      // By local day (dashboard), by time (list order and date range), by type and by status
      // (list filters, each ordered by time), and by word prefix (search).
      meals: "id, day, created_at, [type+created_at], [analysis_status+created_at], *words",
      items: "id, meal_id",
      photos: "id, meal_id",
      outbox: "++seq, group, state",
      meta: "key",
      settings: "key",
    });
    this.version(2).stores({ sharedPhotos: "++id" });
    this.version(3).stores({ weights: "id, measured_at" });
    // The meals list shows how many meals there are: the count is kept, not counted (decision 110).
    this.use(mealCountMiddleware);
    this.on("ready", () => keepMealCount(this));
  }
}

/** Tables that hold one user's data; cleared when another user signs in on this device. */
export const userTables = (db: NutriSnapDb) =>
  [
    db.profile,
    db.onboarding,
    db.goals,
    db.meals,
    db.items,
    db.photos,
    db.outbox,
    db.meta,
    db.weights,
  ] as const;
