export * from "./bmi.ts";
export * from "./energy.ts";
export * from "./goals.ts";
export * from "./macros.ts";
export * from "./progress.ts";
export * from "./weight.ts";
