/**
 * Chunk groups derived from the module graph (docs/decisions/147). Left to itself the bundler splits
 * every module shared by two lazy routes into a chunk of its own: the dashboard loaded 54 files on a
 * first visit and the landing page 27, each a request on a phone's slow network. Here every module
 * the start of the app needs statically (not through the design system's barrel) goes into one chunk, "app", and every module one of the
 * pages named needs statically into one chunk per set of those pages that needs it ("landing",
 * "landing-dashboard", ...). A module's imports are needed by the same pages or more, so a chunk only
 * imports chunks of larger sets, never back: no cycle, and the modules run in their own order.
 * Modules no page named here needs at once (other screens, lazy parts) are chunked as before.
 */

/** What the bundler tells of a module (rolldown's ModuleInfo, the fields read here). */
export interface GraphModule {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ModuleGraph = (id: string) => GraphModule | null;

/** The modules each page starts from, beside the entry, matched against module ids; by page name. */
export type PageRoots = Record<string, RegExp[]>;

/** The bundler's own runtime helpers: with the entry's modules, not a request of their own. */
const RUNTIME = /rolldown[\\/]runtime/;

const normalise = (id: string) => id.replaceAll("\\", "/");

/**
 * The modules and every module they import statically, transitively, not through a barrel: a
 * barrel's modules are tree-shaken to the parts each page takes (decision 080), which the graph
 * does not tell, so they are left to the bundler.
 */
function staticClosure(roots: string[], graph: ModuleGraph, barrel: RegExp): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || barrel.test(normalise(id))) continue;
    seen.add(id);
    for (const imported of graph(id)?.importedIds ?? []) queue.push(imported);
  }
  return seen;
}

/** Every module reached from `start` along `edges` (its imports, or its importers). */
function reached(
  start: string[],
  graph: ModuleGraph,
  edges: (info: GraphModule) => readonly string[],
): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph(id);
    if (info) queue.push(...edges(info));
  }
  return [...seen];
}

/**
 * The group's name function: given a module (and, on first call, the graph around it), the chunk
 * it belongs in, or null to leave it to the bundler. `excluded` modules (a group of their own, or
 * not JavaScript) are never taken; nothing is followed through `barrel`.
 */
export function pageChunkGroups(
  roots: PageRoots,
  options: { excluded: (id: string) => boolean; barrel: RegExp },
): (id: string, ctx: { getModuleInfo(id: string): GraphModule | null }) => string | null {
  let groupOf: Map<string, string> | null = null;
  /** The groups, or null when the module asked about leads back to no entry (a runtime helper). */
  const build = (start: string, graph: ModuleGraph): Map<string, string> | null => {
    // The entries are found back from the first module asked about, the rest forward from them.
    const entries = reached([start], graph, (info) => [...info.importers, ...info.dynamicImporters]).filter(
      (id) => graph(id)?.isEntry,
    );
    if (entries.length === 0) return null;
    const everything = reached(entries, graph, (info) => [
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    ]);
    const matching = (patterns: RegExp[]) =>
      everything.filter((id) => patterns.some((pattern) => pattern.test(normalise(id))));
    const app = staticClosure(entries, graph, options.barrel);
    const pages = Object.entries(roots).map(
      ([name, patterns]) => [name, staticClosure(matching(patterns), graph, options.barrel)] as const,
    );
    // The entries and the modules they name themselves (the page's script) stay the entry chunk.
    const own = new Set([...entries, ...entries.flatMap((id) => graph(id)?.importedIds ?? [])]);
    // What the barrel's modules import is left to the bundler too (beyond the entry's, which every
    // page has): a page that takes one of its parts must not import a chunk of other pages.
    const barrels = everything.filter((id) => options.barrel.test(normalise(id)));
    const underBarrel = new Set(reached(barrels, graph, (info) => info.importedIds));
    const groups = new Map<string, string>();
    for (const id of everything) {
      if (options.excluded(id) || own.has(id)) continue;
      if (app.has(id)) {
        groups.set(id, "app");
        continue;
      }
      if (underBarrel.has(id)) continue;
      const needing = pages.filter(([, closure]) => closure.has(id)).map(([name]) => name);
      if (needing.length > 0) groups.set(id, needing.join("-"));
    }
    return groups;
  };
  return (id, ctx) => {
    if (RUNTIME.test(id)) return "app";
    groupOf ??= build(id, (moduleId) => ctx.getModuleInfo(moduleId));
    return groupOf?.get(id) ?? null;
  };
}
