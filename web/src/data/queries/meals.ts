// The meal list and detail over the local store (works offline). The list reads through the
// indexes: a date range by time, a type or status with time, a search by word prefix; only the
// shown page is joined to its photos and items, so typing in the search box stays fast with
// thousands of meals.
import { useRef } from "react";
import { useLiveQuery } from "dexie-react-hooks";
import Dexie from "dexie";
import type { AnalysisStatus, MealType } from "@nutrisnap/shared/constants";
import { dayBounds } from "@nutrisnap/shared/dates";
import { dataContext } from "../context.ts";
import type { MealRow, NutriSnapDb } from "../db.ts";
import { mealCount } from "../mealCount.ts";
import { matchesSearch, wordsOf } from "@nutrisnap/shared/meals";
import { deviceTimeZone } from "../timeZone.ts";
import { sameLocalMeal, toLocalMeals, type LocalMeal } from "./localMeals.ts";

export interface MealsFilter {
  search?: string;
  /** Local days, YYYY-MM-DD, both included. */
  startDate?: string;
  endDate?: string;
  type?: MealType;
  status?: AnalysisStatus;
  /** How many meals to show (grows by the page size with "load more"). */
  limit: number;
}

export interface MealsPage {
  groups: { date: string; meals: LocalMeal[] }[];
  shown: number;
  total: number;
  hasMore: boolean;
}

function timeRange(filter: MealsFilter, timeZone: string): [string, string] {
  const from = filter.startDate ? dayBounds(filter.startDate, timeZone).start.toISOString() : "";
  const to = filter.endDate ? dayBounds(filter.endDate, timeZone).end.toISOString() : "\uffff";
  return [from, to];
}

/**
 * `next`, with each meal that equals one of `previous` replaced by that earlier object, and
 * `previous` itself when nothing differs.
 */
export function keepUnchanged(previous: MealsPage | undefined, next: MealsPage): MealsPage {
  if (!previous) return next;
  const earlier = new Map<string, LocalMeal>();
  for (const group of previous.groups) for (const meal of group.meals) earlier.set(meal.id, meal);
  let changed =
    previous.total !== next.total ||
    previous.shown !== next.shown ||
    previous.hasMore !== next.hasMore ||
    previous.groups.length !== next.groups.length;
  const groups = next.groups.map((group, index) => {
    const before = previous.groups[index];
    const meals = group.meals.map((meal) => {
      const kept = earlier.get(meal.id);
      return kept && sameLocalMeal(kept, meal) ? kept : meal;
    });
    const same =
      before?.date === group.date &&
      before.meals.length === meals.length &&
      meals.every((meal, position) => meal === before.meals[position]);
    if (!same) changed = true;
    return same ? before : { date: group.date, meals };
  });
  return changed ? { ...next, groups } : previous;
}

async function searchRows(db: NutriSnapDb, filter: MealsFilter, words: string[], range: [string, string]) {
  // The longest word narrows best; the others are checked on the few candidates.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const ids = await db.meals.where("words").startsWith(longest).primaryKeys();
  const rows = (await db.meals.bulkGet([...new Set(ids)])).filter(
    (row): row is MealRow =>
      row !== undefined &&
      row.created_at >= range[0] &&
      row.created_at < range[1] &&
      (!filter.type || row.type === filter.type) &&
      (!filter.status || row.analysis_status === filter.status) &&
      matchesSearch(row.words, words),
  );
  rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return { rows: rows.slice(0, filter.limit), total: rows.length };
}

async function browseRows(db: NutriSnapDb, filter: MealsFilter, range: [string, string]) {
  const [from, to] = range;
  const collection = () => {
    if (filter.type) {
      const byType = db.meals
        .where("[type+created_at]")
        .between([filter.type, from], [filter.type, to], true, false);
      return filter.status ? byType.filter((row) => row.analysis_status === filter.status) : byType;
    }
    if (filter.status)
      return db.meals
        .where("[analysis_status+created_at]")
        .between([filter.status, from], [filter.status, to], true, false);
    return db.meals.where("created_at").between(from || Dexie.minKey, to, true, false);
  };
  // Unfiltered, the total is every meal on the device, a count kept beside them (decision 110):
  // counting rows in IndexedDB visits each one, and this is the first page.
  const unfiltered = !filter.type && !filter.status && !from && to === "\uffff";
  const [total, rows] = await Promise.all([
    unfiltered ? mealCount(db) : collection().count(),
    collection().reverse().limit(filter.limit).toArray(),
  ]);
  return { rows, total };
}

/**
 * The filtered, newest-first page of local meals, grouped by local day. Read in one transaction:
 * the count, the page and its photos, items and outbox entries are one consistent snapshot, and
 * the browser schedules one transaction instead of four.
 */
export async function queryMeals(
  db: NutriSnapDb,
  filter: MealsFilter,
  timeZone = deviceTimeZone(),
): Promise<MealsPage> {
  return db.transaction("r", [db.meals, db.meta, db.photos, db.items, db.outbox], () =>
    readMealsPage(db, filter, timeZone),
  );
}

async function readMealsPage(db: NutriSnapDb, filter: MealsFilter, timeZone: string): Promise<MealsPage> {
  const range = timeRange(filter, timeZone);
  const words = wordsOf(filter.search ?? "");
  const { rows, total } =
    words.length > 0 ? await searchRows(db, filter, words, range) : await browseRows(db, filter, range);
  const meals = await toLocalMeals(db, rows);
  const groups: MealsPage["groups"] = [];
  for (const [index, meal] of meals.entries()) {
    const day = rows[index]!.day;
    const last = groups.at(-1);
    if (last?.date === day) last.meals.push(meal);
    else groups.push({ date: day, meals: [meal] });
  }
  return { groups, shown: meals.length, total, hasMore: total > meals.length };
}

/**
 * spec §2 Meals list, live: updates when anything in the local store changes. A meal that did not
 * change keeps its object, and a page that did not change is the same page: React renders no card
 * again (MealCard is memoised) and a photo keeps its object URL.
 */
export function useMeals(filter: MealsFilter): MealsPage | undefined {
  const { db } = dataContext();
  const { search, startDate, endDate, type, status, limit } = filter;
  const shown = useRef<MealsPage | undefined>(undefined);
  return useLiveQuery(async () => {
    const page = keepUnchanged(
      shown.current,
      await queryMeals(db, { search, startDate, endDate, type, status, limit }),
    );
    shown.current = page;
    return page;
  }, [db, search, startDate, endDate, type, status, limit]);
}

export async function readMeal(db: NutriSnapDb, id: string): Promise<LocalMeal | null> {
  const row = await db.meals.get(id);
  return row ? ((await toLocalMeals(db, [row]))[0] ?? null) : null;
}

/** One meal; null when it is not (or no longer) here, undefined while loading. */
export function useMeal(id: string): LocalMeal | null | undefined {
  const { db } = dataContext();
  return useLiveQuery(() => readMeal(db, id), [db, id]);
}
