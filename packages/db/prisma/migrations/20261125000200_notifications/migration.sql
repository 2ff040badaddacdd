-- Notifications (one row per recipient, unique per event), stakeholder group members added by an Admin, and when
-- each user last received a digest.
-- CreateTable
CREATE TABLE "Notification" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "eventKey" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "priority" TEXT NOT NULL DEFAULT 'medium',
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "entityType" TEXT,
    "entityId" TEXT,
    "entityName" TEXT,
    "link" TEXT,
    "inApp" BOOLEAN NOT NULL DEFAULT true,
    "readAt" TIMESTAMP(3),
    "emailedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StakeholderMember" (
    "id" UUID NOT NULL,
    "stakeholderType" TEXT NOT NULL,
    "userId" UUID,
    "email" TEXT,
    "name" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" UUID,

    CONSTRAINT "StakeholderMember_pkey" PRIMARY KEY ("id"),
    -- A member is a user of the platform or a shared mailbox, never both and never neither.
    CONSTRAINT "StakeholderMember_user_or_mailbox" CHECK (("userId" IS NULL) <> ("email" IS NULL))
);

-- CreateTable
CREATE TABLE "NotificationDigest" (
    "userId" UUID NOT NULL,
    "lastSentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationDigest_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Notification_userId_inApp_readAt_idx" ON "Notification"("userId", "inApp", "readAt");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_emailedAt_createdAt_idx" ON "Notification"("userId", "emailedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_eventKey_key" ON "Notification"("userId", "eventKey");

-- CreateIndex
CREATE INDEX "StakeholderMember_stakeholderType_idx" ON "StakeholderMember"("stakeholderType");

-- CreateIndex
CREATE UNIQUE INDEX "StakeholderMember_stakeholderType_userId_key" ON "StakeholderMember"("stakeholderType", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "StakeholderMember_stakeholderType_email_key" ON "StakeholderMember"("stakeholderType", "email");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StakeholderMember" ADD CONSTRAINT "StakeholderMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StakeholderMember" ADD CONSTRAINT "StakeholderMember_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationDigest" ADD CONSTRAINT "NotificationDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
