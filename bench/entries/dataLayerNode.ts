// Bench-only entry, bundled for Node by sync.bench.ts: the parts of the real web data layer
// (web/src/data) the sync and import benchmarks drive. The catalog is the source texts, as in the data tests.
import { i18n } from "@lingui/core";

i18n.loadAndActivate({ locale: "en_US", messages: {} });

export { configureData, dataContext } from "../../web/src/data/context.ts";
export { register } from "../../web/src/data/commands/session.ts";
export { logMeal } from "../../web/src/data/commands/meals.ts";
export { drainOutbox } from "../../web/src/data/drainOutbox.ts";
export { requestDrain, stopSyncTimers } from "../../web/src/data/syncEngine.ts";
export { pullChanges } from "../../web/src/data/pullChanges.ts";
export { closeLiveEvents } from "../../web/src/data/liveEvents.ts";
export { signUpWithGoals } from "./account.ts";
