// @vitest-environment jsdom
// The sign-in fields (spec §2 Login) keep what the browser and a screen reader need: the email and
// current-password autocomplete, and an error said at its field, tied to it, which takes the focus
// (decision 200), in the user's language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { LoginPage } from "./LoginPage.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

describe("signing in", { timeout: 60_000 }, () => {
  it("says a missing email at the email field, which takes the focus (es_CL)", async () => {
    const rendered = await renderScreen(<LoginPage />, { locale: "es_CL", path: "/login" });
    const email = await screen.findByLabelText("Correo electrónico");
    const password = screen.getByLabelText("Contraseña");
    expect([email.getAttribute("type"), email.getAttribute("autocomplete")]).toEqual(["email", "email"]);
    expect([password.getAttribute("type"), password.getAttribute("autocomplete")]).toEqual([
      "password",
      "current-password",
    ]);
    expect(email.hasAttribute("required") && password.hasAttribute("required")).toBe(true);

    await rendered.user.type(password, "some password");
    await rendered.user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    const message = await screen.findByText("Este campo es obligatorio");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(password.getAttribute("aria-invalid")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(email));

    await rendered.user.type(email, "a");
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });
});
