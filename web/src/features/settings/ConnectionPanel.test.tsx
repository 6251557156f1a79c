// @vitest-environment jsdom
// spec §1/§2 Settings' connection status: offline, the line beside the "Offline" badge says what
// waits on this device, not "Offline" a second time.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { logMeal } from "../../data/index.ts";
import { requestDrain } from "../../data/syncEngine.ts";
import { SyncBanner } from "../../app/SyncBanner.tsx";
import { photo, signedInScenario, type Scenario } from "../../data/testing/scenario.ts";
import { goOffline, goOnline, renderScreen } from "../../testing/renderScreen.tsx";
import { ConnectionPanel } from "./ConnectionPanel.tsx";

let scenario: Scenario;

afterEach(async () => {
  cleanup();
  goOnline(scenario.backend);
  await scenario.close();
});

describe("the connection panel", { timeout: 60_000 }, () => {
  it.each([
    ["en_US", "Offline", "1 change waiting to sync"],
    ["es_CL", "Sin conexión", "1 cambio por sincronizar"],
  ] as const)("says offline once, and what waits to sync (%s)", async (locale, offline, waiting) => {
    scenario = await signedInScenario();
    goOffline(scenario.backend);
    const logged = await logMeal({
      type: "lunch",
      photos: [await photo("plate.png", "#c33")],
      context: null,
    });
    expect(logged.ok).toBe(true);
    await renderScreen(<ConnectionPanel />, { locale, path: "/settings" });
    expect(await screen.findByText(waiting)).toBeTruthy();
    expect(screen.getAllByText(offline)).toHaveLength(1);
  });

  it("says nothing waits once everything is on the server (en_US)", async () => {
    scenario = await signedInScenario();
    goOffline(scenario.backend);
    await renderScreen(<ConnectionPanel />, { locale: "en_US", path: "/settings" });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    expect(screen.getAllByText("Offline")).toHaveLength(1);
  });

  // The browser says online, but the server cannot be reached (it is down, or a captive portal):
  // "Online · Saving 1 change…" for as long as it lasts said the change was on its way.
  it.each([
    ["en_US", "Can't reach the server", "1 change waiting to sync"],
    ["es_CL", "No se puede conectar con el servidor", "1 cambio por sincronizar"],
  ] as const)("says when the server cannot be reached though online (%s)", async (locale, title, waiting) => {
    scenario = await signedInScenario();
    scenario.backend.offline = true;
    const logged = await logMeal({
      type: "lunch",
      photos: [await photo("plate.png", "#c33")],
      context: null,
    });
    expect(logged.ok).toBe(true);
    expect((await requestDrain()).status).toBe("offline");
    await renderScreen(
      <>
        <SyncBanner />
        <ConnectionPanel />
      </>,
      { locale, path: "/settings" },
    );
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(waiting)).toBeTruthy();

    // Once the server answers again, the notice goes.
    scenario.backend.offline = false;
    expect((await requestDrain()).status).toBe("drained");
    await screen.findByText(locale === "en_US" ? "All changes saved" : "Todos los cambios guardados");
    expect(screen.queryByText(title)).toBeNull();
  });
});
