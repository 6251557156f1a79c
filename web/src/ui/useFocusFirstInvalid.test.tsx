// @vitest-environment jsdom
import { useState, type FormEvent } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { RadioCards } from "./RadioCards.tsx";
import { TextField } from "./Field.tsx";
import { useFocusFirstInvalid } from "./useFocusFirstInvalid.ts";
import "../testing/jsdomParts.ts";

/** A form with a text field and a radio group, both required, as the app's forms mark them. */
function Form({ withName = "" }: { withName?: string }) {
  const { within, invalidSubmit } = useFocusFirstInvalid();
  const [name, setName] = useState(withName);
  const [size, setSize] = useState<"s" | "m">();
  const [errors, setErrors] = useState<{ name?: string; size?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(!name && { name: "Required" }), ...(!size && { size: "Pick one" }) };
    setErrors(found);
    if (Object.keys(found).length > 0) invalidSubmit();
  };
  return (
    <form ref={within} onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <RadioCards<"s" | "m">
        legend="Size"
        value={size}
        onValueChange={setSize}
        options={[
          { value: "s", label: "Small" },
          { value: "m", label: "Medium" },
        ]}
        error={errors.size}
      />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe("the first invalid field after a submit", () => {
  it("takes the focus, every time the submit finds errors", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("is the group's first option when the group is what is missing", async () => {
    const user = userEvent.setup();
    render(<Form withName="Ana" />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Small" }));
  });
});
