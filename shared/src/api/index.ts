export * from "./common.ts";
export * from "./user.ts";
export * from "./onboarding.ts";
export * from "./goals.ts";
export * from "./meals.ts";
export * from "./live.ts";
export * from "./foods.ts";
export * from "./weights.ts";
