// What the visitors' forms (landing, sign-in, registration, password reset) need only once they are
// used: the request contracts (zod) and the session commands (the data layer with Dexie). The pages
// show without them; a form starts loading them when it gets the focus, and waits for them when it
// is sent (docs/decisions/080). Each loads once; the service worker keeps them for offline use.

export const requestContracts = () => import("@nutrisnap/shared/api");

/** The data layer's start-up module comes first: it sets the API's messages in the user's language. */
export const sessionCommands = async () => {
  await import("../../data/boot.ts");
  return import("../../data/commands/session.ts");
};

/** Starts both loads, for a form the visitor is about to use (onFocus). */
export function prepareAccountForm(): void {
  void requestContracts().catch(() => undefined);
  void sessionCommands().catch(() => undefined);
}
