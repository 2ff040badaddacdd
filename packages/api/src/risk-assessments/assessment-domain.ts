// One domain's section (PUT /api/risk-assessments/{id}/domains/{domain}). IT Security ("create
// security-assessments", spec 000 §6) fills the IT & business continuity domain only; whoever may edit risk
// assessments fills any (docs/DECISIONS.md). The derived fields follow, as on every save.
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { conflict, forbidden } from "../lib/errors.js";
import { allows, RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";
import type { updateAssessmentDomainInput } from "../schemas/risk-assessments.js";
import { readRiskAssessment } from "./assessment-read.js";
import {
  derivedFields,
  lockForChange,
  realChanges,
  type SectionChange,
  scoresAfter,
  writeSections,
} from "./assessment-save.js";
import { COMPLETED_LOCKED, SAVE_TX } from "./assessment-write.js";
import { auditSnapshot, RISK_ASSESSMENT_ENTITY } from "./dto.js";
import { type AssessmentDomainKey, DOMAIN_LABELS, isEditable } from "./rules.js";

/** The domain IT Security may fill without the right to edit risk assessments. */
export const SECURITY_DOMAIN: AssessmentDomainKey = "itBusinessContinuity";

export async function updateAssessmentDomain(ctx: SignedInContext, input: z.infer<typeof updateAssessmentDomainInput>) {
  const actor = ctx.auth.user;
  if (input.domain !== SECURITY_DOMAIN && !allows(actor.role, RISK_ASSESSMENT_ACCESS.edit)) {
    throw forbidden(`Your role may fill only the ${DOMAIN_LABELS[SECURITY_DOMAIN]} domain.`);
  }
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const change: SectionChange = {};
  if (input.score !== undefined) change.score = input.score;
  if (input.notes !== undefined) change.notes = input.notes;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockForChange(tx, input.id);
    if (!isEditable(before.status)) throw conflict(COMPLETED_LOCKED);
    const changes = realChanges(before.domains, new Map([[input.domain, change]]));
    // Nothing to change (the same score and notes again): no write, no audit row.
    if (!changes.size) return readRiskAssessment(tx, input.id, today);
    await tx.riskAssessment.update({
      where: { id: input.id },
      data: { ...derivedFields(scoresAfter(before.domains, changes), before.status), updatedById: actor.id },
    });
    await writeSections(tx, input.id, changes, actor.id);
    const after = await lockForChange(tx, input.id);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: input.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      description: `Updated the ${DOMAIN_LABELS[input.domain]} domain of risk assessment ${before.reference}`,
    });
    return readRiskAssessment(tx, input.id, today);
  }, SAVE_TX);
}
