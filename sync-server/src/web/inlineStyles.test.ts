import { createHash } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inlineStyleHashes } from "./inlineStyles.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineStyleHashes", () => {
  it("hashes the exact text of each inline style element", () => {
    const html = `<head><style>a{color:red}</style><style media="print">\n  b{}\n</style></head>`;
    expect(inlineStyleHashes(html)).toEqual([sha256("a{color:red}"), sha256("\n  b{}\n")]);
    expect(inlineStyleHashes("<p>no styles</p>")).toEqual([]);
  });

  it("finds the app frame's critical CSS in the page source", () => {
    const page = fs.readFileSync(fileURLToPath(new URL("../../../web/index.html", import.meta.url)), "utf8");
    const hashes = inlineStyleHashes(page);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
