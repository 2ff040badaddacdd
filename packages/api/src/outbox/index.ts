export { type DrainOptions, type DrainResult, drainOutbox, OUTBOX_MAX_ATTEMPTS, outboxBackoffMs } from "./drain.js";
export { type OutboxEventInput, outboxEvent, outboxScope, writeOutboxEvents } from "./events.js";
export { nudgeOutbox, OUTBOX_NUDGE_ID } from "./nudge.js";
