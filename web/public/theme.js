// Applies the stored theme before the first paint so the wrong theme never flashes (spec §4).
// A file, not an inline script: the Content-Security-Policy allows scripts from the app only.
(function () {
  try {
    var theme = localStorage.getItem("theme") || "system";
    var dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // No storage (private mode): the page keeps the light theme until the app starts.
  }
})();
