import { afterEach, expect } from "vitest";
import { takeCspViolations } from "./browser.ts";

// Every journey runs against the server's real Content-Security-Policy: a test whose pages
// broke it fails, with the directive and what was blocked.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
