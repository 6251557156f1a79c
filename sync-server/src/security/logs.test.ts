import { generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { afterEach, describe, expect, it } from "vitest";
import type { WebAssets } from "../web/webAssets.ts";
import { createLogger } from "../logger.ts";
import { bodyOf, cookieOf, sendJson, withCookie } from "../testing/http.ts";
import { tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

const page: WebAssets = {
  read: (p) => (p.endsWith("index.html") ? new TextEncoder().encode("<!doctype html>") : null),
};

describe("no password, token or cookie value ever appears in a log", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it("over register, confirm, login, forgot/reset, password change and two-factor", async () => {
    const lines: string[] = [];
    server = await createTestServer({
      logger: createLogger("debug", (line) => lines.push(line)),
      webAssets: page,
    });
    const secrets: string[] = [];
    const keep = (value: string) => {
      expect(value.length).toBeGreaterThanOrEqual(6);
      secrets.push(value);
      return value;
    };
    const email = "ana@example.com";
    const post = (path: string, body: unknown, cookie?: string) =>
      server.request(path, sendJson("POST", body, cookie));

    const registered = await post("/api/auth/register", {
      name: "Ana Pérez",
      email,
      password: keep("first-Pa55word"),
      passwordConfirm: "first-Pa55word",
    });
    let cookie = cookieOf(registered);
    keep(cookie.split("=")[1]!);
    await server.mail.settled();
    const confirmToken = keep(tokenFromMail(server.dataDir, email, "confirm"));
    // Opening the mailed links loads the web app first.
    await server.request(`/confirm/${confirmToken}`);
    await post("/api/auth/confirm-email", { token: confirmToken });
    await post("/api/auth/confirm-email", { token: confirmToken }); // used: an error answer

    await post("/api/auth/login", { email, password: keep("wrong-Pa55word") });
    const login = await post("/api/auth/login", { email, password: "first-Pa55word", remember: true });
    keep(cookieOf(login).split("=")[1]!);

    await post("/api/auth/forgot-password", { email });
    await server.mail.settled();
    const resetToken = keep(tokenFromMail(server.dataDir, email, "password-reset"));
    await server.request(`/password-reset/${resetToken}`);
    const reset = await post("/api/auth/reset-password", {
      token: resetToken,
      password: keep("second-Pa55word"),
      passwordConfirm: "second-Pa55word",
    });
    cookie = cookieOf(reset);
    keep(cookie.split("=")[1]!);

    await server.request(
      "/api/v1/profile/password",
      sendJson(
        "PUT",
        {
          current_password: "second-Pa55word",
          new_password: keep("third-Pa55word"),
          confirm_password: "third-Pa55word",
        },
        cookie,
      ),
    );
    const setup = await bodyOf<{ secret: string }>(
      await post("/api/v1/account/two-factor/setup", {}, cookie),
    );
    keep(setup.secret);
    const code = generateHOTP(
      decodeBase32IgnorePadding(setup.secret),
      BigInt(Math.floor(Date.now() / 30_000)),
      6,
    );
    const enabled = await bodyOf<{ recovery_codes: string[] }>(
      await post("/api/v1/account/two-factor/enable", { password: "third-Pa55word", code }, cookie),
    );
    for (const recovery of enabled.recovery_codes) keep(recovery);
    await server.request("/api/v1/profile", withCookie(cookie));
    await post(
      "/api/v1/account/two-factor/disable",
      { password: "third-Pa55word", code: keep(enabled.recovery_codes[0]!) },
      cookie,
    );
    await post("/api/auth/logout", {}, cookie);

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(15);
    expect(log).toContain('"path":"/confirm/[token]"');
    expect(log).toContain('"path":"/password-reset/[token]"');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain("nutrisnap_session=");
  });
});
