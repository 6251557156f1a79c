import type { Context } from "hono";
import { ApiError } from "../http/apiError.ts";

/**
 * Rate limits (ARCHITECTURE, security model): a small interface so a shared store (e.g. Redis or
 * PostgreSQL) can replace the in-memory sliding window when the server runs on several nodes.
 */
export interface RateLimiter {
  /** Counts one attempt under `key`; answers how long to wait when the limit is reached. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** What each limited action allows; tests pass smaller numbers through `createApp({ rateLimits })`. */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  forgotPassword: { limit: 5, windowMs: 15 * MINUTE },
  // Another confirmation mail for the signed-in user.
  resendConfirmation: { limit: 3, windowMs: 60 * MINUTE },
  earlyAccess: { limit: 10, windowMs: 60 * MINUTE },
  // Each analysis is a paid call to the AI provider on most servers.
  analysisPerUser: { limit: 60, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type RateLimitSettings = typeof DEFAULT_RATE_LIMITS;
export type RateLimiters = Record<keyof RateLimitSettings, RateLimiter>;

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
    hit(key) {
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

export function createRateLimiters(
  overrides: Partial<RateLimitSettings> = {},
  now: () => number = Date.now,
): RateLimiters {
  const rules: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const entries = Object.entries(rules).map(([name, rule]) => [name, slidingWindowLimiter(rule, now)]);
  return Object.fromEntries(entries) as RateLimiters;
}

/** Throws a 429 with Retry-After when the key is over its limit. */
export function enforceRateLimit(limiter: RateLimiter, key: string): void {
  const decision = limiter.hit(key);
  if (!decision.allowed) {
    throw new ApiError(429, "tooManyRequests", {
      code: "rate_limited",
      headers: { "Retry-After": String(decision.retryAfterSeconds) },
    });
  }
}

/**
 * The client's address: the first X-Forwarded-For entry behind a trusted proxy (TRUST_PROXY),
 * otherwise the socket's peer. Requests without a socket (in-process tests) share one bucket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "local";
}
