// @vitest-environment jsdom
// A dialog without a description of its own is not described by its title again: a screen reader
// read "Add food, dialog, Add food". One with a description is described by it.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n } from "../i18n/i18n.ts";
import { Dialog } from "./Dialog.tsx";
import "../testing/jsdomParts.ts";

afterEach(cleanup);

function described(dialog: HTMLElement): string | null {
  const id = dialog.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("a dialog", () => {
  it("is not described by its own title", async () => {
    await activateLocale("en_US");
    render(
      <I18nProvider i18n={i18n}>
        <Dialog open onOpenChange={() => undefined} title="Add food">
          <input aria-label="Search foods" />
        </Dialog>
      </I18nProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Add food" });
    expect(described(dialog)).toBeNull();
    expect(dialog.hasAttribute("aria-describedby")).toBe(false);
  });

  it("is described by its description", async () => {
    await activateLocale("en_US");
    render(
      <I18nProvider i18n={i18n}>
        <Dialog
          open
          onOpenChange={() => undefined}
          title="Replace food"
          description="White rice: keeps its 200 g"
        />
      </I18nProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Replace food" });
    expect(described(dialog)).toBe("White rice: keeps its 200 g");
  });
});
