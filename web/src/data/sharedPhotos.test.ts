import { afterEach, describe, expect, it } from "vitest";
import { NutriSnapDb } from "./db.ts";
import { MAX_SHARED_FILES, receiveShare, SHARE_FIELD, takeSharedPhotos } from "./sharedPhotos.ts";

let db: NutriSnapDb | null = null;
const openDb = () => (db = new NutriSnapDb(`shared-${Math.random()}`));
afterEach(async () => {
  await db?.delete();
  db = null;
});

const shareRequest = (files: File[]) => {
  const form = new FormData();
  form.append("title", "lunch");
  for (const file of files) form.append(SHARE_FIELD, file);
  return new Request("https://nutrisnap.example/share-target", { method: "POST", body: form });
};

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type: "image/jpeg" });

describe("photos shared into the app", () => {
  it("stores the shared files, redirects to log meal, and hands them over once", async () => {
    const database = openDb();
    const response = await receiveShare(database, shareRequest([jpeg("a.jpg"), jpeg("b.jpg")]));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://nutrisnap.example/log-meal?shared=1");

    const files = await takeSharedPhotos(database);
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ["a.jpg", "image/jpeg", 6],
      ["b.jpg", "image/jpeg", 6],
    ]);
    expect(new Uint8Array(await files[0]!.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]),
    );
    expect(await takeSharedPhotos(database)).toEqual([]);
  });

  it("keeps non-images and more than 5 for the screen to refuse, within a bound", async () => {
    const database = openDb();
    const note = new File(["not a photo"], "notes.txt", { type: "text/plain" });
    const many = Array.from({ length: MAX_SHARED_FILES + 3 }, (_, index) => jpeg(`${index}.jpg`));
    await receiveShare(database, shareRequest([note, ...many]));
    const files = await takeSharedPhotos(database);
    expect(files).toHaveLength(MAX_SHARED_FILES);
    expect(files[0]!.name).toBe("notes.txt");
  });

  it("replaces an earlier share not yet taken, and lands even without a form body", async () => {
    const database = openDb();
    await receiveShare(database, shareRequest([jpeg("old.jpg")]));
    await receiveShare(database, shareRequest([jpeg("new.jpg")]));
    expect((await takeSharedPhotos(database)).map((file) => file.name)).toEqual(["new.jpg"]);

    const empty = new Request("https://nutrisnap.example/share-target", { method: "POST", body: "x" });
    expect((await receiveShare(database, empty)).status).toBe(303);
    expect(await takeSharedPhotos(database)).toEqual([]);
  });
});
