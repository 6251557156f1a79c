// Photo calls (spec §7): multipart upload (several or one), list, delete, and the bytes themselves,
// to the owner by cookie or to anyone holding a signed temporary URL.
import { Hono, type Context } from "hono";
import { idSchema, type MealPhoto } from "@nutrisnap/shared/api";
import { currentUserId } from "../auth/middleware.ts";
import type { Database } from "../db/database.ts";
import { ApiError, notFound } from "../http/apiError.ts";
import type { AppEnv } from "../http/context.ts";
import { findMealRow } from "../meals/mealView.ts";
import { toMealPhoto } from "../meals/mealView.ts";
import type { Services } from "../services.ts";
import type { PhotoVariant } from "./signedUrls.ts";
import type { PhotoUpload } from "./storePhotos.ts";

type FormValue = string | File;

const asList = (value: FormValue | FormValue[] | undefined): FormValue[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads the multipart form: `meal_id`, the files under `fileField`, and optional client photo ids
 * in `photo_ids` (repeated, one per file in the same order) so a repeated upload stores nothing twice.
 */
async function readPhotoForm(
  c: Context,
  fileField: string,
): Promise<{ mealId: string; uploads: PhotoUpload[] }> {
  let form: Record<string, FormValue | FormValue[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, "checkInput");
  }
  const mealId = asList(form.meal_id)[0];
  if (typeof mealId !== "string" || mealId === "")
    throw new ApiError(422, "checkInput", { errors: { meal_id: ["required"] } });
  const files = asList(form[fileField]).filter((value): value is File => typeof value !== "string");
  if (files.length === 0) throw new ApiError(422, "noPhotos", { errors: { [fileField]: ["noPhotos"] } });
  const ids = asList(form.photo_ids ?? form.photo_id).map(String);
  for (const id of ids)
    if (!idSchema.safeParse(id).success)
      throw new ApiError(422, "checkInput", { errors: { photo_ids: ["invalidId"] } });
  const uploads = await Promise.all(
    files.map(async (file, i) => ({
      id: ids[i],
      filename: file.name || "photo",
      bytes: Buffer.from(await file.arrayBuffer()),
    })),
  );
  return { mealId, uploads };
}

async function servePhoto(
  c: Context,
  db: Database,
  services: Services,
  photoId: string,
  variant: string,
  owner: string | null,
  cacheControl: string,
): Promise<Response> {
  if (variant !== "image" && variant !== "thumbnail") throw notFound();
  let query = db.selectFrom("meal_photos").selectAll().where("id", "=", photoId);
  if (owner) query = query.where("user_id", "=", owner);
  const photo = await query.executeTakeFirst();
  if (!photo) throw notFound();
  // Streamed from the store (a file, or an object in the bucket), never whole in memory.
  const blob = await services.blobs.open(variant === "image" ? photo.display_key : photo.thumbnail_key);
  if (!blob) throw notFound();
  return c.body(blob.stream, 200, {
    "content-type": photo.content_type,
    "content-length": String(blob.length),
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
  });
}

/** Behind requireUser, mounted at /api/v1. */
export function photosRoutes(db: Database, services: Services): Hono<AppEnv> {
  const view = (rows: Parameters<typeof toMealPhoto>[0][]): MealPhoto[] =>
    rows.map((row) => toMealPhoto(row, services.photoUrls));
  const app = new Hono<AppEnv>();

  app.post("/meals/photos/multiple", async (c) => {
    const { mealId, uploads } = await readPhotoForm(c, "photos");
    const rows = await services.meals.storePhotos(currentUserId(c), mealId, uploads);
    return c.json({ photos: view(rows) }, 201);
  });

  app.post("/meals/photos", async (c) => {
    const { mealId, uploads } = await readPhotoForm(c, "image");
    const rows = await services.meals.storePhotos(currentUserId(c), mealId, uploads.slice(0, 1));
    return c.json(view(rows)[0], 201);
  });

  app.get("/meals/photos/:id/:variant", (c) =>
    // Photo bytes never change under an id.
    servePhoto(
      c,
      db,
      services,
      c.req.param("id"),
      c.req.param("variant"),
      currentUserId(c),
      "private, max-age=31536000, immutable",
    ),
  );

  app.delete("/meals/photos/:id", async (c) => {
    await services.meals.deletePhoto(currentUserId(c), c.req.param("id"));
    return c.body(null, 204);
  });

  app.get("/meals/:id/photos", async (c) => {
    const meal = await findMealRow(db, currentUserId(c), c.req.param("id"));
    if (!meal) throw new ApiError(404, "mealNotFound");
    const rows = await db
      .selectFrom("meal_photos")
      .selectAll()
      .where("meal_id", "=", meal.id)
      .orderBy("position")
      .execute();
    return c.json({ photos: view(rows) });
  });

  return app;
}

/** Public, mounted at /api/photos: the HMAC-signed temporary URL is the only credential. */
export function signedPhotoRoutes(db: Database, services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/:id/:variant", (c) => {
    const { id, variant } = c.req.param();
    const valid = services.photoUrls.verify(
      id,
      variant as PhotoVariant,
      c.req.query("expires") ?? "",
      c.req.query("sig") ?? "",
    );
    if (!valid) throw notFound();
    return servePhoto(c, db, services, id, variant, null, "private, max-age=600");
  });
  return app;
}
