-- Attribution: every "by whom" of the vendor register is a user recorded by the server (issue 8, point 5).
-- Nothing saved before is lost: VendorReview.reviewer and VendorOffboarding.requester keep the text that was
-- typed; new rows write the signed-in user's name there as a snapshot and link the account.

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "paidById" UUID;

-- AlterTable
ALTER TABLE "VendorReview" ADD COLUMN     "reviewerId" UUID;

-- CreateTable
CREATE TABLE "VendorReviewCoReviewer" (
    "reviewId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "VendorReviewCoReviewer_pkey" PRIMARY KEY ("reviewId","userId")
);

-- CreateIndex
CREATE INDEX "VendorReviewCoReviewer_userId_idx" ON "VendorReviewCoReviewer"("userId");

-- CreateIndex
CREATE INDEX "VendorReview_reviewerId_idx" ON "VendorReview"("reviewerId");

-- AddForeignKey
ALTER TABLE "VendorReview" ADD CONSTRAINT "VendorReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorReviewCoReviewer" ADD CONSTRAINT "VendorReviewCoReviewer_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "VendorReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorReviewCoReviewer" ADD CONSTRAINT "VendorReviewCoReviewer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_paidById_fkey" FOREIGN KEY ("paidById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill, from facts already recorded and nothing guessed:
-- a review whose typed reviewer is exactly the name of the account that saved it was that person's own review.
UPDATE "VendorReview" r
   SET "reviewerId" = r."createdById"
  FROM "User" u
 WHERE u."id" = r."createdById"
   AND r."reviewerId" IS NULL
   AND lower(btrim(r."reviewer")) = lower(btrim(u."firstName" || ' ' || u."lastName"));

-- A paid invoice was approved by whoever marked it paid (the latest such audit row), or, when it was recorded as
-- already paid, by whoever recorded it. Paid invoices with neither stay without an approver.
UPDATE "Invoice" i
   SET "paidById" = a."actorId"
  FROM (SELECT DISTINCT ON ("entityId") "entityId", "actorId"
          FROM "AuditLog"
         WHERE "entityType" = 'Invoice' AND "action" = 'UPDATE' AND "description" LIKE 'Marked invoice % paid%'
           AND "actorId" IS NOT NULL
         ORDER BY "entityId", "createdAt" DESC, "id" DESC) a
 WHERE i."status" = 'paid' AND i."paidById" IS NULL AND a."entityId" = i."id"::text;

UPDATE "Invoice" i
   SET "paidById" = a."actorId"
  FROM "AuditLog" a
 WHERE i."status" = 'paid' AND i."paidById" IS NULL
   AND a."entityType" = 'Invoice' AND a."action" = 'CREATE' AND a."entityId" = i."id"::text
   AND a."actorId" IS NOT NULL AND a."after"->>'status' = 'paid';
