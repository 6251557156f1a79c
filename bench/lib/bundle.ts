// Bundles a bench-only entry that imports the real web data layer, for Node (the sync bench) or for
// the page (the client bench). The web code uses Lingui macros, which only a compiler can run, so
// files that import a macro go through the same Babel plugin the Vite build uses first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformAsync } from "@babel/core";
import { build, type Plugin } from "esbuild";
import { repoRoot } from "./servers.ts";

const linguiMacro: Plugin = {
  name: "lingui-macro",
  setup(context) {
    context.onLoad({ filter: /[\\/]web[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!source.includes("@lingui/core/macro") && !source.includes("@lingui/react/macro")) return undefined;
      const result = await transformAsync(source, {
        filename: args.path,
        cwd: repoRoot,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      if (!result?.code) throw new Error(`Lingui macro transform gave nothing for ${args.path}`);
      return { contents: result.code, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/** One ES module holding `entry` and everything it imports, as text. */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // BENCH_NO_MINIFY=1 keeps the names readable in a CPU profile of the page.
    minify: process.env.BENCH_NO_MINIFY === undefined,
    define: { "import.meta.env.DEV": "false", "process.env.NODE_ENV": '"production"' },
    plugins: [linguiMacro],
    logLevel: "error",
  });
  return result.outputFiles[0]!.text;
}

/** `entry` bundled for Node into a temporary .mjs file; import it with its file URL. */
export async function bundleForNode(entry: string): Promise<string> {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-bench-bundle-")), "entry.mjs");
  await build({
    entryPoints: [entry],
    bundle: true,
    outfile,
    format: "esm",
    platform: "node",
    target: "node20",
    // CommonJS packages inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    define: { "import.meta.env.DEV": "false" },
    plugins: [linguiMacro],
    logLevel: "error",
  });
  return outfile;
}
