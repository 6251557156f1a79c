// What the private pages need from the data layer as it starts (the private route gate, the
// user's language), imported straight from its modules. The screens' commands and queries come
// through index.ts in the screens' own chunks, so they stay off the first load (docs/decisions/034).
import { setGenericMessages } from "./api.ts";
import { translatedGenericMessages } from "./genericMessages.ts";

setGenericMessages(translatedGenericMessages);

export { AuthProvider } from "./AuthProvider.tsx";
export { startSync } from "./startSync.ts";
export { useSession } from "./session.ts";
