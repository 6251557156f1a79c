import type { AccountExtensions } from "./account/extensions.ts";
import type { SecretBox } from "./auth/secretBox.ts";
import type { LiveHub } from "./events/hub.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Logger } from "./logger.ts";
import type { PostOffice } from "./mail/postOffice.ts";
import type { RateLimiters } from "./security/rateLimit.ts";

/** What createApp hands each feature router. */
export interface FeatureDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mail: PostOffice;
  limits: RateLimiters;
  extensions: AccountExtensions;
  /** Live events: told when sessions end, so their streams close. */
  hub: LiveHub;
  /** Encrypts and decrypts two-factor secrets at rest. */
  secrets: SecretBox;
}
