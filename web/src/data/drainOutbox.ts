// Replays the outbox to the server under a lock shared by every tab and the service worker
// (ARCHITECTURE, Writing). Entries of one record's group go strictly in order, one at a time;
// up to DRAIN_CONCURRENCY groups are in flight at once, so independent meals do not wait for each
// other. A refused entry (4xx) stops only its own group. Network error: stop and retry later. 401:
// pause until the user signs in again. 5xx: that entry retries after 1 s doubling to 30 s (spec §8).
import type { ApiFailure } from "./api.ts";
import type { DataContext } from "./context.ts";
import { CommitQueue, drainTables } from "./drainCommits.ts";
import type { NutriSnapDb, PhotoRow } from "./db.ts";
import { loadAccount } from "./loadAccount.ts";
import { withLock } from "./locks.ts";
import {
  ensureOutboxRevision,
  OUTBOX_LOCK,
  OUTBOX_REVISION_KEY,
  retryDelay,
  type OutboxEntry,
  type OutboxError,
} from "./outbox.ts";
import { v7 as uuidv7 } from "uuid";
import {
  ANALYSIS_DELAY_MS,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_REUSED,
} from "@nutrisnap/shared/constants";
import { recordAnswer, refreshMeal, sendEntry } from "./outboxRequests.ts";
import { receiveAnswer, type EchoList } from "./serverState.ts";
import { markNeedsSignIn, syncPaused } from "./sessionRecord.ts";

export type DrainOutcome =
  | { status: "drained" }
  | { status: "waiting"; retryAt: number }
  | { status: "offline" }
  | { status: "paused" };

/** Groups in flight at once: enough to hide a round trip, few enough not to flood a small server. */
export const DRAIN_CONCURRENCY = 6;

type ReadyEntry = OutboxEntry & { seq: number };

/**
 * An entry marked sent, with what its send reads from the store when the transaction that took it
 * read that too: a photos entry taken by its group's previous answer carries its photo rows (and
 * their Blobs), read where it was marked sent, so that sending it opens no transaction of its own.
 */
type SendableEntry = ReadyEntry & { photos?: (PhotoRow | undefined)[] };
type TakenEntry = SendableEntry & { sentAt: number };

interface Pick {
  entry?: ReadyEntry;
  retryAt?: number;
  /** `take` only: the session asks to sign in again (a 401 here, in another tab or the worker). */
  paused?: true;
}

/**
 * Picks the entries of one drain run. The head of each group is the only entry that may go; failed
 * and backing-off heads hold their group, and so does a group with an entry in flight (`busy`).
 *
 * A long drain finds many heads that cannot go near the front of the outbox: analyses waiting for
 * a rate limit's Retry-After, refused entries. Walking them again for every pick would read the
 * outbox quadratically, so the picker remembers what it has walked: every entry up to `frontier`
 * belongs to a group that is `held` (refused, or backing off until a time), that is in flight, or
 * that is queued in `revisit` to have its head read again (a group whose step ended, a hold whose
 * time has come). A pick reads those heads through the group index, then walks on from the
 * frontier. What can change a walked entry from outside the run (Retry, Discard, deleting a meal
 * or a weighing, clearing the store) changes the outbox revision in `meta`, read in each pick's
 * transaction: the picker then forgets and walks from the start again. Entries added later always
 * come after the frontier (the outbox key only grows), where the walk finds them.
 *
 * The session is read in the run's first pick and again after the revision changed: a pause set
 * meanwhile elsewhere (a 401 in another tab) comes back as a 401 to this run's next request, which
 * pauses it too, with the entry kept. The run's echo list lives here as well (`echoes`).
 */
export class OutboxPicker {
  private frontier = 0;
  private readonly held = new Map<string, number>();
  private readonly revisit = new Set<string>();
  /**
   * Groups this picker handed out whose step has not ended: a pick made inside another step's
   * transaction (`takeHere`) sees them as in flight before the run has registered them.
   */
  private readonly taken = new Set<string>();
  /** The earliest end of a hold (Infinity: only refused heads, or nothing, held). */
  private holdsEnd = Infinity;
  private revision: unknown = NOT_READ;
  private sessionRead = false;
  /** The last pick found nothing to send: a step's hand-on would likely find nothing either. */
  dry = false;
  /** The echo list as this run wrote it (serverState.ts): read once, forgotten with the rest. */
  echoes: EchoList = {};

  constructor(private readonly db: NutriSnapDb) {}

  /** Counts the times the picker forgot: a step taken under another count learnt stale things. */
  generation = 0;

  /** A step of the group has ended: its next entry, walked past meanwhile, may go. */
  release(group: string): void {
    this.taken.delete(group);
    this.revisit.add(group);
  }

  /**
   * A step of the group has ended, and its last transaction read or wrote the group's head: `after`
   * is when that head may go (Infinity: refused) or "empty". The group is held till then instead of
   * read again; what the step learnt under an earlier `generation` is not trusted (released).
   */
  stepEnded(group: string, after: GroupAfter | undefined, generation: number): void {
    if (after === undefined || generation !== this.generation) return this.release(group);
    this.taken.delete(group);
    // Entries queued later come after the frontier, where the walk finds them.
    if (after === "empty") return;
    this.held.set(group, after);
    this.holdsEnd = Math.min(this.holdsEnd, after);
  }

  /** The next entry that may go, read only (tests; a single look at the outbox). */
  next(now: number, busy: ReadonlySet<string>): Promise<Pick> {
    const { db } = this;
    return db.transaction("r", db.outbox, db.meta, async () =>
      this.pick(now, busy, (await db.meta.get(OUTBOX_REVISION_KEY))?.value),
    );
  }

  /**
   * The drain's pick: the next entry that may go, marked sent (`sentAt`) in the same transaction
   * that reads it, so a command that cancels the entry or gives an unsent save a newer body
   * (enqueueReplacing) either comes before (and the entry read is the one that goes) or after (and
   * appends a new entry). The run's first pick reads the session too, and so does the first pick
   * after the revision changed: no run starts while sync is paused. A run's picks share the
   * transactions of its answers when they come together (`commits`).
   */
  take(now: number, busy: ReadonlySet<string>, sentAt: number, commits?: CommitQueue): Promise<Pick> {
    const { db } = this;
    const work = () => this.takeHere(now, busy, sentAt);
    return commits ? commits.commit(work) : db.transaction("rw", db.outbox, db.meta, db.session, work);
  }

  /**
   * `take` inside a read-write transaction over the outbox, `meta` and the session that is already
   * open: a step whose group cannot go on takes the run's next entry in its answer's transaction.
   */
  async takeHere(now: number, busy: ReadonlySet<string>, sentAt: number): Promise<Pick> {
    const { db } = this;
    const revision = (await db.meta.get(OUTBOX_REVISION_KEY))?.value;
    if (revision !== this.revision) this.forget(revision);
    if (!this.sessionRead) {
      if (await syncPaused(db)) return { paused: true };
      this.sessionRead = true;
    }
    const picked = await this.pick(now, busy, revision);
    this.dry = !picked.entry;
    if (!picked.entry) return picked;
    const entry = { ...picked.entry, sentAt };
    await db.outbox.put(entry);
    this.taken.add(entry.group);
    return { entry };
  }

  /** Call inside a transaction over the outbox and `meta`, with the revision it read. */
  private async pick(now: number, busy: ReadonlySet<string>, revision: unknown): Promise<Pick> {
    const { db } = this;
    if (revision !== this.revision) this.forget(revision);
    if (now >= this.holdsEnd) this.endHolds(now);
    for (const group of [...this.revisit]) {
      if (busy.has(group) || this.taken.has(group)) continue;
      this.revisit.delete(group);
      const head = await db.outbox.where("group").equals(group).first();
      if (head?.seq === undefined) continue;
      const entry = this.judge(head, now);
      if (entry) return { entry };
    }
    let ready: ReadyEntry | undefined;
    const walked = new Set<string>();
    // The cursor stops at the first entry that may go: usually the first rows past the frontier.
    await db.outbox
      .where(":id")
      .above(this.frontier)
      .until(() => ready !== undefined)
      .each((entry) => {
        if (entry.seq === undefined) return;
        this.frontier = entry.seq;
        // A group's later entries wait behind its head, wherever that head is.
        if (
          this.held.has(entry.group) ||
          busy.has(entry.group) ||
          this.taken.has(entry.group) ||
          walked.has(entry.group)
        )
          return;
        walked.add(entry.group);
        // Its head was walked before and is queued to be read again: that read decides.
        if (this.revisit.has(entry.group)) return;
        ready = this.judge(entry, now);
      });
    if (ready) return { entry: ready };
    return this.holdsEnd === Infinity ? {} : { retryAt: this.holdsEnd };
  }

  /** A group's head: the entry if it may go now, else its group is held. */
  private judge(head: OutboxEntry, now: number): ReadyEntry | undefined {
    if (head.seq === undefined) return undefined;
    if (head.state === "failed") this.held.set(head.group, Infinity);
    else if (head.notBefore > now) {
      this.held.set(head.group, head.notBefore);
      this.holdsEnd = Math.min(this.holdsEnd, head.notBefore);
    } else return { ...head, seq: head.seq };
    return undefined;
  }

  private endHolds(now: number): void {
    this.holdsEnd = Infinity;
    for (const [group, until] of this.held) {
      if (until === Infinity) continue;
      if (until <= now) {
        this.held.delete(group);
        this.revisit.add(group);
      } else this.holdsEnd = Math.min(this.holdsEnd, until);
    }
  }

  private forget(revision: unknown): void {
    this.revision = revision;
    this.frontier = 0;
    this.held.clear();
    this.revisit.clear();
    this.holdsEnd = Infinity;
    this.sessionRead = false;
    this.echoes = {};
    this.generation += 1;
  }
}

const NOT_READ = Symbol("not read");

/** One pick with nothing remembered (tests; a single look at the outbox). */
export function nextEntry(
  db: NutriSnapDb,
  now: number,
  busy: ReadonlySet<string> = new Set(),
): Promise<Pick> {
  return new OutboxPicker(db).next(now, busy);
}

/** Server errors, timeouts, rate limits, and "this key's first request is still running" (409). */
export const isRetryable = (status: number, code: string | undefined): boolean =>
  status >= 500 || status === 408 || status === 429 || (status === 409 && code === IDEMPOTENCY_IN_PROGRESS);

export function drainOutbox(ctx: DataContext): Promise<DrainOutcome> {
  return withLock(OUTBOX_LOCK, () => drainHoldingLock(ctx));
}

async function drainHoldingLock(ctx: DataContext): Promise<DrainOutcome> {
  const { db } = ctx;
  // Records whose last answer could not settle them, read once more when the drain ends.
  const refetch = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  // Outcomes that end the drain (offline, paused), gathered as the steps finish.
  const stops: DrainOutcome[] = [];
  await ensureOutboxRevision(db);
  const picker = new OutboxPicker(db);
  const commits = new CommitQueue(db);
  const run: StepRun = {
    goOn: () => stops.length === 0,
    echoes: () => picker.echoes,
    commits,
    // A step whose group cannot go on takes the run's next entry in its last transaction, and the
    // run sends it in the place the step leaves (`start` below): one pick's transaction fewer. Not
    // while the last pick found nothing (the end of a run, every head held): the run's own pick,
    // as the step's place frees, looks then.
    handOn: async () => {
      if (picker.dry) return undefined;
      const now = Date.now();
      return (await picker.takeHere(now, new Set(inFlight.keys()), now)).entry;
    },
  };
  // A step never rejects: an unexpected error (a closed database, a bug) ends the drain like a
  // network failure, and the drain still waits for every other step before it lets go of the
  // lock, so no send outlives the run that started it.
  // The group's later entries follow in the same step while the drain goes on (sendTaken).
  const start = (entry: SendableEntry, sentAt: number): void => {
    const { generation } = picker;
    let after: GroupAfter | undefined;
    let handed: ReadyEntry | undefined;
    const step = sendTaken(ctx, entry, sentAt, refetch, run)
      .then((sent) => ((after = sent.after), (handed = sent.handed), sent.outcome))
      .catch((error: unknown): DrainOutcome => {
        console.warn("Sending an outbox entry failed", error);
        return { status: "offline" };
      })
      .then((outcome) => void (outcome && stops.push(outcome)))
      .finally(() => {
        picker.stepEnded(entry.group, after, generation);
        inFlight.delete(entry.group);
        // In flight before this step's promise settles: the run's wait sees its place taken.
        if (handed) start(handed, handed.sentAt ?? Date.now());
      });
    inFlight.set(entry.group, step);
  };
  for (;;) {
    let retryAt: number | undefined;
    while (stops.length === 0 && inFlight.size < DRAIN_CONCURRENCY) {
      const busy = new Set(inFlight.keys());
      const sentAt = Date.now();
      let next: Pick;
      try {
        next = await picker.take(sentAt, busy, sentAt, commits);
      } catch (error) {
        // The pick shared a transaction that failed (or failed itself): nothing of it was written.
        // The run ends like a network failure, once every step in flight has ended.
        console.warn("Picking an outbox entry failed", error);
        stops.push({ status: "offline" });
        break;
      }
      if (next.paused) {
        stops.push({ status: "paused" });
        break;
      }
      retryAt = next.retryAt;
      const entry = next.entry;
      if (!entry) {
        // A step that ended during the pick freed its group, whose next entry the pick skipped:
        // pick again, or the run could end "drained" with that entry left behind.
        if ([...busy].some((group) => !inFlight.has(group))) continue;
        break;
      }
      start(entry, sentAt);
    }
    if (inFlight.size > 0) {
      await Promise.race(inFlight.values());
      continue;
    }
    const [stop] = stops;
    if (stop) return stop;
    // Only short holds (an analysis waiting its 0.5 s) are left: wait here rather than end the run.
    if (retryAt !== undefined && retryAt - Date.now() <= ANALYSIS_DELAY_MS) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, retryAt - Date.now())));
      continue;
    }
    await readAgain(ctx, refetch);
    return retryAt === undefined ? { status: "drained" } : { status: "waiting", retryAt };
  }
}

/** Sends one picked entry and writes the outcome; a non-null result ends the drain. */
export async function sendOne(
  ctx: DataContext,
  entry: ReadyEntry,
  refetch: Set<string>,
): Promise<DrainOutcome | null> {
  const { db } = ctx;
  const sentAt = Date.now();
  // Marked sent and read again in one transaction: a command may have cancelled the entry since it
  // was picked (e.g. the meal was deleted), or given an unsent whole-record save a newer body
  // (enqueueReplacing), which is the one that must go. Once marked, a save appends a new entry.
  // (The drain's picks mark their entries as they read them: OutboxPicker.take.)
  const current = await db.transaction("rw", db.outbox, async () => {
    const stored = await db.outbox.get(entry.seq);
    if (stored) await db.outbox.update(entry.seq, { sentAt });
    return stored;
  });
  if (!current) return null;
  return (await sendTaken(ctx, { ...current, seq: entry.seq, sentAt }, sentAt, refetch)).outcome;
}

/**
 * How a drain run's step goes on: whether it takes the group's next entry, the run's echo list, and
 * the run's shared transactions (without them, each write has a transaction of its own).
 */
interface StepRun {
  goOn: () => boolean;
  echoes?: () => EchoList;
  commits?: CommitQueue;
  /** Takes the run's next entry (another group's), inside the transaction where a step ends. */
  handOn?: () => Promise<ReadyEntry | undefined>;
}

/** When a group's head may go after a step (Infinity: refused), or "empty": no entry left. */
type GroupAfter = number | "empty";

/** A step's outcome (non-null ends the drain), and its group's head as the step left it, when known. */
interface StepEnd {
  outcome: DrainOutcome | null;
  after?: GroupAfter;
  /** Another group's entry, taken (marked sent) in the step's last transaction: the run sends it. */
  handed?: ReadyEntry;
}

/**
 * Sends an entry already marked sent (`sentAt`) and writes the outcome. While `goOn` says so, the
 * transaction that stores an answer also takes the group's next entry when it may go now (marked
 * sent as it is read, like a pick), which is then sent in the same step: one transaction fewer per
 * entry, and no wait for the drain's next pick.
 */
async function sendTaken(
  ctx: DataContext,
  entry: SendableEntry,
  sentAt: number,
  refetch: Set<string>,
  run: StepRun = { goOn: () => false },
): Promise<StepEnd> {
  for (;;) {
    const sent = await sendStep(ctx, entry, sentAt, refetch, run);
    if (!sent.next) return sent;
    entry = sent.next;
    sentAt = sent.next.sentAt;
  }
}

async function sendStep(
  { db, api }: DataContext,
  entry: SendableEntry,
  sentAt: number,
  refetch: Set<string>,
  { goOn, echoes, commits, handOn }: StepRun,
): Promise<StepEnd & { next?: TakenEntry }> {
  const result = await sendEntry(db, api, entry, entry.photos);
  const commit = <T>(work: () => Promise<T>): Promise<T> =>
    commits ? commits.commit(work) : db.transaction("rw", drainTables(db), work);
  if (result.ok) {
    const { settled, next, after, handed } = await commit(async () => {
      // The group's entries, read once: the entry sent is its group's head (only heads are taken,
      // and later entries get higher keys), so this read finds it still queued, and what follows it
      // decides whether the record settles, which analysis is held after its photos, and the head
      // this step may take next. A photos answer reads the whole group (to hold its analysis),
      // any other the entry and the one after it.
      const group = db.outbox.where("group").equals(entry.group);
      const read = await (entry.request.kind === "meal.photos" ? group : group.limit(2)).toArray();
      let following = read.slice(1);
      if (read[0]?.seq !== entry.seq) {
        // Not the head: cancelled meanwhile (Discard, a deleted record), as far as a drain can tell.
        if (!(await db.outbox.get(entry.seq))) return { settled: "settled" as const };
        following = (await group.toArray()).filter((queued) => queued.seq !== entry.seq);
      }
      await db.outbox.delete(entry.seq);
      const state = await recordAnswer(db, entry, result.data);
      const rest =
        entry.request.kind === "meal.photos"
          ? await holdAnalysis(db, following, Date.now() + ANALYSIS_DELAY_MS)
          : following.slice(0, 1);
      const settled = await receiveAnswer(
        db,
        entry.group,
        { state, seq: result.changeSeq ?? null, sentAt },
        { echoes: echoes?.(), hasEntries: rest.length > 0 },
      );
      if (!goOn()) return { settled };
      const head = rest[0];
      const next = await takeHead(db, head, Date.now());
      if (next) return { settled, next };
      const after: GroupAfter = !head ? "empty" : head.state === "failed" ? Infinity : head.notBefore;
      return { settled, after, handed: await handOn?.() };
    });
    if (settled === "refetch") refetch.add(entry.group);
    else refetch.delete(entry.group);
    return next ? { outcome: null, next } : { outcome: null, after, handed };
  }
  return storeFailure(db, entry, result, commit, async () => (goOn() ? handOn?.() : undefined));
}

/**
 * A group's head, just read in this read-write transaction over the outbox and the photos, marked
 * sent when it may go now (pending, not backing off). The session is not read again: a pause set
 * elsewhere meanwhile comes back as a 401 to this request, which pauses the run with the entry kept.
 * A photos entry's rows are read here too, as the entry is marked sent (the Blobs it will send).
 */
async function takeHead(
  db: NutriSnapDb,
  head: OutboxEntry | undefined,
  now: number,
): Promise<TakenEntry | undefined> {
  if (head?.seq === undefined || head.state !== "pending" || head.notBefore > now) return undefined;
  const taken = { ...head, seq: head.seq, sentAt: now };
  await db.outbox.put(taken);
  if (taken.request.kind !== "meal.photos") return taken;
  return { ...taken, photos: await db.photos.bulkGet(taken.request.photoIds) };
}

/**
 * A failed send: what it means for the drain (offline, paused) and for the entry (retry, refused),
 * and when its group may go on.
 */
async function storeFailure(
  db: NutriSnapDb,
  entry: ReadyEntry,
  result: ApiFailure,
  commit: <T>(work: () => Promise<T>) => Promise<T>,
  handOn: () => Promise<ReadyEntry | undefined>,
): Promise<StepEnd> {
  if (result.status === 0) return { outcome: { status: "offline" } };
  if (result.status === 401) {
    await markNeedsSignIn(db);
    return { outcome: { status: "paused" } };
  }
  const attempts = entry.attempts + 1;
  const error: OutboxError = { status: result.status, message: result.message };
  if (result.fieldErrors) error.fields = result.fieldErrors;
  // A 429 or 503 says when to come back (Retry-After); asking sooner only adds refused requests.
  const wait = Math.max(retryDelay(attempts), result.retryAfterMs ?? 0);
  // The server holds this key for another request: ours never ran under it. Every entry names its
  // records by client ids (a stored photo or meal answers as it is), so it goes again under a
  // fresh key rather than failing and leaving the meal without its photos.
  // The entry is its group's head: what is written here is when the group may go on.
  const notBefore = Date.now() + wait;
  const reused = result.status === 422 && result.code === IDEMPOTENCY_KEY_REUSED;
  const retryable = reused || isRetryable(result.status, result.code);
  const change: Partial<OutboxEntry> = reused
    ? { key: uuidv7(), attempts, error, notBefore }
    : retryable
      ? { attempts, error, notBefore }
      : { attempts, error, state: "failed" };
  // The step ends here: the same transaction takes the run's next entry (another group's).
  const { found, handed } = await commit(async () => ({
    found: await db.outbox.update(entry.seq, change),
    handed: await handOn(),
  }));
  if (!found) return { outcome: null, handed };
  return { outcome: null, after: retryable ? notBefore : Infinity, handed };
}

/** Reads records again whose local state could not be settled from answers and held states. */
export async function readAgain(ctx: DataContext, groups: Iterable<string>): Promise<void> {
  let account = false;
  for (const group of groups) {
    if (group.startsWith("meal:")) await refreshMeal(ctx.db, ctx.api, group.slice("meal:".length));
    // A weighing's answers carry the whole entry; one left unsettled comes with the next pull.
    else if (!group.startsWith("weight:")) account = true;
  }
  if (account) await loadAccount(ctx);
}

/**
 * spec §4: analysis is requested 0.5 s after the photos were uploaded. The wait holds only that
 * meal's analysis entry, so other meals keep flowing meanwhile. `entries` are the group's, just read
 * in this read-write transaction; they are returned as they now stand.
 */
async function holdAnalysis(db: NutriSnapDb, entries: OutboxEntry[], until: number): Promise<OutboxEntry[]> {
  const held = entries.map((queued) =>
    queued.request.kind === "meal.analyze" && queued.notBefore < until
      ? { ...queued, notBefore: until }
      : queued,
  );
  await db.outbox.bulkPut(held.filter((queued, index) => queued !== entries[index]));
  return held;
}
