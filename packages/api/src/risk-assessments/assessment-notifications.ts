// Spec 000 §7, "Notifications on assessment submit": six stakeholder notifications, one per group with the spec's
// priority (SUBMIT_NOTIFICATIONS), each a notify() call in the submission's transaction, so they exist only if the
// submission commits. English, the API's language (docs/NOTIFICATIONS.md).
import type { Prisma, RiskLevel } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, STAKEHOLDER_LABELS } from "../schemas/notifications.js";
import { RISK_ASSESSMENT_ENTITY, riskAssessmentLink } from "./dto.js";
import { ASSESSMENT_TYPE_LABELS, type AssessmentTypeValue, SUBMIT_NOTIFICATIONS } from "./rules.js";

export interface SubmittedAssessment {
  id: string;
  reference: string;
  type: AssessmentTypeValue;
  vendorName: string;
  overallScore: number;
  overallRisk: RiskLevel;
  nextReviewDate: string;
  submittedAt: Date;
  submitter: string;
}

/** The six notifications of a submission; eventKey names the submission, so a repeat adds nothing. */
export async function notifyAssessmentSubmitted(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  assessment: SubmittedAssessment,
) {
  const risk = RISK_LEVEL_LABELS[assessment.overallRisk];
  const title = clip(
    `${assessment.vendorName}: risk assessment ${assessment.reference} — ${risk} risk`,
    NOTIFICATION_TITLE_MAX,
  );
  const results = [];
  for (const { stakeholder, priority } of SUBMIT_NOTIFICATIONS) {
    const message = clip(
      `${assessment.submitter} submitted the ${ASSESSMENT_TYPE_LABELS[assessment.type]} risk assessment ` +
        `${assessment.reference} of ${assessment.vendorName}: weighted score ${assessment.overallScore.toFixed(2)} ` +
        `of 10, ${risk} risk. Next review by ${assessment.nextReviewDate}. ` +
        `Sent to the ${STAKEHOLDER_LABELS[stakeholder]} stakeholders.`,
      NOTIFICATION_MESSAGE_MAX,
    );
    results.push(
      await notify(tx, ctx, {
        eventKey: `assessment.submitted:${assessment.id}:${assessment.submittedAt.getTime()}:${stakeholder}`,
        eventType: "assessment.submitted",
        type: "assessment",
        priority,
        title,
        message,
        entity: { type: RISK_ASSESSMENT_ENTITY, id: assessment.id, name: assessment.reference },
        link: riskAssessmentLink(assessment.id),
        audience: { stakeholders: [stakeholder] },
        skipActor: true,
      }),
    );
  }
  return results;
}
