import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Catalogs are gettext PO files under locales/, edited by translators (docs/decisions/003).
export default defineConfig({
  sourceLocale: "en_US",
  locales: ["en_US", "es_CL"],
  fallbackLocales: { default: "en_US" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      exclude: ["**/*.test.*", "**/routeTree.gen.ts", "**/node_modules/**"],
    },
  ],
});
