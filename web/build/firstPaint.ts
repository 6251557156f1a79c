import type { Plugin } from "vite";

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the app's stylesheets from the head to just after the root element, so that the frame in
 * index.html (styled by its inline critical CSS) paints as soon as the page arrives instead of
 * waiting for the stylesheet; the module scripts still run only once the stylesheet is in.
 */
export function stylesheetAfterFrame(): Plugin {
  return {
    name: "nutrisnap-stylesheet-after-frame",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        if (links.length === 0) return html;
        const moved = links.map((link) => link.trim()).join("\n    ");
        return html.replace(STYLESHEET, "").replace("</body>", `    ${moved}\n  </body>`);
      },
    },
  };
}
