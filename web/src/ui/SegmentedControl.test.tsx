// @vitest-environment jsdom
// A segmented control is a radio group for assistive technology, so it behaves as one (WAI-ARIA
// radio group pattern): the arrow keys move to the next option and choose it. Before, they moved
// only the focus ring: on Log meal, arrowing from "Photos" to "Describe" and tabbing on left the
// photo form in place, and the description was typed into the photo note.
import { useState } from "react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SegmentedControl } from "./SegmentedControl.tsx";
import "../testing/jsdomParts.ts";

afterEach(cleanup);

type Portion = "half" | "all";

function Mode({ allowEmpty = false }: { allowEmpty?: boolean }) {
  const [value, setValue] = useState<Portion | null>(allowEmpty ? null : "half");
  return (
    <>
      <SegmentedControl<Portion>
        label="Portion"
        value={value}
        onValueChange={setValue}
        allowEmpty={allowEmpty}
        options={[
          { value: "half", label: "Half" },
          { value: "all", label: "All" },
        ]}
      />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("a segmented control", () => {
  it("chooses the option the arrow keys move to", async () => {
    const user = userEvent.setup();
    render(<Mode />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Half" }));
    await user.keyboard("{ArrowRight}");
    // Radix moves the focus on the next task.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: "All" })));
    expect(screen.getByRole("radio", { name: "All" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("all");
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Half" })));
    expect(screen.getByRole("status").textContent).toBe("half");
    // Tab leaves the group with the choice as it is.
    await user.tab();
    expect(screen.getByRole("status").textContent).toBe("half");
  });

  it("still chooses by click, and a second click clears an optional choice", async () => {
    const user = userEvent.setup();
    render(<Mode allowEmpty />);
    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(screen.getByRole("status").textContent).toBe("all");
    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(screen.getByRole("status").textContent).toBe("none");
    await user.click(screen.getByRole("radio", { name: "Half" }));
    expect(screen.getByRole("status").textContent).toBe("half");
  });
});
