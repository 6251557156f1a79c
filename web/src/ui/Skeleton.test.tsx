// @vitest-environment jsdom
// Decision 194: a loading placeholder starts to pulse only once it has been on screen for a while.
// A running animation makes the compositor draw a frame 60 times a second; during the dashboard's
// start those frames took the cores the app's start needed (issue 18).
import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AuthCardSkeleton } from "../app/AuthCardSkeleton.tsx";
import { Skeleton } from "./Skeleton.tsx";
import { Spinner } from "./Spinner.tsx";

const SRC = path.resolve(import.meta.dirname, "..");

afterEach(cleanup);

const filesUnder = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

it("pulses through the delayed animation, not Tailwind's immediate one", () => {
  const { container } = render(
    <>
      <Skeleton className="h-4" />
      <AuthCardSkeleton />
    </>,
  );
  const animated = [...container.querySelectorAll("[class*='animate-']")];
  expect(animated).toHaveLength(2);
  for (const element of animated) {
    expect(element.classList.contains("animate-pulse-late")).toBe(true);
    expect(element.classList.contains("animate-pulse")).toBe(false);
  }
});

it("turns a late spinner through the delayed spin, and any other at once", () => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <Spinner size="sm" decorative late />
      <Spinner size="sm" decorative />
    </I18nProvider>,
  );
  const [late, prompt] = [...container.querySelectorAll("svg")];
  expect(late?.classList.contains("animate-spin-late")).toBe(true);
  expect(late?.classList.contains("animate-spin")).toBe(false);
  expect(prompt?.classList.contains("animate-spin")).toBe(true);
});

it.each(["pulse-late", "spin-late"])("defines %s with a delay of at least a second", (name) => {
  const css = fs.readFileSync(path.join(SRC, "styles.css"), "utf8");
  const value = new RegExp(`--animate-${name}:\\s*([^;]+);`).exec(css)?.[1];
  expect(value).toBeDefined();
  const times = [...value!.matchAll(/(\d+(?:\.\d+)?)(ms|s)\b/g)].map(([, n, unit]) =>
    unit === "s" ? Number(n) * 1000 : Number(n),
  );
  // The first time is the duration, the second the delay (CSS `animation` shorthand).
  expect(times).toHaveLength(2);
  expect(times[1]).toBeGreaterThanOrEqual(1000);
  expect(css).toMatch(new RegExp(`@keyframes ${name}\\b`));
});

it("leaves no placeholder on Tailwind's immediate pulse", () => {
  const users = filesUnder(SRC).filter((file) =>
    /\banimate-pulse\b(?!-)/.test(fs.readFileSync(file, "utf8")),
  );
  expect(users.map((file) => path.relative(SRC, file))).toEqual([]);
});
