import { describe, expect, it } from "vitest";
import { startModulesOf } from "./routePreloads.ts";

const chunk = (
  fileName: string,
  imports: string[] = [],
  more: Partial<Parameters<typeof startModulesOf>[0][0]> = {},
) => ({
  type: "chunk" as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports,
  dynamicImports: [],
  ...more,
});

describe("startModulesOf (decision 176)", () => {
  const chunks = [
    chunk("assets/index.js", ["assets/helper.js"], {
      isEntry: true,
      dynamicImports: ["assets/react.js", "assets/router.js", "assets/app.js"],
    }),
    chunk("assets/helper.js"),
    chunk("assets/runtime.js"),
    chunk("assets/react.js", ["assets/runtime.js"]),
    chunk("assets/router.js", ["assets/runtime.js", "assets/react.js"]),
    chunk("assets/app.js", ["assets/runtime.js", "assets/react.js", "assets/router.js"]),
    chunk("assets/dashboard.js", ["assets/app.js", "assets/dexie.js"], {
      moduleIds: ["/web/src/routes/_private/dashboard.tsx?tsr-split=component", "/web/src/data/boot.ts"],
    }),
    chunk("assets/private.js", ["assets/app.js", "assets/dashboard.js"], {
      moduleIds: ["/web/src/routes/_private.tsx?tsr-split=component"],
    }),
    chunk("assets/dexie.js", ["assets/runtime.js"]),
    chunk("assets/contracts.js", [], { moduleIds: ["/shared/src/api/index.ts"] }),
    chunk("assets/landing.js", ["assets/app.js"], {
      moduleIds: [
        "/web/src/routes/_public.tsx?tsr-split=component",
        "/web/src/routes/_public/index.tsx?tsr-split=component",
        "/web/src/routes/_public/register.tsx?tsr-split=component",
        "/web/src/features/auth/accountPages.tsx",
        "/web/src/routes/_private/meals/index.tsx?tsr-split=component",
      ],
    }),
    chunk("assets/messages.en.js", [], { facadeModuleId: "/locales/en_US/messages.po" }),
    chunk("assets/messages.es.js", [], { facadeModuleId: "/locales/es_CL/messages.po" }),
  ];

  it("lists the stages the entry imports and what they import, not the entry's own imports", () => {
    const { start } = startModulesOf(chunks);
    expect(new Set(start)).toEqual(
      new Set(["/assets/react.js", "/assets/runtime.js", "/assets/router.js", "/assets/app.js"]),
    );
  });

  it("lists each landing page's other files without the start's", () => {
    const { pages } = startModulesOf(chunks);
    expect(new Set(pages["/dashboard"])).toEqual(
      new Set(["/assets/private.js", "/assets/dashboard.js", "/assets/dexie.js", "/assets/contracts.js"]),
    );
    expect(pages["/"]).toEqual(["/assets/landing.js"]);
  });
});
