import path from "node:path";
import { z } from "zod";
import { parsePhotoStoreUrl, type S3PhotoStore } from "./photos/s3BlobStore.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every setting comes from the environment and has a default that works on a laptop (README). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  WEB_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  ANALYSIS_MODEL: z.string().default("gpt-4o-mini"),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("NutriSnap <no-reply@localhost>"),
  REGISTRATION: z.enum(["open", "invite"]).default("open"),
  MAX_PHOTO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  // false (0), true (1: one proxy, e.g. nginx or Caddy in front) or how many proxies append to X-Forwarded-For.
  TRUST_PROXY: z
    .union([booleanFlag, z.coerce.number().int().min(0).max(10)])
    .transform((value) => (typeof value === "number" ? value : value ? 1 : 0))
    .default(0),
  MAX_PHOTO_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(25_000),
  ANALYSIS_LEASE_MS: z.coerce.number().int().min(10).optional(),
  ANALYSIS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2_000),
  ANALYSIS_POLL_MS: z.coerce.number().int().min(5).default(1_000),
  TWO_FACTOR_KEY: z.string().optional(),
  // Photos in an S3-compatible object store (docs/scaling.md); unset: files under DATA_DIR/photos.
  PHOTO_STORE: z
    .string()
    .refine((value) => parsePhotoStoreUrl(value) !== null, "expected s3://bucket or s3://bucket/prefix")
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
});

/** Where photos and thumbnails live: files under DATA_DIR/photos, or an S3-compatible bucket. */
export type PhotoStoreConfig = { kind: "file"; dir: string } | ({ kind: "s3" } & S3PhotoStore);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /** PostgreSQL connection string (DATABASE_URL); unset: SQLite in `databaseFile`. */
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  webDir: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  analysis: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    concurrency: number;
    timeoutMs: number;
    /** A leased job whose worker died is taken up again after this long. */
    leaseMs: number;
    /** First retry delay of a transient provider failure; doubles per attempt. */
    retryBaseMs: number;
    pollMs: number;
  };
  maxPhotoPixels: number;
  liveHeartbeatMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  registration: "open" | "invite";
  maxPhotoBytes: number;
  /** Key of the two-factor secrets at rest; unset: DATA_DIR/two-factor.key (auth/secretBox.ts). */
  twoFactorKey: string | undefined;
  photoStore: PhotoStoreConfig;
  /** How many reverse proxies in front append to X-Forwarded-For (TRUST_PROXY); 0 trusts none. */
  trustProxy: number;
  secureCookies: boolean;
};

/** Reads the environment into a typed config; a bad value stops start-up with the setting's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY))
    throw new Error(
      "Invalid configuration:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither.",
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: path.join(dataDir, "nutrisnap.sqlite"),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    webDir: path.resolve(cwd, e.WEB_DIR ?? "web/dist"),
    logLevel: e.LOG_LEVEL,
    analysis: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.ANALYSIS_MODEL,
      concurrency: e.ANALYSIS_CONCURRENCY,
      timeoutMs: e.ANALYSIS_TIMEOUT_MS,
      // Longer than one call may take, so a live worker never loses its job.
      leaseMs: e.ANALYSIS_LEASE_MS ?? e.ANALYSIS_TIMEOUT_MS * 2 + 30_000,
      retryBaseMs: e.ANALYSIS_RETRY_BASE_MS,
      pollMs: e.ANALYSIS_POLL_MS,
    },
    maxPhotoPixels: e.MAX_PHOTO_PIXELS,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    registration: e.REGISTRATION,
    maxPhotoBytes: e.MAX_PHOTO_BYTES,
    trustProxy: e.TRUST_PROXY,
    twoFactorKey: e.TWO_FACTOR_KEY,
    photoStore: photoStoreOf(e, dataDir),
    secureCookies: e.PUBLIC_URL?.startsWith("https://") ?? false,
  };
}

function photoStoreOf(e: z.infer<typeof envSchema>, dataDir: string): PhotoStoreConfig {
  const bucket = e.PHOTO_STORE ? parsePhotoStoreUrl(e.PHOTO_STORE) : null;
  if (!bucket) return { kind: "file", dir: path.join(dataDir, "photos") };
  return {
    kind: "s3",
    ...bucket,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    region: e.AWS_REGION,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            sessionToken: e.AWS_SESSION_TOKEN,
          }
        : undefined,
  };
}
