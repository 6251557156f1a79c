import { describe, expect, it } from "vitest";
import { landingDocument, landingFileName, stylesheetsOf } from "./landingDocument.ts";

const startUp = "<script>(function () { document.documentElement.lang; })();</script>";
const built = `<!doctype html>
<html lang="en">
  <head>
    <link rel="manifest" href="/manifest.webmanifest" />
    <style>.nf-bar{height:56px}</style>
    ${startUp}
    <script type="application/json" id="route-preloads">{"pages":{}}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-abc.js">
  </head>
  <body class="bg-white">
    <div id="root">
      <div aria-hidden="true"><div class="nf-bar"></div></div>
    </div>
      <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </body>
</html>
`;

describe("landingDocument", () => {
  const markup = '<main><h1 class="text-4xl">Controla tu nutrición con una foto</h1></main>';
  const css = ".text-4xl{font-size:2.25rem}";
  const document = landingDocument(built, { locale: "es_CL", markup, css });

  it("puts the page's markup in the root instead of the frame, in the page's language", () => {
    expect(document).toContain(`<div id="root">${markup}</div>`);
    expect(document).not.toContain('nf-bar"></div>');
    expect(document).toContain('<html lang="es-CL">');
    expect(document).toContain('<link rel="manifest" href="/manifest.es-CL.webmanifest" />');
    expect(landingDocument(built, { locale: "en_US", markup, css })).toContain('<html lang="en-US">');
  });

  it("leaves the fields read-only until the app's own replace them", () => {
    const form = '<form><input type="email" id="e" value=""/><textarea name="t"></textarea></form>';
    const withForm = landingDocument(built, { locale: "en_US", markup: form, css });
    expect(withForm).toContain('<input readonly type="email" id="e" value=""/>');
    expect(withForm).toContain('<textarea readonly name="t"></textarea>');
  });

  it("inlines the stylesheet in the head and links it no more", () => {
    expect(stylesheetsOf(built)).toEqual(["/assets/index-def.css"]);
    expect(stylesheetsOf(document)).toEqual([]);
    const head = document.slice(0, document.indexOf("</head>"));
    expect(head).toContain(`<style>${css}</style>`);
  });

  it("keeps the start-up script as built, and starts the scripts only after the HTML has painted", () => {
    expect(document).toContain(startUp);
    const [head, body] = document.split("</head>");
    expect(head).not.toContain("index-abc.js");
    expect(document).not.toContain("modulepreload");
    expect(document).not.toContain("route-preloads");
    expect(body).toMatch(
      /<\/div>\s*<script type="module" crossorigin src="\/assets\/index-abc\.js"><\/script>\s*<\/body>/,
    );
    expect(document.trimEnd().endsWith("</body>\n</html>")).toBe(true);
  });

  it("refuses a page without a root and a stylesheet that would end its element", () => {
    expect(() =>
      landingDocument("<html><head></head><body></body></html>", { locale: "en_US", markup, css }),
    ).toThrow(/root/);
    expect(() => landingDocument(built, { locale: "en_US", markup, css: "a{}</style><script>" })).toThrow(
      /style/,
    );
  });

  it("puts a private page's first frame beside the app's root, which stays empty and hidden (decision 153)", () => {
    const frame = landingDocument(built, { locale: "en_US", markup, css, firstFrame: true });
    expect(frame).toMatch(
      new RegExp(
        `<div id="first-frame">${markup}</div>\\s*<div id="root" hidden></div>\\s*<script type="module"`,
      ),
    );
    expect(frame).toContain(startUp);
    expect(frame).not.toContain("modulepreload");
  });

  it("names a file per language", () => {
    expect(landingFileName("es_CL")).toBe("landing.es_CL.html");
  });
});
