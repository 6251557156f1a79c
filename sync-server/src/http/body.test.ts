import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { registerRequestSchema } from "@nutrisnap/shared/api";
import { silentLogger } from "../logger.ts";
import { readJson } from "./body.ts";
import type { AppEnv } from "./context.ts";
import { createErrorHandler } from "./errorHandler.ts";

function echoApp() {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(silentLogger));
  app.use("*", async (c, next) => {
    c.set("userLocale", null);
    await next();
  });
  app.post("/register", async (c) => c.json(await readJson(c, registerRequestSchema)));
  return app;
}

const post = (body: string, headers: Record<string, string> = {}) =>
  echoApp().request("/register", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("reading a JSON body against the contract", () => {
  it("answers 400 for malformed JSON", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers 422 with translated per-field messages (spec §5)", async () => {
    const response = await post(
      JSON.stringify({
        name: "Al",
        email: "nope",
        password: "123",
        passwordConfirm: "1234",
        locale: "en_US",
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Please check your input and try again.");
    expect(body.errors.name).toEqual(["Name must be at least 3 characters long"]);
    expect(body.errors.email).toEqual(["Please enter a valid email address"]);
    expect(body.errors.password).toEqual(["Password must be at least 6 characters long"]);
  });

  it("rejects unknown fields and wrong types without a 500, in Spanish when asked", async () => {
    const response = await post(
      JSON.stringify({
        name: 42,
        email: "a@b.cl",
        password: "secret1",
        passwordConfirm: "secret1",
        admin: true,
      }),
      { "accept-language": "es-CL" },
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.admin).toEqual(["Este campo no está permitido"]);
    expect(body.errors.name).toEqual(["Revisa los datos ingresados e inténtalo de nuevo."]);
  });

  it("passes a valid body through with defaults applied", async () => {
    const response = await post(
      JSON.stringify({
        name: "Ana María",
        email: " ana@example.cl ",
        password: "secret1",
        passwordConfirm: "secret1",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Ana María",
      email: "ana@example.cl",
      locale: "en_US",
    });
  });
});
