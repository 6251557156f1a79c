// Photos shared into the installed app (Web Share Target). The service worker receives the POST,
// keeps the files here and sends the browser to the log-meal screen, which takes them as if picked;
// the screen's own rules (at most 5, images only) then speak to the user. Window and worker both
// use this module, so it uses no DOM-only APIs.
import { dataContext } from "./context.ts";
import type { NutriSnapDb } from "./db.ts";

/** The manifest's share_target action; the form field that carries the files. */
export const SHARE_TARGET_PATH = "/share-target";
export const SHARE_FIELD = "photos";
/** Where the worker sends the browser after a share. */
export const SHARE_LANDING = "/log-meal?shared=1";
/**
 * More than the screen keeps (5), so its "only the first 5" message still appears; a bound so a
 * share of hundreds of files cannot fill the device.
 */
export const MAX_SHARED_FILES = 20;

export interface SharedPhotoRow {
  id?: number;
  blob: Blob;
  name: string;
  type: string;
  received_at: string;
}

export const isShareRequest = (request: Request, origin: string): boolean => {
  const url = new URL(request.url);
  return request.method === "POST" && url.origin === origin && url.pathname === SHARE_TARGET_PATH;
};

/** Stores the shared files (replacing an earlier share not yet taken) and answers with a redirect. */
export async function receiveShare(db: NutriSnapDb, request: Request): Promise<Response> {
  let files: File[] = [];
  try {
    const form = await request.formData();
    files = form
      .getAll(SHARE_FIELD)
      .filter((value): value is File => typeof value !== "string")
      .slice(0, MAX_SHARED_FILES);
  } catch {
    // A body that is not multipart still lands on the screen, with nothing added.
  }
  const receivedAt = new Date().toISOString();
  await db.transaction("rw", db.sharedPhotos, async () => {
    await db.sharedPhotos.clear();
    await db.sharedPhotos.bulkAdd(
      files.map((file) => ({
        blob: new Blob([file], { type: file.type }),
        name: file.name,
        type: file.type,
        received_at: receivedAt,
      })),
    );
  });
  return Response.redirect(new URL(SHARE_LANDING, request.url).href, 303);
}

/** Takes the stored share out of the database, as files in the order they were shared. */
export async function takeSharedPhotos(db: NutriSnapDb): Promise<File[]> {
  const rows = await db.transaction("rw", db.sharedPhotos, async () => {
    const all = await db.sharedPhotos.orderBy("id").toArray();
    await db.sharedPhotos.clear();
    return all;
  });
  return rows.map((row) => new File([row.blob], row.name, { type: row.type }));
}

/** The app's share, if any: for the log-meal screen, with the app's own database. */
export const takeShare = async (): Promise<File[]> => takeSharedPhotos(dataContext().db);
