import type { KnipConfig } from "knip";

// Unused files, dependencies and exports fail `npm run check`. Entry points are named here where no
// knip plugin finds them; exports used only inside their own file are not reported.
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // `strip` is the system's binutils tool; build-binary uses it when present.
  ignoreBinaries: ["strip"],
  // Stylesheets import Tailwind with `@import "tailwindcss"`: read those imports like a module's.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
  workspaces: {
    ".": {
      // Benchmarks are run by bench/run.ts by name; their helper scripts are spawned by path.
      entry: ["bench/*.bench.ts", "bench/entries/*.ts", "bench/lib/*.mjs", "bench/accuracy/*.ts"],
      project: ["*.{js,ts}", "bench/**/*.{ts,mjs}"],
    },
    web: {
      // The service worker (built by vite-plugin-pwa), the file routes (the router plugin generates
      // routeTree.gen.ts from them), and the data layer's and design system's public modules, whose
      // whole surface is the API screens use; the landing page as the build prerenders it.
      entry: [
        "src/sw.ts",
        "src/routes/**/*.tsx",
        "src/data/index.ts",
        "src/ui/index.ts",
        "build/*.ts",
        "src/features/landing/prerender.tsx",
        "src/features/dashboard/prerender.tsx",
      ],
      project: ["src/**/*.{ts,tsx,css}", "build/**/*.ts"],
    },
    "sync-server": {
      // Scripts are run by npm scripts and by hand; each migration is a module kysely runs whole;
      // singleBinary.ts is required by the shims build-binary writes into the bundle.
      entry: ["scripts/*.{ts,mjs}", "src/db/migrations/2*.ts", "src/sea/singleBinary.ts"],
      project: ["src/**/*.ts", "scripts/**/*.{ts,mjs}"],
      // The tests' S3-compatible server has no type declarations: testing/objectStore.ts loads it
      // with createRequire, which knip does not follow.
      ignoreDependencies: ["s3rver"],
    },
    shared: {
      // The package's exports (package.json), which the other workspaces import.
      entry: ["src/**/index.ts"],
      project: ["src/**/*.ts"],
    },
    e2e: {
      // Scripts are run by hand (decision 072).
      entry: ["journeys/**/*.e2e.ts", "scripts/*.ts"],
      project: ["**/*.{ts,mjs}"],
    },
  },
};

export default config;
