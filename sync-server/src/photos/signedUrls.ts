import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database.ts";

export type PhotoVariant = "image" | "thumbnail";

export interface PhotoUrls {
  /** Cookie-authenticated, owner only. */
  path(photoId: string, variant: PhotoVariant): string;
  /** HMAC-signed, valid about an hour, no cookie needed (spec §3 temporary_url). */
  temporary(photoId: string, variant: PhotoVariant, now?: number): string;
  verify(photoId: string, variant: PhotoVariant, expires: string, signature: string, now?: number): boolean;
}

const SECRET_KEY = "photo_url_secret";
const TTL_MS = 60 * 60 * 1000;
// Expiry rounded up to a 10-minute step: the same URL for 10 minutes lets browsers cache it.
const STEP_MS = 10 * 60 * 1000;

/** Loads (or creates once) the signing secret kept in server_meta. */
export async function createPhotoUrls(db: Database): Promise<PhotoUrls> {
  await db
    .insertInto("server_meta")
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("server_meta")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirstOrThrow();
  const secret = Buffer.from(row.value, "base64url");
  const sign = (photoId: string, variant: PhotoVariant, expires: number): string =>
    createHmac("sha256", secret).update(`${photoId}:${variant}:${expires}`).digest("base64url");

  return {
    path: (photoId, variant) => `/api/v1/meals/photos/${photoId}/${variant}`,
    temporary(photoId, variant, now = Date.now()) {
      const expires = Math.ceil((now + TTL_MS) / STEP_MS) * (STEP_MS / 1000);
      return `/api/photos/${photoId}/${variant}?expires=${expires}&sig=${sign(photoId, variant, expires)}`;
    },
    verify(photoId, variant, expires, signature, now = Date.now()) {
      const seconds = Number(expires);
      if (!Number.isInteger(seconds) || seconds * 1000 < now) return false;
      const expected = Buffer.from(sign(photoId, variant, seconds));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
