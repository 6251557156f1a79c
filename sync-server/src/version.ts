/** The server's version; the build replaces `__APP_VERSION__`, development reads package.json. */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.1.0-dev";
