import { describe, expect, it } from "vitest";
import { greetingFor } from "./greeting.ts";

describe("the dashboard's greeting", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("welcomes a user whose account is from today", () => {
    expect(greetingFor("2026-03-10T11:59:00Z", now)).toBe("new");
  });
  it("welcomes back a user of earlier days", () => {
    expect(greetingFor("2026-03-08T09:00:00Z", now)).toBe("returning");
  });
  it("waits for the account", () => {
    expect(greetingFor(undefined, now)).toBe("unknown");
  });
});
