// Server and worker entry of what every export and import shares (the web uses ./public.ts only).
export { failTransferTask, notifyTransferFinished } from "./notifications.js";
export * from "./public.js";
