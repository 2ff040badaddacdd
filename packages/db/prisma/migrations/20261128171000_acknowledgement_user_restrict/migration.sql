-- DropForeignKey
ALTER TABLE "PolicyAcknowledgement" DROP CONSTRAINT "PolicyAcknowledgement_userId_fkey";

-- AddForeignKey
ALTER TABLE "PolicyAcknowledgement" ADD CONSTRAINT "PolicyAcknowledgement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
