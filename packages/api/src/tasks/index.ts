export * from "./task-service.js";
