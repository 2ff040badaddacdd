export { type DatabaseStats, databaseStatsOutput } from "./shape.js";
