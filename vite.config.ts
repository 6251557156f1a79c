/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { stylesheetAfterFrame } from "./web/build/firstPaint.ts";
import { precompress } from "./web/build/precompress.ts";
import { pageChunkGroups } from "./web/build/chunkGroups.ts";
import { LANDING_PAGES, routePreloads } from "./web/build/routePreloads.ts";

const webRoot = fileURLToPath(new URL("./web", import.meta.url));
const apiContracts = /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]src[\\/]api[\\/]/;

// The web app's build (root: web/), its service worker, and the vitest projects of every package.
export default defineConfig({
  root: webRoot,
  publicDir: "public",
  build: {
    outDir: fileURLToPath(new URL("./web/dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The design system's modules only declare components: a page that takes a button from the
      // ui/index.ts barrel does not also load the select, dialog and tabs (Radix, floating-ui)
      // that other screens use (docs/decisions/080).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]web[\\/]src[\\/]ui[\\/][^\\/]+\.tsx?$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // zod and the API contracts in a chunk of their own, loaded on first use
          // (web/src/data/contracts.ts), so that nothing the app needs at once is shared with it.
          // Their dependencies stay where the rest of the app puts them (shared/src/constants.ts).
          includeDependenciesRecursively: false,
          groups: [
            { name: "api-contracts", test: apiContracts },
            // What the start of the app, the landing page and the dashboard need at once, in one
            // chunk per set of those pages (docs/decisions/147).
            {
              name: pageChunkGroups(
                {
                  landing: LANDING_PAGES["/"]!,
                  signin: LANDING_PAGES["/login"]!,
                  register: LANDING_PAGES["/register"]!,
                  dashboard: LANDING_PAGES["/dashboard"]!,
                },
                {
                  excluded: (id) => apiContracts.test(id) || /\.(?:css|po)(?:\?|$)/.test(id),
                  barrel: /\/web\/src\/ui\/index\.ts$/,
                },
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: "http://localhost:8787", changeOrigin: false } },
  },
  plugins: [
    // The router plugin must come before react() (STACK-NOTES).
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: `${webRoot}/src/routes`,
      generatedRouteTree: `${webRoot}/src/routeTree.gen.ts`,
    }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script (the browser registers /sw.js as one): the data layer's lazy imports are
        // inlined, and no module-only syntax (import.meta) reaches it.
        rollupFormat: "iife",
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2,wasm}"],
        // The install sheet's screenshots are fetched by the browser when installing, not offline.
        globIgnores: ["screenshots/**"],
        // The food engine's USDA index (issue 13) is a lazy chunk of about 1.5 MB (0.3 MB gzip),
        // precached so describing a meal and adding food work offline.
        // The HEIC decoder (libheif, 1.4 MB of wasm, decision 070) is precached too: a HEIC photo
        // chosen offline converts like one chosen online.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    stylesheetAfterFrame(),
    // The modules each landing page needs, for index.html's start-up script to preload.
    routePreloads(),
    // Brotli and gzip copies of every text file, after the service worker is written.
    precompress(),
  ],
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    // A test file per core: vitest's default of one fewer leaves one of two cores idle, and these
    // tests wait on SQLite, PostgreSQL, sockets and child processes as much as they compute
    // (docs/decisions/149).
    maxWorkers: "100%",
    projects: [
      {
        test: { name: "shared", root: "shared", environment: "node", include: ["src/**/*.test.ts"] },
      },
      {
        // The repository's own tooling: the lint rules' import boundaries.
        test: {
          name: "tooling",
          environment: "node",
          include: ["eslint.config.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "sync-server",
          root: "sync-server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          testTimeout: 20_000,
          // The S3 client tells operators on Node 20 that its 2027 releases need Node 22; a server
          // keeps the notice, the test output (which runs on Node 20 on purpose) does not.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          root: "web",
          environment: "node",
          include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
          setupFiles: ["fake-indexeddb/auto"],
          // The data layer's tests drive a real server on SQLite; the first of a file also loads
          // them, past vitest's 5 s on a loaded 2-core machine (as the server's tests allow 20 s).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
