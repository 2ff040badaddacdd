// One assessment in full (GET /api/risk-assessments/{id}): every domain with its evidence, the team, the vendor's
// current rating and its other assessments. Also what every change answers with, read in its own transaction.
import type { Prisma } from "@tprm/db";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { notFound } from "../lib/errors.js";
import { DETAIL_INCLUDE, type HistoryItem, scoreNumber, toDetailDto } from "./dto.js";

type Db = Prisma.TransactionClient;

/** How many of the vendor's other assessments the detail lists, newest first. */
export const HISTORY_LIMIT = 20;

export const ASSESSMENT_NOT_FOUND = "Risk assessment not found.";

export async function readRiskAssessment(db: Db, id: string, today: string) {
  const row = await db.riskAssessment.findUnique({ where: { id }, include: DETAIL_INCLUDE });
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const others = await db.riskAssessment.findMany({
    where: { vendorId: row.vendorId, id: { not: row.id } },
    orderBy: [{ assessmentDate: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
    select: {
      id: true,
      reference: true,
      type: true,
      status: true,
      assessmentDate: true,
      overallScore: true,
      overallRisk: true,
    },
  });
  const history: HistoryItem[] = others.map((o) => ({
    ...o,
    assessmentDate: o.assessmentDate.toISOString().slice(0, 10),
    overallScore: scoreNumber(o.overallScore),
  }));
  return toDetailDto(row, { today, latestCompleted: row.latestCompleted, history });
}

export function getRiskAssessment(ctx: Context, id: string) {
  return readRiskAssessment(ctx.db, id, todayIn(ctx.env.APP_TIME_ZONE));
}
