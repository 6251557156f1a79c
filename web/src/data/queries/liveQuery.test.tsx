// @vitest-environment jsdom
// Decision 159: the screens' live queries deliver their answers as transitions. They must still
// deliver every answer, in order, follow later writes, stop when unsubscribed, and pass errors on.
import "fake-indexeddb/auto";
import { afterAll, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import Dexie, { type EntityTable } from "dexie";
import { inTransitions, useLiveQuery } from "./liveQuery.ts";

interface Note {
  id: string;
  text: string;
}

const db = new Dexie("live-query-test") as Dexie & { notes: EntityTable<Note, "id"> };
db.version(1).stores({ notes: "id" });

afterAll(async () => {
  cleanup();
  db.close();
  await Dexie.delete("live-query-test");
});

function Notes() {
  const notes = useLiveQuery(() => db.notes.toArray(), []);
  if (notes === undefined) return <p>loading</p>;
  return <p>{notes.map((note) => note.text).join(", ") || "none"}</p>;
}

describe("useLiveQuery", () => {
  it("shows the stored rows, then every later write", async () => {
    await db.notes.put({ id: "a", text: "first" });
    render(<Notes />);
    expect(await screen.findByText("first")).toBeTruthy();
    await act(async () => {
      await db.notes.put({ id: "b", text: "second" });
    });
    expect(await screen.findByText("first, second")).toBeTruthy();
    await act(async () => {
      await db.notes.clear();
    });
    expect(await screen.findByText("none")).toBeTruthy();
  });
});

describe("inTransitions", () => {
  function source() {
    const observers: { next: (value: number) => void; error: (error: unknown) => void }[] = [];
    return {
      observers,
      subscribe(observer: (typeof observers)[number]) {
        observers.push(observer);
        return { unsubscribe: () => observers.splice(observers.indexOf(observer), 1) };
      },
    };
  }

  it("passes every value on in order, and an error at once", () => {
    const from = source();
    const seen: unknown[] = [];
    const subscription = inTransitions(from).subscribe(
      (value) => seen.push(value),
      (error) => seen.push(error),
    );
    from.observers[0]!.next(1);
    from.observers[0]!.next(2);
    from.observers[0]!.error("broken");
    expect(seen).toEqual([1, 2, "broken"]);
    subscription.unsubscribe();
    expect(from.observers).toHaveLength(0);
  });
});
