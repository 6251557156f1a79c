// @vitest-environment jsdom
// A profile change that cannot be saved takes the user to the field to fix (spec §5), in the
// user's language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { userSchema } from "@nutrisnap/shared/api";
import { signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { renderScreen } from "../../testing/renderScreen.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";

let scenario: Scenario;

beforeEach(async () => {
  scenario = await signedInScenario();
});

afterEach(async () => {
  cleanup();
  await scenario.close();
});

describe("a profile change that cannot be saved", { timeout: 60_000 }, () => {
  it("focuses the email it cannot take, with its message (es_CL)", async () => {
    const user = userSchema.parse((await scenario.serverGet("/api/v1/profile")).body);
    const rendered = await renderScreen(<ProfileForm user={user} />, { locale: "es_CL", path: "/profile" });
    const email = await screen.findByLabelText("Correo electrónico");
    await rendered.user.clear(email);
    await rendered.user.type(email, "no-es-un-correo");
    await rendered.user.click(screen.getByRole("button", { name: "Guardar perfil" }));
    expect(await screen.findByText("Ingresa un correo electrónico válido")).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  it("focuses the current password the server refused (es_CL)", async () => {
    const rendered = await renderScreen(<ChangePasswordForm />, { locale: "es_CL", path: "/profile" });
    await rendered.user.type(await screen.findByLabelText("Contraseña actual"), "no-es-la-contraseña");
    await rendered.user.type(screen.getByLabelText("Nueva contraseña"), "otra clave secreta");
    await rendered.user.type(screen.getByLabelText("Confirma la nueva contraseña"), "otra clave secreta");
    await rendered.user.click(screen.getByRole("button", { name: "Actualizar contraseña" }));
    expect(await screen.findByText("La contraseña actual es incorrecta")).toBeTruthy();
    // The focus moves in an effect once the message shows; a busy machine can run it a task later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Contraseña actual")));
  });

  // The password that confirms a new email is the same block as the account prompts'
  // (PasswordAndCodeFields): its hint and a refused answer are tied to it, and it takes the focus.
  it("asks for the current password to change the email, and says a wrong one at it (es_CL)", async () => {
    const user = userSchema.parse((await scenario.serverGet("/api/v1/profile")).body);
    const rendered = await renderScreen(<ProfileForm user={user} />, { locale: "es_CL", path: "/profile" });
    expect(screen.queryByTestId("email-change-identity")).toBeNull();
    const email = await screen.findByLabelText("Correo electrónico");
    await rendered.user.clear(email);
    await rendered.user.type(email, "nueva@example.cl");
    const password = screen.getByLabelText("Contraseña actual");
    expect(screen.queryByLabelText("Código de autenticación")).toBeNull();
    const hint = screen.getByText("Se necesita para cambiar tu correo.");
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);

    await rendered.user.type(password, "not-the-password");
    await rendered.user.click(screen.getByRole("button", { name: "Guardar perfil" }));
    const message = await screen.findByText("La contraseña actual es incorrecta");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    // The focus moves in an effect once the message shows; a busy machine can run it a task later.
    await waitFor(() => expect(document.activeElement).toBe(password));

    await rendered.user.type(password, "x");
    expect(screen.queryByText("La contraseña actual es incorrecta")).toBeNull();
  });
});
