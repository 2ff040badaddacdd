// The Committee Approval Deck (GET /api/workflows/{id}/with-risk-assessment; 001 §2.4): the arrangement with its
// linked risk assessment and the vendor's contact. Without an assessment it says so (001 §8); an assessment not yet
// rated reads 'na'. Open to those who may view workflows and to the members of its committee (committee-members.ts).
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { isoDate } from "../lib/dates.js";
import type { withRiskAssessmentOutput } from "../schemas/workflows.js";
import { assertMayReadDeck } from "./committee-members.js";
import { M } from "./messages.js";
import { readWorkflow } from "./workflow-read.js";

export async function withRiskAssessment(
  ctx: SignedInContext,
  id: string,
): Promise<z.output<typeof withRiskAssessmentOutput>> {
  await assertMayReadDeck(ctx, id);
  const workflow = await readWorkflow(ctx.db, ctx, id);
  const ra = workflow.riskAssessment
    ? await ctx.db.riskAssessment.findUnique({
        where: { id: workflow.riskAssessment.id },
        select: {
          id: true,
          reference: true,
          overallRisk: true,
          type: true,
          assessmentDate: true,
          status: true,
          vendor: { select: { name: true, country: true, contactPerson: true, email: true } },
        },
      })
    : null;
  if (!ra) return { workflow, riskAssessment: null, message: M.noRiskAssessment };
  return {
    workflow,
    riskAssessment: {
      id: ra.id,
      reference: ra.reference,
      overallRisk: ra.overallRisk ?? "na",
      assessmentType: ra.type,
      date: isoDate(ra.assessmentDate),
      status: ra.status,
      vendor: ra.vendor,
    },
    message: null,
  };
}
