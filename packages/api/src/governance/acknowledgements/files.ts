// A person asked to acknowledge a policy version may download its document and charter, whether or not they may view
// the governance centre (a Risk Manager asked to acknowledge a policy): exactly the files of the versions they were
// asked for. GET /api/files/{id}/download asks this after the purpose's readers (tasks/task-service.ts).
import type { Prisma } from "@tprm/db";

type Reader = Pick<Prisma.TransactionClient, "policyAcknowledgement">;

/** True when `userId` was asked to acknowledge a policy version whose document or charter is file `fileId`. */
export async function isAskedToReadFile(db: Reader, userId: string, fileId: string): Promise<boolean> {
  const found = await db.policyAcknowledgement.findFirst({
    where: { userId, version: { OR: [{ fileId }, { charterFileId: fileId }] } },
    select: { id: true },
  });
  return found !== null;
}
