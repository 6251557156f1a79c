// @vitest-environment jsdom
// Decision 153: a signed-in /dashboard may arrive with its first frame in #first-frame and the app's
// root hidden beside it. The frame stays while the private gate waits (no spinner over it) and goes
// in the render that shows the page.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { saveOnboarding } from "../data/index.ts";
import { onboarding, signedInScenario, type Scenario } from "../data/testing/scenario.ts";
import { renderScreen } from "../testing/renderScreen.tsx";
import { releaseFirstFrame } from "./firstFrame.ts";
import { PrivateGate } from "./guards.tsx";

const serverPage = () => {
  document.body.innerHTML = '<div id="first-frame"><p>The frame</p></div><div id="root" hidden></div>';
};

describe("releaseFirstFrame", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("drops the server's frame and shows the app's root", () => {
    serverPage();
    releaseFirstFrame();
    expect(document.getElementById("first-frame")).toBeNull();
    expect(document.getElementById("root")!.hidden).toBe(false);
  });

  it("leaves a page without a frame as it is (index.html, as the service worker serves it)", () => {
    document.body.innerHTML = '<div id="root" hidden></div>';
    releaseFirstFrame();
    expect(document.getElementById("root")!.hidden).toBe(true);
  });
});

describe("the private gate and the first frame", { timeout: 60_000 }, () => {
  let scenario: Scenario;
  beforeEach(async () => {
    scenario = await signedInScenario();
  });
  afterEach(async () => {
    cleanup();
    document.body.innerHTML = "";
    await scenario.close();
  });

  it("keeps the frame while it waits for the session, and drops it as the page renders", async () => {
    expect((await saveOnboarding(onboarding(34))).ok).toBe(true);
    serverPage();
    await renderScreen(
      <PrivateGate>
        <p>The page</p>
      </PrivateGate>,
      { locale: "en_US", path: "/dashboard" },
    );
    // The stored session is read asynchronously: the gate waits first, under the frame.
    expect(await screen.findByText("Loading your account")).toBeTruthy();
    expect(document.getElementById("first-frame")).not.toBeNull();
    expect(document.getElementById("root")!.hidden).toBe(true);
    expect(await screen.findByText("The page")).toBeTruthy();
    expect(document.getElementById("first-frame")).toBeNull();
    expect(document.getElementById("root")!.hidden).toBe(false);
  });
});
