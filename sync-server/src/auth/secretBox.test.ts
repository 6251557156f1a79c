// Issue 12, finding 13: two-factor secrets are encrypted at rest; a copy of the database alone
// does not give them away, and the key lives in TWO_FACTOR_KEY or DATA_DIR/two-factor.key.
import { generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { createSecretBox, KEY_FILE_NAME, loadSecretKey, sealPlainSecrets } from "./secretBox.ts";

const codeFor = (secret: string, steps = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + steps), 6);

let server: TestServer;
afterEach(async () => server?.close());

async function enableTwoFactor(): Promise<{ secret: string; userId: string }> {
  const { cookie, user } = await server.signUp({ email: "ana@example.com", password: "secret1" });
  const post = (p: string, body: unknown) => server.request(p, sendJson("POST", body, cookie));
  const { secret } = await bodyOf<{ secret: string }>(await post("/api/v1/account/two-factor/setup", {}));
  expect(
    (await post("/api/v1/account/two-factor/enable", { password: "secret1", code: codeFor(secret) })).status,
  ).toBe(200);
  return { secret, userId: user.id };
}

const storedSecret = async (userId: string) =>
  (
    await server.database.db
      .selectFrom("users")
      .select("two_factor_secret")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).two_factor_secret!;

describe("two-factor secrets at rest", () => {
  it("stores the secret encrypted with a key generated into DATA_DIR, readable by its owner only", async () => {
    server = await createTestServer();
    const { secret, userId } = await enableTwoFactor();
    const stored = await storedSecret(userId);
    expect(stored.startsWith("v1:")).toBe(true);
    expect(stored).not.toContain(secret);
    const keyFile = path.join(server.dataDir, KEY_FILE_NAME);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    // Signing in with a code still works through the encrypted secret.
    const login = await server.request(
      "/api/auth/login",
      sendJson("POST", { email: "ana@example.com", password: "secret1", code: codeFor(secret, 1) }),
    );
    expect(login.status).toBe(200);
  });

  it("uses TWO_FACTOR_KEY when set; another key cannot read the secret", async () => {
    const key = randomBytes(32).toString("hex");
    server = await createTestServer({ env: { TWO_FACTOR_KEY: key } });
    const { secret, userId } = await enableTwoFactor();
    expect(fs.existsSync(path.join(server.dataDir, KEY_FILE_NAME))).toBe(false);
    const stored = await storedSecret(userId);
    expect(createSecretBox(Buffer.from(key, "hex")).open(stored)).toBe(secret);
    expect(() => createSecretBox(randomBytes(32)).open(stored)).toThrow();
  });

  it("encrypts secrets an earlier version stored in plain text", async () => {
    server = await createTestServer();
    const { userId } = await server.signUp().then(({ user }) => ({ userId: user.id }));
    await server.database.db
      .updateTable("users")
      .set({ two_factor_secret: "JBSWY3DPEHPK3PXP", two_factor_enabled: 1 })
      .where("id", "=", userId)
      .execute();
    const box = createSecretBox(loadSecretKey(undefined, server.dataDir));
    expect(await sealPlainSecrets(server.database.db, box)).toBe(1);
    const stored = await storedSecret(userId);
    expect(stored.startsWith("v1:")).toBe(true);
    expect(box.open(stored)).toBe("JBSWY3DPEHPK3PXP");
    expect(await sealPlainSecrets(server.database.db, box)).toBe(0);
  });

  it("refuses a TWO_FACTOR_KEY that is not 32 bytes", () => {
    expect(() => loadSecretKey("too-short", "/nonexistent")).toThrow(/TWO_FACTOR_KEY/);
  });
});
