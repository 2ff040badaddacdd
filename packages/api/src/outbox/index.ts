export { type DrainOptions, type DrainResult, drainOutbox, outboxBackoffMs } from "./drain.js";
export { type OutboxEventInput, outboxEvent, outboxScope, writeOutboxEvents } from "./events.js";
export { nudgeOutbox } from "./nudge.js";
