// A device with no session hint yet (a first visit, or one that signed in before the hint existed):
// if the app's database exists, the data layer starts and checks the session, which writes the
// hint; if there is none, nobody has signed in here, and the hint says so with nothing loaded.
import { DATABASE_NAME } from "./databaseName.ts";
import { readSessionHint, writeSessionHint } from "./sessionHint.ts";

let settling: Promise<void> | null = null;

async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  // Browsers without indexedDB.databases() cannot tell: the data layer looks.
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}

export function settleSessionHint(): Promise<void> {
  settling ??= (async () => {
    if (readSessionHint() !== "unknown") return;
    if (!(await databaseExists())) {
      writeSessionHint("signedOut");
      return;
    }
    const { startSync } = await import("./boot.ts");
    startSync();
  })().catch((error: unknown) => console.warn("Checking the stored session failed", error));
  return settling;
}
