// What the app needs from the data layer as it starts (main.tsx, the root route, the route gates
// and the language), imported straight from its modules. The screens' commands and queries come
// through index.ts in the screens' own chunks, so they stay off the first load (docs/decisions/034).
import { setGenericMessages } from "./api.ts";
import { translatedGenericMessages } from "./genericMessages.ts";

setGenericMessages(translatedGenericMessages);

export { setRequestLanguage } from "./api.ts";
export { AuthProvider } from "./AuthProvider.tsx";
export { startSync } from "./startSync.ts";
export { useSession } from "./session.ts";
