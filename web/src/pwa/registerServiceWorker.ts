/** spec §1: a service worker is registered from /sw.js at load. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const register = (): void => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  // Boot is asynchronous (the catalog loads first), so the load event may already have passed.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
