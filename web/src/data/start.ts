// What a private page's route asks for before its screens load (docs/decisions/176): Dexie's
// library, a chunk of its own, evaluated in a task of its own. The data layer and the screens
// import it; evaluated with them, it made their chunk's evaluation one of a phone's longest tasks.

/** Resolves once Dexie's library has been evaluated (in the task its module arrived in). */
export async function loadDatabaseLibrary(): Promise<void> {
  await import("dexie");
}
