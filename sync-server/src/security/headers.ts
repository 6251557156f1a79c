import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../http/context.ts";

/**
 * Security headers on every answer, app and API (issue 12, finding 10; docs/security.md):
 * - a Content-Security-Policy the built app passes: scripts only from the app's own origin, plus
 *   the page's own inline start-up script named by its hash (`scriptSources`, decision 117; no
 *   other inline script, no eval; WebAssembly may compile); styles from its origin plus inline styles (the toast library writes
 *   one <style> element); images also from data: (the two-factor QR code) and blob: (photo
 *   previews before upload); nothing may frame the app;
 * - X-Frame-Options DENY for browsers without frame-ancestors, nosniff, no Referer (reset and
 *   confirmation links carry their token in the path), camera for the app itself only;
 * - HSTS when PUBLIC_URL is https (a plain-http server must not ask browsers to insist on TLS).
 */
export function securityHeaders(
  publicUrl: string | undefined,
  scriptSources?: (c: Context) => string,
): MiddlewareHandler<AppEnv> {
  const https = publicUrl?.startsWith("https://") ?? false;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // WebAssembly compiles only under 'wasm-unsafe-eval' (the HEIC decoder, decision 070); it
      // allows no JavaScript eval, and the wasm itself still comes only from the app's origin.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(scriptSources ? [scriptSources] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "no-referrer",
    permissionsPolicy: {
      camera: ["self"],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
    strictTransportSecurity: https ? "max-age=31536000" : false,
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
  });
}
