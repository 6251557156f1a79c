import type { Context } from "hono";
import { ApiError } from "../http/apiError.ts";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Rate limits (ARCHITECTURE, security model): a sliding window in memory for one server, or in the
 * database when several nodes share a PostgreSQL (sharedRateLimits.ts), behind one interface.
 */
export interface RateLimiter {
  /** Counts one attempt under `key`; answers how long to wait when the limit is reached. */
  hit(key: string): Promise<RateDecision>;
  /** Seconds to wait before another attempt under `key` may count, or 0 (counts nothing). */
  waitSeconds(key: string): Promise<number>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** What each limited action allows; tests pass smaller numbers through `createApp({ rateLimits })`. */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  // Wrong second-factor codes (or recovery codes) per account, at sign-in and reset together.
  twoFactorPerUser: { limit: 10, windowMs: 15 * MINUTE },
  // Following mailed links: a token is 20 random bytes, so this only keeps floods off.
  confirmEmail: { limit: 30, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  forgotPassword: { limit: 5, windowMs: 15 * MINUTE },
  // Another confirmation mail for the signed-in user.
  resendConfirmation: { limit: 3, windowMs: 60 * MINUTE },
  earlyAccess: { limit: 10, windowMs: 60 * MINUTE },
  // Each analysis is a paid call to the AI provider on most servers.
  analysisPerUser: { limit: 60, windowMs: 60 * MINUTE },
  // Reading a described meal costs up to a few hundred milliseconds of the server's one thread for
  // a 1,000-character text of unusual words; the app itself reads descriptions on the device.
  foodEstimatePerUser: { limit: 300, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimitSettings = typeof DEFAULT_RATE_LIMITS;
export type RateLimiters = Record<keyof RateLimitSettings, RateLimiter> & {
  /** Wrong passwords per account and address together (finding 5). */
  loginFailures: FailureThrottle;
};

/**
 * Growing delays after failures (ASVS 2.2.1 soft lockout): the first `free` failures under a key
 * cost nothing, then each one makes the next attempt wait twice as long, up to `maxDelayMs`. A
 * success forgets the key; so does a quiet `maxDelayMs` after the last failure.
 */
export interface FailureThrottle {
  /** Seconds before the next attempt under `key` is heard, or 0. */
  waitSeconds(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

export type FailureRule = { free: number; firstDelayMs: number; maxDelayMs: number };

/** When the next attempt may come after `failures` failures, the last at `at` (0: at once). */
export function failureDelayUntil(rule: FailureRule, failures: number, at: number): number {
  const over = failures - rule.free;
  return over > 0 ? at + Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (over - 1)) : 0;
}

export const LOGIN_FAILURES = { free: 5, firstDelayMs: 1_000, maxDelayMs: 15 * MINUTE };

export function failureThrottle(
  rule: FailureRule = LOGIN_FAILURES,
  now: () => number = Date.now,
): FailureThrottle {
  const state = new Map<string, { failures: number; last: number; until: number }>();
  let sinceSweep = 0;
  const current = (key: string, at: number) => {
    const entry = state.get(key);
    if (entry && at - entry.last > rule.maxDelayMs) {
      state.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async waitSeconds(key) {
      const at = now();
      const entry = current(key, at);
      return entry && entry.until > at ? Math.ceil((entry.until - at) / 1000) : 0;
    },
    async failed(key) {
      const at = now();
      if (++sinceSweep >= 1_000) {
        sinceSweep = 0;
        for (const k of [...state.keys()]) current(k, at);
      }
      const entry = current(key, at) ?? { failures: 0, last: at, until: 0 };
      entry.failures += 1;
      entry.last = at;
      entry.until = failureDelayUntil(rule, entry.failures, at) || entry.until;
      state.set(key, entry);
    },
    async succeeded(key) {
      state.delete(key);
    },
  };
}

/** A sliding window of attempt times per key, kept in memory. */
export function slidingWindowLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const attempts = new Map<string, number[]>();
  let hitsSinceSweep = 0;
  const sweep = (at: number): void => {
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= at - rule.windowMs) attempts.delete(key);
    }
  };
  return {
    async waitSeconds(key) {
      const at = now();
      const recent = (attempts.get(key) ?? []).filter((time) => time > at - rule.windowMs);
      if (recent.length < rule.limit) return 0;
      const oldest = recent[0] ?? at;
      return Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000));
    },
    async hit(key) {
      const at = now();
      if (++hitsSinceSweep >= 1_000) {
        hitsSinceSweep = 0;
        sweep(at);
      }
      const recent = (attempts.get(key) ?? []).filter((time) => time > at - rule.windowMs);
      if (recent.length >= rule.limit) {
        attempts.set(key, recent);
        const oldest = recent[0] ?? at;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000)),
        };
      }
      recent.push(at);
      attempts.set(key, recent);
      return { allowed: true };
    },
  };
}

/** Where the counts live: this process's memory, or a store every node shares. */
export interface RateLimitStore {
  limiter(name: string, rule: RateLimitRule): RateLimiter;
  throttle(name: string, rule: FailureRule): FailureThrottle;
}

export const memoryRateLimitStore = (now: () => number = Date.now): RateLimitStore => ({
  limiter: (_name, rule) => slidingWindowLimiter(rule, now),
  throttle: (_name, rule) => failureThrottle(rule, now),
});

export function createRateLimiters(
  overrides: Partial<RateLimitSettings> = {},
  store: RateLimitStore = memoryRateLimitStore(),
): RateLimiters {
  const rules: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const entries = Object.entries(rules).map(([name, rule]) => [name, store.limiter(name, rule)]);
  return {
    ...(Object.fromEntries(entries) as Record<keyof RateLimitSettings, RateLimiter>),
    loginFailures: store.throttle("loginFailures", LOGIN_FAILURES),
  };
}

export const tooManyRequests = (retryAfterSeconds: number): ApiError =>
  new ApiError(429, "tooManyRequests", {
    code: "rate_limited",
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

/** Throws a 429 with Retry-After when the key is over its limit. */
export async function enforceRateLimit(limiter: RateLimiter, key: string): Promise<void> {
  const decision = await limiter.hit(key);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
}

/** Throws a 429 while `key` must wait (a limiter's window is full, or a throttle's delay runs). */
export async function enforceWait(
  limiter: { waitSeconds(key: string): Promise<number> },
  key: string,
): Promise<void> {
  const wait = await limiter.waitSeconds(key);
  if (wait > 0) throw tooManyRequests(wait);
}

/**
 * The client's address. Behind `proxyHops` trusted proxies (TRUST_PROXY) it is the X-Forwarded-For
 * entry the outermost trusted proxy wrote: each proxy appends the address it saw, so the entry
 * `proxyHops` from the right. Entries further left are whatever the client sent and prove nothing.
 * Without a trusted proxy, the socket's peer. Requests without a socket (in-process tests) share
 * one bucket.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = entries[Math.max(0, entries.length - proxyHops)];
    if (seen) return seen;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "local";
}
