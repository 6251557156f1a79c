import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import boundaries (docs/decisions/065): the layering the handbook describes, kept by the linter.
const SYNC_SERVER_SOURCE = {
  group: ["**/sync-server/**", "@nutrisnap/sync-server", "@nutrisnap/sync-server/**"],
  message: "Web code runs on devices: it never imports the server's source (test support aside).",
};
const WEB_SOURCE = {
  group: ["**/web/src/**", "@nutrisnap/web", "@nutrisnap/web/**"],
  message: "shared is the contract both sides import: it imports neither of them.",
};
const DATA_INTERNALS = {
  group: [
    "**/data/*.ts",
    "**/data/*.tsx",
    "**/data/*/**",
    "!**/data/index.ts",
    "!**/data/boot.ts",
    "!**/data/visitor.ts",
    "!**/data/commands/*",
    "!**/data/queries/*",
  ],
  message:
    "Screens reach data only through its commands and queries: import from data/index.ts (data/boot.ts for the app's start, data/visitor.ts for the public pages).",
};
const DATABASE = {
  name: "dexie",
  message: "Only the data layer talks to IndexedDB: use a command or a query from data/index.ts.",
};
const LIVE_QUERIES = {
  name: "dexie-react-hooks",
  message: "Only the data layer talks to IndexedDB: use a query from data/index.ts.",
};
// The server's SQLite driver is picked by the running Node (docs/decisions/140): everything else,
// tests, benchmarks and the browser journeys' harness included, imports it from db/sqliteDriver.ts.
const SQLITE_DRIVER = ["better-sqlite3", "better-sqlite3-13"].map((name) => ({
  name,
  message:
    "Import SqliteDatabase from sync-server/src/db/sqliteDriver.ts: it loads the better-sqlite3 release this Node runs.",
}));
export const importBoundaries = [
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["sync-server/src/db/sqliteDriver.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: SQLITE_DRIVER }],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: SQLITE_DRIVER, patterns: [SYNC_SERVER_SOURCE, WEB_SOURCE] },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/data/testing/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: SQLITE_DRIVER, patterns: [SYNC_SERVER_SOURCE] }],
    },
  },
  {
    // The screens: feature pages, routes, the app shell and the design system.
    files: ["web/src/{features,routes,app,ui}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [DATABASE, LIVE_QUERIES, ...SQLITE_DRIVER],
          patterns: [SYNC_SERVER_SOURCE, DATA_INTERNALS],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "web/src/routeTree.gen.ts",
      "locales/**/*.ts",
      "e2e/screenshots/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaries,
);
