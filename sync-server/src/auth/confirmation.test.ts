import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { readMailbox, tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";

describe("sending the confirmation link again", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ rateLimits: { resendConfirmation: { limit: 2, windowMs: 60_000 } } });
  });
  afterEach(async () => server.close());

  const resend = (cookie?: string, locale = "en-US") =>
    server.request(
      "/api/v1/account/confirmation",
      sendJson("POST", {}, cookie, { "Accept-Language": locale }),
    );
  const confirmations = (to: string) =>
    readMailbox(server.dataDir).filter((mail) => mail.to === to && /confirm/i.test(mail.subject));

  it("mails a new link that confirms the address, and retires the older one", async () => {
    const { cookie } = await server.signUp({ email: "ana@example.com" });
    await server.mail.settled();
    const first = tokenFromMail(server.dataDir, "ana@example.com", "confirm");
    const response = await resend(cookie);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: "We sent a new confirmation link to your email." });
    await server.mail.settled();
    expect(confirmations("ana@example.com")).toHaveLength(2);
    const second = tokenFromMail(server.dataDir, "ana@example.com", "confirm");
    expect(second).not.toBe(first);
    const old = await server.request("/api/auth/confirm-email", sendJson("POST", { token: first }));
    expect(await bodyOf(old)).toMatchObject({ code: "token_invalid" });
    const confirmed = await server.request("/api/auth/confirm-email", sendJson("POST", { token: second }));
    expect(confirmed.status).toBe(200);
  });

  it("says an address is already confirmed and sends nothing", async () => {
    const { cookie } = await server.signUp({ email: "jose@example.cl", locale: "es_CL" });
    await server.mail.settled();
    const token = tokenFromMail(server.dataDir, "jose@example.cl", "confirm");
    await server.request("/api/auth/confirm-email", sendJson("POST", { token }));
    const response = await resend(cookie, "es-CL");
    expect(await bodyOf(response)).toEqual({
      message: "Tu correo ya estaba confirmado. No tienes que hacer nada más.",
    });
    await server.mail.settled();
    expect(confirmations("jose@example.cl")).toHaveLength(1);
  });

  it("allows only a few mails, then asks the user to wait", async () => {
    const { cookie } = await server.signUp({ email: "ana@example.com" });
    expect((await resend(cookie)).status).toBe(200);
    expect((await resend(cookie)).status).toBe(200);
    const limited = await resend(cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("needs a signed-in user", async () => {
    expect((await resend()).status).toBe(401);
  });
});
