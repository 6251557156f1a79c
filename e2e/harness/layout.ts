import type { Page } from "playwright-core";
import { shootBothThemes } from "./account.ts";

export interface Overflow {
  /** How wide the page is, in CSS pixels, against the viewport's width. */
  pageWidth: number;
  viewportWidth: number;
  /** The elements whose right edge lies past the viewport (outermost first, at most 5). */
  offenders: string[];
}

/**
 * Measures whether the screen scrolls sideways: the document wider than the viewport, and which
 * elements stick out past its right edge (for a failing journey's message). Elements inside a
 * scroll container that clips them (a carousel) do not widen the page and are not listed.
 */
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (offenders.length >= 5) break;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewportWidth + 1) continue;
      // Inside a scroll container that clips it (a carousel), it does not widen the page.
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") clipped = true;
      }
      if (clipped) continue;
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" ? element.className.split(" ").slice(0, 4).join(".") : "";
      const text = (element.textContent ?? "").trim().slice(0, 30);
      offenders.push(
        `${element.tagName.toLowerCase()}${id}${classes ? "." + classes : ""} right=${Math.round(box.right)} "${text}"`,
      );
    }
    return { pageWidth, viewportWidth, offenders };
  });
}

/** Throws, naming what sticks out, when the screen is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  if (overflow.pageWidth > overflow.viewportWidth) {
    throw new Error(
      `${screen} is ${overflow.pageWidth}px wide in a ${overflow.viewportWidth}px viewport:\n  ${overflow.offenders.join("\n  ")}`,
    );
  }
}

/**
 * The buttons, links and fields that stick out of their card (the nearest rounded, bordered box
 * around them): a long label on a narrow phone can run past the card's edge while the page itself
 * still fits the viewport, which the sideways-scroll check does not see.
 */
export async function controlsOutsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of Array.from(
      document.querySelectorAll("main button, main a, main input, main select"),
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      let card: Element | null = null;
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.borderRightWidth !== "0px" && parseFloat(style.borderTopRightRadius) >= 12) {
          card = parent;
          break;
        }
      }
      if (!card) continue;
      const edge = card.getBoundingClientRect();
      if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) {
        found.push(
          `${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 40)}" spans ${Math.round(box.left)}-${Math.round(box.right)}, its card ${Math.round(edge.left)}-${Math.round(edge.right)}`,
        );
      }
    }
    return found;
  });
}

/**
 * Headings and text in `main` whose words run past their box and are cut off there with no "…":
 * a long one-word meal title in a two-line clamp was cut mid-letter. Text that ends in "…"
 * (text-overflow: ellipsis, or a line clamp that wraps the word and clamps it) is not listed.
 */
export async function textCutWithoutEllipsis(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main span"),
    ).flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" || style.textOverflow === "ellipsis") return [];
      // A 1 px box is text for screen readers only (sr-only), hidden on purpose.
      if (element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1) return [];
      return [
        `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" is ${element.scrollWidth}px of text in ${element.clientWidth}px`,
      ];
    }),
  );
}

/**
 * One screen as a person would check it: nothing sticks out sideways, a screenshot in each theme
 * (e2e/screenshots/NAME-light.png, -dark.png) and axe's serious or critical problems, returned
 * so a journey can collect them and assert none at the end.
 */
/**
 * The select buttons (Radix's combobox triggers) whose chosen value runs onto a second line: the
 * field is one line high, so a wrapped value spills over its border ("Todos los estados" on a phone).
 */
export async function wrappedSelectValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button[role="combobox"]')).flatMap((trigger) => {
      const value = trigger.querySelector("span");
      if (!value || trigger.getBoundingClientRect().width === 0) return [];
      const range = document.createRange();
      range.selectNodeContents(value);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return lines.size > 1 ? [`"${(value.textContent ?? "").trim()}" on ${lines.size} lines`] : [];
    }),
  );
}

export async function checkScreen(page: Page, name: string): Promise<string[]> {
  await expectNoHorizontalOverflow(page, name);
  const wrapped = await wrappedSelectValues(page);
  if (wrapped.length > 0) throw new Error(`${name}: a select's value wraps: ${wrapped.join(", ")}`);
  return shootBothThemes(page, name);
}
