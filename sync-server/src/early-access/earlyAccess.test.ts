import { afterEach, describe, expect, it } from "vitest";
import { bodyOf, sendJson } from "../testing/http.ts";
import { createTestServer, type TestServer } from "../testing/testServer.ts";
import { runAdmin } from "./admin.ts";

const joined = {
  message: "Thanks! You're on the early-access list. We'll email you when your spot is ready.",
};

describe("early access (spec §1, §5, §7)", () => {
  let server: TestServer;
  afterEach(async () => server.close());

  const join = (email: unknown, headers: Record<string, string> = {}) =>
    server.request("/api/early-access", sendJson("POST", { email }, undefined, headers));
  const admin = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(server.database.db, args, (line) => lines.push(line));
    return { code, output: lines.join("\n") };
  };
  const register = (email: string) =>
    server.request(
      "/api/auth/register",
      sendJson("POST", { name: "Ana Pérez", email, password: "secret1", passwordConfirm: "secret1" }),
    );

  it("stores an email once and answers a repeat with the same friendly message", async () => {
    server = await createTestServer();
    const first = await join("Ana@Example.com");
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toEqual(joined);
    const repeat = await join("ana@example.COM ");
    expect(repeat.status).toBe(200);
    expect(await bodyOf(repeat)).toEqual(joined);
    const rows = await server.database.db.selectFrom("early_access").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "Ana@Example.com",
      email_lower: "ana@example.com",
      approved_at: null,
    });
  });

  it("answers in Chilean Spanish when asked", async () => {
    server = await createTestServer();
    const response = await join("ana@example.cl", { "accept-language": "es-CL" });
    expect((await bodyOf(response)).message).toMatch(/^¡Gracias! Quedaste en la lista/);
  });

  it.each(["ana@example", "ana example@x.cl", "@example.cl", ""])(
    "refuses %j with the §5 message",
    async (email) => {
      server = await createTestServer();
      const response = await join(email);
      expect(response.status).toBe(422);
      const body = await bodyOf<{ errors: Record<string, string[]> }>(response);
      expect(body.errors.email?.[0]).toMatch(/^(Please enter a valid email address|This field is required)$/);
    },
  );

  it("with REGISTRATION=invite, registers only emails an admin approved", async () => {
    server = await createTestServer({ env: { REGISTRATION: "invite" } });
    await join("waiting@example.com");
    const refused = await register("waiting@example.com");
    expect(refused.status).toBe(403);
    const message =
      "Registration is by invitation for now. Join the early-access list and we'll let you know.";
    expect(await bodyOf(refused)).toEqual({ message, code: "invite_only", errors: { email: [message] } });

    expect(await admin("approve", "Waiting@example.com")).toEqual({
      code: 0,
      output: "Approved Waiting@example.com.",
    });
    expect((await register("waiting@example.com")).status).toBe(201);
    // An admin can also approve someone who never joined the list.
    await admin("approve", "direct@example.com");
    expect((await register("direct@example.com")).status).toBe(201);
    expect((await register("stranger@example.com")).status).toBe(403);
  });

  it("registration stays open by default", async () => {
    server = await createTestServer();
    expect((await register("anyone@example.com")).status).toBe(201);
  });

  it("the admin command lists the waitlist and refuses nonsense", async () => {
    server = await createTestServer();
    expect(await admin("list")).toEqual({ code: 0, output: "The early-access list is empty." });
    await join("first@example.com");
    await join("second@example.com");
    await admin("approve", "second@example.com");
    expect(await admin("approve", "second@example.com")).toEqual({
      code: 0,
      output: "second@example.com was already approved.",
    });
    const { output } = await admin("list");
    const lines = output.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^first@example\.com\trequested \d{4}-.*\twaiting$/);
    expect(lines[1]).toMatch(/^second@example\.com\trequested \d{4}-.*\tapproved \d{4}-/);
    expect((await admin("approve", "not-an-email")).code).toBe(2);
    expect((await admin("frobnicate")).code).toBe(2);
    expect((await admin()).output).toContain("approve EMAIL");
  });
});
