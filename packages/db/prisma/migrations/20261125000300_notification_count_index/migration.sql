-- The bell's count reads priority and creation time too: with them in the index, a user with thousands of
-- notifications is counted from the index alone (docs/benchmarks.md, "Notifications": 37 ms → 1–2.5 ms).
DROP INDEX "Notification_userId_inApp_readAt_idx";

CREATE INDEX "Notification_userId_inApp_readAt_priority_createdAt_idx" ON "Notification"("userId", "inApp", "readAt", "priority", "createdAt");
