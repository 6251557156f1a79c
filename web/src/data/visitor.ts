// What the public pages take from the data layer: the session hint they route by, and the check
// that settles it on a device with none. Nothing here loads Dexie (docs/decisions/080).
export { readSessionHint, subscribeSessionHint } from "./sessionHint.ts";
export { settleSessionHint } from "./settleSessionHint.ts";
