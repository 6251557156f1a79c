// Two-factor secrets encrypted at rest (issue 12, finding 13): AES-256-GCM with a key from
// TWO_FACTOR_KEY, or else one generated once into DATA_DIR/two-factor.key (mode 0600). A copy of
// the database alone then reveals no secret; docs/security.md says where to keep the key.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/database.ts";

export const KEY_FILE_NAME = "two-factor.key";
const PREFIX = "v1:";

export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; a value stored before encryption existed comes back as it is. */
  open(stored: string): string;
}

/** Reads a 32-byte key given as 64 hex digits or base64; anything else is a configuration error. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32)
    throw new Error("TWO_FACTOR_KEY must be 32 bytes: 64 hex digits or 44 base64 characters");
  return key;
}

/** The key from the setting, else from DATA_DIR/two-factor.key, created on first use. */
export function loadSecretKey(setting: string | undefined, dataDir: string): Buffer {
  if (setting) return parseKey(setting);
  const file = path.join(dataDir, KEY_FILE_NAME);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return parseKey(fs.readFileSync(file, "utf8"));
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

/** Encrypts secrets stored in plain text by an earlier version; run at start. Answers how many. */
export async function sealPlainSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "two_factor_secret"])
    .where("two_factor_secret", "is not", null)
    .where("two_factor_secret", "not like", `${PREFIX}%`)
    .execute();
  for (const row of rows) {
    await db
      .updateTable("users")
      .set({ two_factor_secret: box.seal(row.two_factor_secret!) })
      .where("id", "=", row.id)
      .where("two_factor_secret", "=", row.two_factor_secret)
      .execute();
  }
  return rows.length;
}
