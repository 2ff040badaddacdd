// One contract in full (GET /api/contracts/{id}): its approval, stage history, documents in versions, template and
// how many invoices name it. Also what every change answers with, read in its own transaction.
import type { Prisma } from "@tprm/db";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { notFound } from "../lib/errors.js";
import type { ContractDetail } from "../schemas/contracts.js";
import { CONTRACT_NOT_FOUND, DETAIL_INCLUDE, toDetailDto } from "./dto.js";

export async function readContract(db: Prisma.TransactionClient, id: string, today: string): Promise<ContractDetail> {
  const row = await db.contract.findUnique({ where: { id }, include: DETAIL_INCLUDE });
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return toDetailDto(row, today);
}

export async function getContract(ctx: Context, id: string): Promise<ContractDetail> {
  return readContract(ctx.db, id, todayIn(ctx.env.APP_TIME_ZONE));
}
