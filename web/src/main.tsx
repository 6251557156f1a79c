import "./styles.css";

/** Resolves in a task of its own, after the browser has had a turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Files asked for in one task: asking for a file is a few milliseconds of a phone's main thread. */
const FILES_PER_TASK = 2;

/** Asks for a module without running it; resolves once it has arrived, or failed to. */
function preload(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.appendChild(link);
  });
}

/**
 * Asks for the modules of the start and of this page (the build lists them in the page,
 * web/build/routePreloads.ts), a few per task, the start's first; resolves when the start's have
 * arrived, loaded or not (a module that failed is asked for again by the import that needs it).
 * Nothing is evaluated here. Files the page already asked for (index.html's start-up script) are
 * not asked for twice, and the router finds this page's asked for when it loads the page.
 */
async function preloadStart(): Promise<void> {
  const data = document.getElementById("start-modules");
  if (!data?.textContent) return;
  const { start, pages } = JSON.parse(data.textContent) as {
    start: string[];
    pages: Record<string, string[]>;
  };
  const path = location.pathname.replace(/\/+$/, "") || "/";
  const asked = new Set([...document.querySelectorAll("link")].map((link) => link.href));
  const files = [...start, ...(pages[path] ?? [])].filter(
    (file) => !asked.has(new URL(file, location.href).href),
  );
  const started: Promise<void>[] = [];
  for (let index = 0; index < files.length; index += FILES_PER_TASK) {
    if (index > 0) await nextTask();
    for (const file of files.slice(index, index + FILES_PER_TASK)) started.push(preload(file));
  }
  const startFiles = new Set(start);
  await Promise.all(started.filter((_, index) => startFiles.has(files[index]!)));
}

/**
 * The app starts in stages, each a chunk evaluated in a task of its own once all have downloaded
 * (docs/decisions/176): React and its DOM renderer, the router, then the app's own modules, and
 * the start itself (the theme, the router's first load, the catalog) in a task after those.
 * Evaluated as one, they were the longest task of a phone's first load.
 */
async function boot(): Promise<void> {
  await preloadStart();
  await import("./start/react.ts");
  await nextTask();
  await import("./start/router.ts");
  await nextTask();
  const { startApp } = await import("./start/app.tsx");
  await nextTask();
  await startApp();
}

void boot();
