// @vitest-environment jsdom
// The account actions confirmed with the password (spec §2 Profile): a wrong password is said in
// the prompt, which stays open; the right one deletes the account and leaves for the home page.
// Turning two-factor on, and any prompt, with a wrong password says so at the password field, which
// takes the focus (decision 200).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userSchema } from "@nutrisnap/shared/api";
import { PASSWORD, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { AccountSection } from "./AccountSection.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

describe("deleting the account", { timeout: 60_000 }, () => {
  it("says a wrong password in the prompt, then deletes with the right one (es_CL)", async () => {
    const user = userSchema.parse((await scenario.serverGet("/api/v1/profile")).body);
    const rendered = await renderScreen(<AccountSection user={user} />, {
      locale: "es_CL",
      path: "/profile",
    });
    await rendered.user.click(await screen.findByRole("button", { name: "Eliminar cuenta" }));
    const prompt = await screen.findByRole("alertdialog", { name: "¿Eliminar tu cuenta?" });
    const confirm = within(prompt).getByRole("button", { name: "Eliminar cuenta" });
    expect(confirm.hasAttribute("disabled")).toBe(true);

    const password = within(prompt).getByLabelText("Contraseña");
    await rendered.user.type(password, "not-the-password");
    await rendered.user.click(confirm);
    const message = await within(prompt).findByText("La contraseña es incorrecta");
    expect(rendered.path()).toBe("/profile");
    // Said at the field, which takes the focus (decisions 200 and 212).
    expect(within(prompt).queryByRole("alert")).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    // The focus moves in an effect once the message shows; a busy machine can run it a task later.
    await waitFor(() => expect(document.activeElement).toBe(password));

    await rendered.user.clear(within(prompt).getByLabelText("Contraseña"));
    expect(within(prompt).queryByText("La contraseña es incorrecta")).toBeNull();
    await rendered.user.type(within(prompt).getByLabelText("Contraseña"), PASSWORD);
    await rendered.user.click(confirm);
    expect(await screen.findByText("Tu cuenta fue eliminada")).toBeTruthy();
    expect(rendered.path()).toBe("/");
    expect((await scenario.serverGet("/api/v1/profile")).status).toBe(401);
  });
});

describe("turning two-factor on", { timeout: 60_000 }, () => {
  it("says a wrong password at the password field and takes the focus there (es_CL)", async () => {
    const user = userSchema.parse((await scenario.serverGet("/api/v1/profile")).body);
    const rendered = await renderScreen(<AccountSection user={user} />, {
      locale: "es_CL",
      path: "/profile",
    });
    await rendered.user.click(
      await screen.findByRole("button", { name: "Verificación en dos pasos (activar)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Verificación en dos pasos" });
    const password = await within(dialog).findByLabelText("Contraseña actual");
    await rendered.user.type(password, "not-the-password");
    await rendered.user.type(within(dialog).getByLabelText("Código de autenticación"), "123456");
    await rendered.user.click(within(dialog).getByRole("button", { name: "Activar" }));

    const message = await within(dialog).findByText("La contraseña es incorrecta");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    // The focus moves in an effect once the message shows; a busy machine can run it a task later.
    await waitFor(() => expect(document.activeElement).toBe(password));

    await rendered.user.type(password, "x");
    expect(within(dialog).queryByText("La contraseña es incorrecta")).toBeNull();
    expect(password.hasAttribute("aria-invalid")).toBe(false);
  });
});
