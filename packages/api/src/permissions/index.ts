export * from "./access.js";
export * from "./check.js";
export * from "./navigation.js";
export * from "./roles.js";
export * from "./table.js";
