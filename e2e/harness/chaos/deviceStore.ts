// What a browser context holds in its local store (the app's IndexedDB, written through Dexie),
// read with the plain IndexedDB API so the check does not go through the code under test.
import type { Page } from "playwright-core";

export interface StoredMeal {
  id: string;
  title: string;
  analysis_status: string;
  total_calories: number;
  total_protein: number;
  total_fat: number;
  total_carbohydrates: number;
}

export interface StoredItem {
  id: string;
  meal_id: string;
  grams: number;
  calories: number;
}

export interface StoredPhoto {
  id: string;
  meal_id: string;
  uploaded: boolean;
}

export interface StoredEntry {
  kind: string;
  mealId: string | null;
  state: string;
  attempts: number;
  error: { status: number; message: string | null } | null;
}

export interface DeviceStore {
  meals: StoredMeal[];
  items: StoredItem[];
  photos: StoredPhoto[];
  outbox: StoredEntry[];
}

export async function readDeviceStore(page: Page): Promise<DeviceStore> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("nutrisnap");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error("indexedDB.open failed"));
    });
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(store, "readonly").objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error ?? new Error(`reading ${store} failed`));
      });
    const [meals, items, photos, outbox] = await Promise.all([
      all("meals"),
      all("items"),
      all("photos"),
      all("outbox"),
    ]);
    db.close();
    return {
      meals: meals.map((meal) => ({
        id: String(meal.id),
        title: String(meal.title),
        analysis_status: String(meal.analysis_status),
        total_calories: Number(meal.total_calories),
        total_protein: Number(meal.total_protein),
        total_fat: Number(meal.total_fat),
        total_carbohydrates: Number(meal.total_carbohydrates),
      })),
      items: items.map((item) => ({
        id: String(item.id),
        meal_id: String(item.meal_id),
        grams: Number(item.grams),
        calories: Number(item.calories),
      })),
      photos: photos.map((photo) => ({
        id: String(photo.id),
        meal_id: String(photo.meal_id),
        uploaded: photo.uploaded === true,
      })),
      outbox: outbox.map((entry) => {
        const request = entry.request as { kind: string; mealId?: string };
        return {
          kind: request.kind,
          mealId: request.mealId ?? null,
          state: String(entry.state),
          attempts: Number(entry.attempts),
          error: (entry.error as StoredEntry["error"]) ?? null,
        };
      }),
    };
  });
}
