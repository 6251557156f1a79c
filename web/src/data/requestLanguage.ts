// The language the interface shows (BCP-47), sent as Accept-Language so the server answers a
// signed-out visitor in the language they chose, not the browser's (spec §4 Language). A module of
// its own: the i18n set-up sets it at start without bringing the API client onto the first load.

let requestLanguage: string | null = null;

export function setRequestLanguage(language: string | null): void {
  requestLanguage = language;
}

export function currentRequestLanguage(): string | null {
  return requestLanguage;
}
