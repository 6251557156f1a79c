// A drain run's shared transactions: works queued while one commits go into the next, in the order
// they were queued; a work that fails takes its whole transaction with it, and nothing else.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { DBCore, Middleware } from "dexie";
import { CommitQueue } from "./drainCommits.ts";
import { NutriSnapDb } from "./db.ts";

let count = 0;
let db: NutriSnapDb;
const openDb = () => (db = new NutriSnapDb(`drain-commits-${(count += 1)}`));

afterEach(async () => {
  await db.delete();
});

function countReadWrite(opened: { rw: number }): Middleware<DBCore> {
  return {
    stack: "dbcore",
    name: "CountReadWrite",
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === "readwrite") opened.rw += 1;
        return down.transaction(stores, mode, options);
      },
    }),
  };
}

describe("a drain run's commit queue", () => {
  it("runs works queued while a transaction commits together in the next one, in order", async () => {
    openDb();
    const opened = { rw: 0 };
    db.use(countReadWrite(opened));
    await db.open();
    // Opening the database writes what it keeps (the meal count): counted from here.
    opened.rw = 0;
    const commits = new CommitQueue(db);
    const seen: string[] = [];
    const write = (value: string) =>
      commits.commit(async () => {
        // Each work sees what the ones before it wrote.
        seen.push(`${value} after ${String((await db.meta.get("last"))?.value ?? "none")}`);
        await db.meta.put({ key: "last", value });
        return value;
      });
    const first = write("a");
    const rest = [write("b"), write("c"), write("d")];
    expect(await first).toBe("a");
    expect(await Promise.all(rest)).toEqual(["b", "c", "d"]);
    expect(seen).toEqual(["a after none", "b after a", "c after b", "d after c"]);
    // "a" alone, then the three queued while it ran: two transactions, not four.
    expect(opened.rw).toBe(2);
    expect(commits.stats).toEqual({ transactions: 2, works: 4 });
  });

  it("fails every work of a transaction a work failed in, writes none of them, and goes on after", async () => {
    openDb();
    const commits = new CommitQueue(db);
    const put = (key: string) => commits.commit(() => db.meta.put({ key, value: 1 }));
    const blocker = put("first");
    const written = put("written");
    const failing = commits.commit(async () => {
      await db.meta.put({ key: "failing", value: 1 });
      throw new Error("a bug in an answer");
    });
    const after = put("after");
    await blocker;
    await expect(written).rejects.toThrow("a bug in an answer");
    await expect(failing).rejects.toThrow("a bug in an answer");
    // "after" shared the failed transaction: it failed too, with nothing written.
    await expect(after).rejects.toThrow("a bug in an answer");
    const keys = ["first", "written", "failing", "after", "later"];
    const stored = async () => (await db.meta.bulkGet(keys)).flatMap((row) => (row ? [row.key] : []));
    expect(await stored()).toEqual(["first"]);
    expect(await put("later")).toBe("later");
    expect(await stored()).toEqual(["first", "later"]);
  });
});
