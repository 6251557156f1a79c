// The session hint the public pages route by (decision 080): written by the real data layer as it
// learns the session from the in-process server, and settled without the data layer on a device
// where nobody ever signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSession } from "./session.ts";
import { readSessionHint, SESSION_HINT_KEY, subscribeSessionHint, writeSessionHint } from "./sessionHint.ts";
import { settleSessionHint } from "./settleSessionHint.ts";
import { signedInScenario, type Scenario } from "./testing/scenario.ts";

/** Node has no localStorage: a plain one, as the browser's behaves for one origin. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let scenario: Scenario;

beforeAll(() => {
  Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
});
afterAll(async () => {
  await scenario?.close();
  Reflect.deleteProperty(globalThis, "localStorage");
});

describe("the session hint", () => {
  it("is settled as signed out, with nothing loaded, where no database of the app exists", async () => {
    localStorage.clear();
    expect(readSessionHint()).toBe("unknown");
    await settleSessionHint();
    expect(readSessionHint()).toBe("signedOut");
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain("nutrisnap");
  });

  it("follows the session the data layer learns: signed in, kept offline, signed out by the server", async () => {
    localStorage.clear();
    const changes: string[] = [];
    const stop = subscribeSessionHint(() => changes.push(readSessionHint()));
    scenario = await signedInScenario();
    expect(readSessionHint()).toBe("signedIn");

    scenario.backend.offline = true;
    await refreshSession();
    expect(readSessionHint()).toBe("signedIn");

    scenario.backend.offline = false;
    scenario.backend.cookies.clear();
    await refreshSession();
    expect(readSessionHint()).toBe("signedOut");
    expect(changes).toEqual(["signedIn", "signedOut"]);
    stop();
  });

  it("reads anything but the two states it writes as unknown", () => {
    localStorage.setItem(SESSION_HINT_KEY, "admin");
    expect(readSessionHint()).toBe("unknown");
    writeSessionHint("signedOut");
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe("signedOut");
  });
});
