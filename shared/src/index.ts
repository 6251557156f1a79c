export * from "./constants.ts";
export * from "./locale.ts";
export * from "./dates.ts";
export * from "./nutrition/index.ts";
export * from "./validation/index.ts";
export * from "./api/index.ts";
