export * from "./messageKeys.ts";
export * from "./fieldErrors.ts";
export * from "./photos.ts";
