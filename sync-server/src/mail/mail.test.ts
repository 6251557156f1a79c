import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { recipientTag } from "./postOffice.ts";
import { readMailbox, tokenFromMail } from "../testing/mailbox.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { sendJson } from "../testing/http.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A fake SMTP server on loopback that keeps what it receives (the real protocol, no mocks). */
async function fakeSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** Undo quoted-printable soft breaks and escapes, enough to read a link in a raw message. */
const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("account mails", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it("without SMTP, writes the mail to DATA_DIR/mail/ and logs where, never the link", async () => {
    const lines: string[] = [];
    server = await createTestServer({
      env: { PUBLIC_URL: "https://food.example.org/" },
      logger: createLogger("debug", (line) => lines.push(line)),
    });
    await server.signUp({ email: "ana@example.com", locale: "en_US", name: "Ana Pérez" });
    await server.mail.settled();

    const [mail, ...others] = readMailbox(server.dataDir);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: "ana@example.com", subject: "Confirm your NutriSnap email" });
    expect(mail!.text).toContain("Hi Ana Pérez,");
    const token = tokenFromMail(server.dataDir, "ana@example.com", "confirm");
    expect(mail!.text).toContain(`https://food.example.org/confirm/${token}\n`);

    const logLine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.message === "mail written to a file");
    expect(logLine).toMatchObject({
      // The address itself never reaches the log (issue 12): a short hash of it does.
      to: recipientTag("ana@example.com"),
      subject: "Confirm your NutriSnap email",
      file: mail!.file,
    });
    expect(lines.join("\n")).not.toContain(token);
  });

  it("builds links from http://localhost:PORT without PUBLIC_URL, in the user's language", async () => {
    server = await createTestServer({ env: { PUBLIC_URL: "", PORT: "8790" } });
    await server.signUp({ email: "jose@example.cl", locale: "es_CL", name: "José" });
    await server.request("/api/auth/forgot-password", sendJson("POST", { email: "jose@example.cl" }));
    await server.mail.settled();
    const [confirm, reset] = readMailbox(server.dataDir);
    expect(confirm!.subject).toBe("Confirma tu correo de NutriSnap");
    expect(confirm!.text).toMatch(/^Hola José:/);
    expect(confirm!.text).toMatch(/http:\/\/localhost:8790\/confirm\/[a-z0-9]+\n/);
    expect(reset!.subject).toBe("Restablece tu contraseña de NutriSnap");
    expect(reset!.text).toMatch(/http:\/\/localhost:8790\/password-reset\/[a-z0-9]+\n/);
    expect(reset!.text).toContain("durante 1 hora.");
  });

  it("with SMTP_URL, delivers through SMTP and writes no file", async () => {
    const smtp = await fakeSmtpServer();
    try {
      server = await createTestServer({
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "NutriSnap <hello@food.example.org>" },
      });
      await server.signUp({ email: "ana@example.com", locale: "es_CL" });
      await server.mail.settled();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe("hello@food.example.org");
      expect(mail!.to).toEqual(["ana@example.com"]);
      const text = decodeQuotedPrintable(mail!.raw);
      expect(text).toContain("Subject: Confirma tu correo de NutriSnap");
      expect(text).toMatch(/http:\/\/localhost:8787\/confirm\/[a-z0-9]{32}/);
      expect(readMailbox(server.dataDir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("does not start with an SMTP_URL that is not an SMTP URL", async () => {
    await expect(createTestServer({ env: { SMTP_URL: "mail.example.org" } })).rejects.toThrow(/SMTP_URL/);
  });

  it("logs a failed SMTP delivery without failing the request", async () => {
    const smtp = await fakeSmtpServer();
    await smtp.close();
    const lines: string[] = [];
    server = await createTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      logger: createLogger("debug", (line) => lines.push(line)),
    });
    await server.signUp({ email: "ana@example.com" });
    await server.mail.settled();
    expect(
      lines.some(
        (line) => line.includes('"mail not delivered"') && line.includes(recipientTag("ana@example.com")),
      ),
    ).toBe(true);
  });
});
