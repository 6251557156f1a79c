// Every meal rule the device and the server share (issue 11): amounts and units, rescaling, totals
// and their rounding, search, default titles.
export * from "./nutrients.ts";
export * from "./rescale.ts";
export * from "./search.ts";
export * from "./mealTime.ts";
export * from "./titles.ts";
export * from "./units.ts";
