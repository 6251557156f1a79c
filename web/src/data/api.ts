// The one fetch client of the app (screens never call fetch). Cookies are sent, bodies are JSON
// unless a form is given, an outbox entry's Idempotency-Key travels as a header, and every failure
// becomes a CommandResult: the server's translated message, or a generic one of spec §8.
import type { Locale } from "@nutrisnap/shared/constants";
import {
  GENERIC_FAILURES,
  genericMessageText,
  type GenericFailure,
} from "@nutrisnap/shared/validation/genericMessages";
import type { Schema } from "@nutrisnap/shared/validation/fieldErrors";
import { contracts, type SchemaOf } from "./contracts.ts";
import { currentRequestLanguage } from "./requestLanguage.ts";

/** What every command answers. `offline` marks a failure for lack of a connection. */
export type CommandResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors?: Record<string, string[]>;
      code?: string;
      offline?: boolean;
    };

/** A CommandResult plus the HTTP status (0 when the request never got an answer). */
export type ApiResult<T> =
  | (CommandResult<T> & {
      ok: true;
      status: number;
      /** X-Change-Seq: the server's change sequence this write reached, when it sent one. */
      changeSeq?: number;
    })
  | ApiFailure;
export type ApiFailure = Extract<CommandResult<never>, { ok: false }> & {
  status: number;
  /** The server's Retry-After, in milliseconds, when it sent one (429, 503). */
  retryAfterMs?: number;
};

/** The generic failures of spec §8 (shared texts); the window reads them in the user's language. */
export type { GenericFailure };
export type GenericMessages = Record<GenericFailure, () => string>;

/** The texts in the language `locale()` answers at the time a message is needed. */
export const genericMessagesIn = (locale: () => Locale): GenericMessages =>
  Object.fromEntries(
    GENERIC_FAILURES.map((kind) => [kind, () => genericMessageText(kind, locale())]),
  ) as GenericMessages;

const englishGeneric: GenericMessages = genericMessagesIn(() => "en_US");

let genericMessages: GenericMessages = englishGeneric;

export function setGenericMessages(messages: GenericMessages): void {
  genericMessages = messages;
}

export function genericMessage(kind: GenericFailure): string {
  return genericMessages[kind]();
}

export function failureKind(status: number): GenericFailure {
  if (status === 0) return "network";
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "notFound";
  if (status >= 500) return "server";
  if (status === 400 || status === 422) return "input";
  return "other";
}

export function offlineFailure(): ApiFailure {
  return { ok: false, status: 0, offline: true, message: genericMessage("network") };
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  idempotencyKey?: string;
  /**
   * Parses the answer; an answer that does not fit is a failure ("invalid_response"). A schema, or
   * the pick of one from the contracts, which then load on first use.
   */
  schema?: Schema<T> | SchemaOf<T>;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  /** GET of a file (the data export): the body as a Blob with the server's file name. */
  download(path: string): Promise<ApiResult<{ blob: Blob; fileName: string | null }>>;
  /** The absolute address of an API path (for EventSource). */
  url(path: string): string;
}

/** Sent by the server on write answers that changed meals, items or photos. */
export const CHANGE_SEQ_HEADER = "x-change-seq";

export { setRequestLanguage } from "./requestLanguage.ts";

/** `baseUrl` is "" in the browser (same origin); tests pass the test server's origin. */
export function createApiClient(fetchFn: FetchFunction, baseUrl = ""): ApiClient {
  const url = (path: string): string => `${baseUrl}${path}`;
  return {
    url,
    async download(path) {
      let response: Response;
      try {
        response = await fetchFn(url(path), { credentials: "include" });
      } catch {
        return offlineFailure();
      }
      if (!response.ok) return failureOf(response.status, await response.json().catch(() => undefined));
      const disposition = response.headers.get("content-disposition") ?? "";
      const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
      return { ok: true, status: response.status, data: { blob: await response.blob(), fileName } };
    },
    async request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
      const headers = new Headers({ accept: "application/json" });
      const requestLanguage = currentRequestLanguage();
      if (requestLanguage) headers.set("accept-language", requestLanguage);
      let body: BodyInit | undefined;
      if (options.form) body = options.form;
      else if (options.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(options.json);
      }
      if (options.idempotencyKey) headers.set("idempotency-key", options.idempotencyKey);
      let response: Response;
      try {
        response = await fetchFn(url(path), {
          method: options.method ?? "GET",
          headers,
          body,
          credentials: "include",
        });
      } catch {
        return offlineFailure();
      }
      const payload: unknown = await response.json().catch(() => undefined);
      if (!response.ok) return withRetryAfter(await failureOf(response.status, payload), response.headers);
      const changeSeq = Number(response.headers.get(CHANGE_SEQ_HEADER) ?? Number.NaN);
      const ok = <D>(data: D) =>
        Number.isSafeInteger(changeSeq) && changeSeq > 0
          ? { ok: true as const, status: response.status, data, changeSeq }
          : { ok: true as const, status: response.status, data };
      if (!options.schema) return ok(payload as T);
      const schema =
        typeof options.schema === "function" ? options.schema(await contracts()) : options.schema;
      const parsed = schema.safeParse(payload);
      if (parsed.success) return ok(parsed.data);
      console.warn(`Unexpected answer from ${path}`, parsed.error.issues);
      return {
        ok: false,
        status: response.status,
        code: "invalid_response",
        message: genericMessage("other"),
      };
    },
  };
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
function withRetryAfter(failure: ApiFailure, headers: Headers): ApiFailure {
  const value = headers.get("retry-after");
  if (!value) return failure;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? { ...failure, retryAfterMs: ms } : failure;
}

async function failureOf(status: number, payload: unknown): Promise<ApiFailure> {
  const parsed = (await contracts()).errorResponseSchema.safeParse(payload);
  const failure: ApiFailure = {
    ok: false,
    status,
    message: parsed.success ? parsed.data.message : genericMessage(failureKind(status)),
  };
  if (parsed.success && parsed.data.errors) failure.fieldErrors = parsed.data.errors;
  if (parsed.success && parsed.data.code) failure.code = parsed.data.code;
  return failure;
}

/** Drops the status: what a command hands back to a screen. */
export function toCommandResult<T>(result: ApiResult<T>): CommandResult<T> {
  if (result.ok) return { ok: true, data: result.data };
  const { status: _status, ...failure } = result;
  return failure;
}
