// POST /api/workflows/new-outsourcing (001 §7; issue 16; docs/WORKFLOWS.md): the wizard's submission, all or
// nothing in one transaction — the vendor (chosen, found or created), the workflow with its answers and figures
// (rules.ts, never the client's), its draft risk assessment, the history, the audit rows, the committee's one
// critical notice, and the draft removed.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { nextReferenceNumber } from "../lib/references.js";
import { lockForChange } from "../risk-assessments/assessment-save.js";
import { asDay, auditSnapshot, RISK_ASSESSMENT_ENTITY } from "../risk-assessments/dto.js";
import { nextAssessmentReference } from "../risk-assessments/references.js";
import type { newOutsourcingInput, newOutsourcingOutput } from "../schemas/workflows.js";
import { DRAFT_ENTITY, DRAFT_NOT_FOUND } from "./drafts/drafts.js";
import { defaultTargetDate, type OutsourcingStep, workflowPriority } from "./rules.js";
import {
  assessmentFigures,
  notifyCommittee,
  providerName,
  resolveCommittee,
  resolveVendor,
  WORKFLOW_ENTITY,
} from "./submit-parts.js";

type Output = z.infer<typeof newOutsourcingOutput>;

export const SUBMIT_ERRORS = {
  400: "The vendor or committee named does not exist, the vendor is offboarded or the committee inactive (`issues` names the field).",
  404: DRAFT_NOT_FOUND,
} as const;

/** The wizard moves the arrangement through initiation and the materiality assessment by itself. */
const AUTOMATIC_STEPS: readonly OutsourcingStep[] = ["initiation", "materiality_assessment"];
export const SUBMITTED_STEP: OutsourcingStep = "risk_assessment_in_progress";

/** A readable reference: WF-2026-0042 (at least four digits). */
export const workflowReference = (year: number, sequence: number) => `WF-${year}-${String(sequence).padStart(4, "0")}`;

/** Gives Prisma's 5 s default room on a busy database: the submission writes a dozen rows. */
const SUBMIT_TX = { timeout: 20_000, maxWait: 10_000 } as const;

export async function submitNewOutsourcing(
  ctx: SignedInContext,
  input: z.output<typeof newOutsourcingInput>,
): Promise<Output> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const figures = assessmentFigures(input.outsourcingAssessment, input.materialityAssessment);
  return ctx.db.$transaction(async (tx) => {
    // Locked: a second submission of the same draft (a double click) waits, then finds it gone (404).
    const [draft] = input.draftId
      ? await tx.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "WorkflowDraft" WHERE "id" = ${input.draftId}::uuid AND "userId" = ${actor.id}::uuid
          FOR UPDATE`
      : [];
    if (input.draftId && !draft) throw notFound(DRAFT_NOT_FOUND);
    const vendor = await resolveVendor(tx, ctx, input, workflowPriority(figures.materialityClassification));
    const committeeId = await resolveCommittee(tx, input.committeeId);
    const submitter = await tx.user.findUniqueOrThrow({
      where: { id: actor.id },
      select: { firstName: true, lastName: true },
    });

    const assessmentReference = await nextAssessmentReference(tx, year);
    const assessment = await tx.riskAssessment.create({
      data: {
        reference: assessmentReference,
        vendorId: vendor.id,
        leadAssessorId: actor.id,
        type: "initial",
        status: "draft",
        assessmentDate: asDay(today),
        createdById: actor.id,
        updatedById: actor.id,
      },
      select: { id: true },
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: assessment.id,
      after: auditSnapshot(await lockForChange(tx, assessment.id)),
      description: `Created risk assessment ${assessmentReference} of ${vendor.name} (new outsourcing arrangement)`,
    });

    const reference = workflowReference(year, await nextReferenceNumber(tx, "WF", year));
    const name = input.name ?? `${providerName(input.providerDetails)} for ${providerName(input.recipientDetails)}`;
    const targetDate = defaultTargetDate(today);
    const workflow = await tx.workflow.create({
      data: {
        reference,
        type: "new_outsourcing",
        name: name.slice(0, 200),
        status: "initiation",
        currentStep: SUBMITTED_STEP,
        ownerId: actor.id,
        vendorId: vendor.id,
        legalEntity: input.legalEntity ?? null,
        jurisdiction: input.jurisdiction ?? null,
        recipientDetails: input.recipientDetails,
        providerDetails: input.providerDetails,
        processDescription: input.processDescription,
        outsourcingAnswers: input.outsourcingAssessment as Prisma.InputJsonValue,
        outsourcingScore: figures.outsourcingScore,
        dependencyLevel: figures.dependencyLevel,
        materialityAnswers: input.materialityAssessment as Prisma.InputJsonValue,
        materialityScore: figures.materialityScore,
        materialityClassification: figures.materialityClassification,
        committeeId,
        riskAssessmentId: assessment.id,
        startDate: asDay(today),
        targetDate: asDay(targetDate),
        createdById: actor.id,
        updatedById: actor.id,
      },
      select: { id: true, reference: true, name: true, status: true, currentStep: true },
    });
    await tx.workflowEvent.createMany({
      data: [
        { workflowId: workflow.id, kind: "created", detail: "initiation", actorId: actor.id },
        ...AUTOMATIC_STEPS.map((step) => ({
          workflowId: workflow.id,
          kind: "step_completed" as const,
          detail: step,
          note: "Completed in the wizard",
          automatic: true,
          actorId: actor.id,
        })),
      ],
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: WORKFLOW_ENTITY,
      entityId: workflow.id,
      after: {
        reference,
        name: workflow.name,
        type: "new_outsourcing",
        status: workflow.status,
        currentStep: workflow.currentStep,
        vendorId: vendor.id,
        committeeId,
        riskAssessmentId: assessment.id,
        targetDate,
        ...figures,
      },
      description: `Submitted new outsourcing arrangement ${reference} (${workflow.name}): materiality ${figures.materialityScore}, ${figures.materialityClassification}`,
    });

    const sent = await notifyCommittee(tx, ctx, {
      id: workflow.id,
      reference,
      name: workflow.name,
      vendorName: vendor.name,
      classification: figures.materialityClassification,
      materialityScore: figures.materialityScore,
      committeeId,
      submitter: personName(submitter),
    });

    if (draft) {
      await tx.workflowDraft.delete({ where: { id: draft.id } });
      await recordChange(tx, ctx, {
        action: "DELETE",
        entityType: DRAFT_ENTITY,
        entityId: draft.id,
        description: `Removed the draft submitted as ${reference}`,
      });
    }

    return {
      workflow: {
        ...workflow,
        targetDate,
        materialityScore: figures.materialityScore,
        materialityClassification: figures.materialityClassification,
        outsourcingScore: figures.outsourcingScore,
        isOutsourcing: figures.isOutsourcing,
      },
      riskAssessment: { id: assessment.id, reference: assessmentReference },
      vendor,
      notified: sent.recipients,
    };
  }, SUBMIT_TX);
}
