// A command writes to this device's store before anything reaches the server. When the store refuses
// the write (the phone is out of space, the browser closed or lost the database), the command
// answers with a message the screen shows like any other refusal, instead of failing without an
// answer: the screen stops waiting and keeps what the user typed and chose.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Dexie from "dexie";
import type { CommandResult } from "../api.ts";

const outOfSpace = msg`This device is out of storage space, so nothing was saved. Free up space (Settings → Storage on this device), then try again.`;
const notStored = msg`This device could not save it. Nothing was lost from the form: please try again.`;

const names = (error: unknown): string[] => {
  if (!(error instanceof Error) && !(error instanceof DOMException)) return [];
  const inner = error instanceof Dexie.DexieError ? error.inner : undefined;
  return [error.name, ...(inner ? names(inner) : [])];
};

/** Whether a command's failure is the device's store refusing it, not a fault of the command. */
export function isStoreFailure(error: unknown): boolean {
  return error instanceof Dexie.DexieError || error instanceof DOMException;
}

/** The refusal a store failure answers with. */
export function storeRefusal(error: unknown): CommandResult<never> {
  const full = names(error).some(
    (name) => name === "QuotaExceededError" || name === Dexie.errnames.QuotaExceeded,
  );
  return full
    ? { ok: false, message: i18n._(outOfSpace), code: "device_storage_full" }
    : { ok: false, message: i18n._(notStored), code: "device_storage_failed" };
}

/** `command`, answering a refusal instead of rejecting when the device's store fails. */
export function onDevice<A extends unknown[], T>(
  command: (...args: A) => Promise<CommandResult<T>>,
): (...args: A) => Promise<CommandResult<T>> {
  return async (...args) => {
    try {
      return await command(...args);
    } catch (error) {
      if (!isStoreFailure(error)) throw error;
      console.error(error);
      return storeRefusal(error);
    }
  };
}
