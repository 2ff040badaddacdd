// PATCH /api/risk-assessments/bulk-update: status, lead assessor or next review date of up to 500 assessments, all
// or nothing. Moving to Completed submits each one by the same rules and with the same notifications as a single
// submission; a completed assessment is never moved back by bulk (each is reopened with its own reason). Any refusal
// changes nothing and names the assessments refused.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChanges } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { conflict, notFound } from "../lib/errors.js";
import type { bulkUpdateRiskAssessmentsInput } from "../schemas/risk-assessments.js";
import { assertPeople } from "./assessment-save.js";
import { completeLocked, submissionProblem } from "./assessment-submit.js";
import { describeChange } from "./assessment-write.js";
import { asDay, auditSnapshot, CHANGE_INCLUDE, type ChangeRow, RISK_ASSESSMENT_ENTITY } from "./dto.js";

/** Up to 500 assessments, each submission with six notifications: more than Prisma's default 5 s. */
const BULK_TX = { timeout: 120_000, maxWait: 10_000 } as const;

function references(rows: ChangeRow[]) {
  const refs = rows.map((r) => r.reference);
  return refs.length > 5 ? `${refs.slice(0, 5).join(", ")} and ${refs.length - 5} more` : refs.join(", ");
}

/** Why the patch cannot apply to these assessments, or null. */
function bulkProblem(rows: ChangeRow[], patch: z.infer<typeof bulkUpdateRiskAssessmentsInput>["patch"]): string | null {
  const { status } = patch;
  const locked = rows.filter((r) => r.status === "completed");
  // A completed assessment is locked: its lead assessor is part of the record, and its next review date may be moved
  // but never cleared (the vendor would drop out of reassessment).
  if (locked.length && patch.leadAssessorId !== undefined) {
    return `${references(locked)} ${locked.length === 1 ? "is" : "are"} completed: the lead assessor of a submitted assessment is not changed.`;
  }
  if (locked.length && patch.nextReviewDate === null) {
    return `${references(locked)} ${locked.length === 1 ? "is" : "are"} completed: a submitted assessment keeps a next review date (move it instead of clearing it).`;
  }
  if (status === "completed") {
    const refused = rows.filter((r) => r.status !== "completed" && submissionProblem(r));
    if (refused.length === 1) return `${refused[0]!.reference}: ${submissionProblem(refused[0]!)}.`;
    if (refused.length) return `Score every domain before submitting ${references(refused)}.`;
    return null;
  }
  if (!status) return null;
  const completed = rows.filter((r) => r.status === "completed");
  if (completed.length) {
    return `${references(completed)} ${completed.length === 1 ? "is" : "are"} completed: reopen each one by one with a reason.`;
  }
  const scored = rows.filter((r) => status === "draft" && r.domains.some((d) => d.score !== null));
  if (scored.length) {
    return `${references(scored)} ${scored.length === 1 ? "has" : "have"} scored domains: an assessment with data stays In Progress.`;
  }
  return null;
}

export async function bulkUpdateRiskAssessments(
  ctx: SignedInContext,
  input: z.infer<typeof bulkUpdateRiskAssessmentsInput>,
) {
  const actor = ctx.auth.user;
  const { ids, patch } = input;
  return ctx.db.$transaction(async (tx) => {
    // Locked in one order, vendors first as the latest-completed triggers take them, so two bulk changes (or a bulk
    // change and a submission) over the same vendors queue rather than deadlock.
    await tx.$queryRaw(
      Prisma.sql`SELECT 1 FROM "Vendor" WHERE "id" IN (SELECT "vendorId" FROM "RiskAssessment" WHERE "id" = ANY(${ids}::uuid[]))
        ORDER BY "id" FOR NO KEY UPDATE`,
    );
    await tx.$queryRaw(
      Prisma.sql`SELECT 1 FROM "RiskAssessment" WHERE "id" = ANY(${ids}::uuid[]) ORDER BY "id" FOR UPDATE`,
    );
    const before = await tx.riskAssessment.findMany({
      where: { id: { in: ids } },
      include: CHANGE_INCLUDE,
      orderBy: { reference: "asc" },
    });
    const gone = ids.length - before.length;
    if (gone) {
      throw notFound(`${gone} of the chosen assessments ${gone === 1 ? "does" : "do"} not exist; nothing was changed.`);
    }
    if (patch.leadAssessorId) await assertPeople(tx, { leadAssessorId: patch.leadAssessorId }, "patch.");
    const problem = bulkProblem(before, patch);
    if (problem) throw conflict(`${problem} Nothing was changed.`);

    const data: Prisma.RiskAssessmentUncheckedUpdateManyInput = { updatedById: actor.id };
    if (patch.leadAssessorId !== undefined) data.leadAssessorId = patch.leadAssessorId;
    if (patch.nextReviewDate !== undefined) {
      data.nextReviewDate = patch.nextReviewDate === null ? null : asDay(patch.nextReviewDate);
      data.reminderSentOn = null;
    }
    if (patch.status && patch.status !== "completed") data.status = patch.status;
    await tx.riskAssessment.updateMany({ where: { id: { in: ids } }, data });

    const note = ` (bulk update of ${before.length})`;
    const submitting = patch.status === "completed" ? before.filter((r) => r.status !== "completed") : [];
    const submitted = new Set(submitting.map((r) => r.id));
    const now = new Date();
    const changed = await tx.riskAssessment.findMany({ where: { id: { in: ids } }, include: CHANGE_INCLUDE });
    const byId = new Map(changed.map((r) => [r.id, r]));
    for (const row of submitting) await completeLocked(tx, ctx, byId.get(row.id)!, now, { note, before: row });

    await recordChanges(
      tx,
      ctx,
      before
        .filter((row) => !submitted.has(row.id))
        .map((row) => {
          const beforeSnapshot = auditSnapshot(row);
          const afterSnapshot = auditSnapshot(byId.get(row.id)!);
          return {
            action: "UPDATE" as const,
            entityType: RISK_ASSESSMENT_ENTITY,
            entityId: row.id,
            before: beforeSnapshot,
            after: afterSnapshot,
            description: `${describeChange("Updated", beforeSnapshot, afterSnapshot)}${note}`,
          };
        }),
    );
    return { updated: before.length };
  }, BULK_TX);
}
