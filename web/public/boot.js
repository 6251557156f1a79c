// Runs before the app's modules, as a file: the Content-Security-Policy allows no inline script.
(function () {
  // Schema validation (zod) must neither compile parsers with new Function nor probe whether it
  // may: under the CSP the probe alone reports a violation. This is zod's own switch, read when
  // it loads, which is before any module of the app runs its code.
  var zodConfig = (globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {});
  zodConfig.jitless = true;

  // Apply the stored theme before the first paint so the wrong theme never flashes (spec §4).
  try {
    var theme = localStorage.getItem("theme") || "system";
    var dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // No storage (private mode): the page keeps the light theme until the app starts.
  }
})();
