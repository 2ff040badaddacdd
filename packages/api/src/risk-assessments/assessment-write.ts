// Changes to one assessment: create (numbered RA-<year>-<NNNN>), update and delete (drafts only). Each runs in one
// transaction with its audit row; the derived fields come from rules.ts, never from the input.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { conflict } from "../lib/errors.js";
import type { createRiskAssessmentInput, updateRiskAssessmentInput } from "../schemas/risk-assessments.js";
import { readRiskAssessment } from "./assessment-read.js";
import {
  assertPeople,
  assertVendorChoice,
  derivedFields,
  lockForChange,
  realChanges,
  scoresAfter,
  sectionChanges,
  writeSections,
} from "./assessment-save.js";
import { asDay, auditSnapshot, RISK_ASSESSMENT_ENTITY } from "./dto.js";
import { nextAssessmentReference } from "./references.js";
import { isDeletable, isEditable } from "./rules.js";

export const COMPLETED_LOCKED = "This assessment is completed; a Risk Manager must reopen it before it can be changed";

/** Moves a transaction that writes many sections past Prisma's 5 s default on a busy database. */
export const SAVE_TX = { timeout: 20_000, maxWait: 10_000 } as const;

export async function createRiskAssessment(ctx: SignedInContext, input: z.infer<typeof createRiskAssessmentInput>) {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const changes = sectionChanges(input);
  return ctx.db.$transaction(async (tx) => {
    const vendor = await assertVendorChoice(tx, input.vendorId);
    await assertPeople(tx, { leadAssessorId: input.leadAssessorId, teamIds: input.teamIds });
    const reference = await nextAssessmentReference(tx, Number(today.slice(0, 4)));
    const created = await tx.riskAssessment.create({
      data: {
        reference,
        vendorId: vendor.id,
        leadAssessorId: input.leadAssessorId,
        type: input.type ?? "comprehensive",
        assessmentDate: asDay(input.assessmentDate ?? today),
        nextReviewDate: input.nextReviewDate ? asDay(input.nextReviewDate) : null,
        serviceCategory: input.serviceCategory ?? null,
        recommendations: input.recommendations ?? null,
        comments: input.comments ?? null,
        mitigationPlan: input.mitigationPlan ?? null,
        ...derivedFields(scoresAfter([], changes), "draft"),
        createdById: actor.id,
        updatedById: actor.id,
        team: { create: (input.teamIds ?? []).map((userId, position) => ({ userId, position })) },
      },
    });
    await writeSections(tx, created.id, changes, actor.id);
    const after = await lockForChange(tx, created.id);
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: created.id,
      after: auditSnapshot(after),
      description: `Created risk assessment ${reference} of ${vendor.name}`,
    });
    return readRiskAssessment(tx, created.id, today);
  }, SAVE_TX);
}

const FIELD_LABELS: Record<string, string> = {
  vendorId: "vendor",
  leadAssessorId: "lead assessor",
  teamIds: "team",
  type: "type",
  assessmentDate: "assessment date",
  nextReviewDate: "next review date",
  serviceCategory: "service category",
  recommendations: "recommendations",
  comments: "comments",
  mitigationPlan: "mitigation plan",
  status: "status",
  domains: "domains",
};

/** "Updated RA-2026-0001 of Acme: team, domains" from the audit snapshots. */
export function describeChange(verb: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(FIELD_LABELS).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const what = changed.length ? `: ${changed.map((k) => FIELD_LABELS[k]).join(", ")}` : " without changes";
  return `${verb} risk assessment ${String(after.reference)}${what}`;
}

export async function updateRiskAssessment(ctx: SignedInContext, input: z.infer<typeof updateRiskAssessmentInput>) {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const sent = sectionChanges(input);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockForChange(tx, input.id);
    if (!isEditable(before.status)) throw conflict(COMPLETED_LOCKED);
    const changes = realChanges(before.domains, sent);
    if (input.vendorId !== undefined && input.vendorId !== before.vendorId)
      await assertVendorChoice(tx, input.vendorId);
    // Only people new to the assessment must be active: a form sends its whole team back, and someone who has left
    // since stays on the record of the work they did.
    const onTeam = new Set(before.team.map((m) => m.userId));
    await assertPeople(tx, {
      ...(input.leadAssessorId !== undefined && input.leadAssessorId !== before.leadAssessorId
        ? { leadAssessorId: input.leadAssessorId }
        : {}),
      teamIds: input.teamIds?.filter((id) => !onTeam.has(id)),
    });
    const data: Prisma.RiskAssessmentUncheckedUpdateInput = {
      ...derivedFields(scoresAfter(before.domains, changes), before.status),
      updatedById: actor.id,
    };
    if (input.vendorId !== undefined) data.vendorId = input.vendorId;
    if (input.leadAssessorId !== undefined) data.leadAssessorId = input.leadAssessorId;
    if (input.type !== undefined) data.type = input.type;
    if (input.assessmentDate !== undefined) data.assessmentDate = asDay(input.assessmentDate);
    if (input.nextReviewDate !== undefined) {
      data.nextReviewDate = input.nextReviewDate === null ? null : asDay(input.nextReviewDate);
    }
    for (const key of ["serviceCategory", "recommendations", "comments", "mitigationPlan"] as const) {
      if (input[key] !== undefined) data[key] = input[key];
    }
    await tx.riskAssessment.update({ where: { id: input.id }, data });
    await writeSections(tx, input.id, changes, actor.id);
    if (input.teamIds !== undefined) {
      await tx.riskAssessmentTeamMember.deleteMany({ where: { assessmentId: input.id } });
      await tx.riskAssessmentTeamMember.createMany({
        data: input.teamIds.map((userId, position) => ({ assessmentId: input.id, userId, position })),
      });
    }
    const after = await lockForChange(tx, input.id);
    const beforeSnapshot = auditSnapshot(before);
    const afterSnapshot = auditSnapshot(after);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: input.id,
      before: beforeSnapshot,
      after: afterSnapshot,
      description: describeChange("Updated", beforeSnapshot, afterSnapshot),
    });
    return readRiskAssessment(tx, input.id, today);
  }, SAVE_TX);
}

export async function deleteRiskAssessment(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockForChange(tx, id);
    if (!isDeletable(before.status)) {
      throw conflict(
        `${before.reference} is ${before.status === "completed" ? "completed" : "in progress"}: only drafts are deleted.`,
      );
    }
    // The assessment an outsourcing arrangement's risk review waits for (or was set on) stays with it.
    const workflow = await tx.workflow.findFirst({ where: { riskAssessmentId: id }, select: { reference: true } });
    if (workflow) {
      throw conflict(
        `${before.reference} is linked to outsourcing arrangement ${workflow.reference}: it is kept for that arrangement's risk review.`,
      );
    }
    // Evidence rows go with the assessment (cascade); the files they held go with them.
    // The audit row names each file removed for good (name, size, SHA-256, who added it and when).
    const files = await tx.riskAssessmentEvidence.findMany({
      where: { assessmentId: id },
      select: {
        domain: true,
        fileId: true,
        uploadedById: true,
        createdAt: true,
        file: { select: { filename: true, size: true, sha256: true, contentType: true } },
      },
    });
    await tx.riskAssessment.delete({ where: { id } });
    if (files.length) await tx.storedFile.deleteMany({ where: { id: { in: files.map((f) => f.fileId) } } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: id,
      before: {
        ...auditSnapshot(before),
        evidence: files.map((f) => ({
          ...f.file,
          domain: f.domain,
          fileId: f.fileId,
          uploadedById: f.uploadedById,
          uploadedAt: f.createdAt,
        })),
      },
      description: `Deleted draft risk assessment ${before.reference}${files.length ? ` and its ${files.length} evidence file${files.length === 1 ? "" : "s"}` : ""}`,
    });
    return { id, deleted: true };
  });
}
