// @vitest-environment jsdom
// A meal's toast is updated in place (one per meal). Defect: "Analysis complete" kept the info
// icon of the "Analysing…" toast it replaced, because an update keeps the fields it does not set.
import { afterEach, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import toast, { Toaster } from "react-hot-toast";
import "../testing/jsdomParts.ts";
import { showMealToast } from "./toasts.ts";

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

it("shows the success icon, not the earlier info icon, when a meal's toast turns to complete", async () => {
  render(<Toaster />);
  act(() => showMealToast("m1", "info", "Analysing Lunch"));
  expect(await screen.findByText("ℹ️")).toBeTruthy();
  act(() => showMealToast("m1", "success", "Analysis complete for Lunch"));
  expect(await screen.findByText("Analysis complete for Lunch")).toBeTruthy();
  expect(screen.queryByText("ℹ️")).toBeNull();
  expect(screen.queryByText("Analysing Lunch")).toBeNull();
});
