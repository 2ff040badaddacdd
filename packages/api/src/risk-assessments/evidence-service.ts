// Evidence files on an assessment's domains: stored by the storage module (files/) with their RiskAssessmentEvidence
// row and an audit row in one transaction; removed the same way. The upload route (apps/server's evidence plugin)
// and the delete procedure (evidence-router.ts) call these. docs/RISK-ASSESSMENT-EVIDENCE.md.
import type { AssessmentDomain, User } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { recordChange } from "../audit/record-change.js";
import type { Services, SignedInContext } from "../context.js";
import { checkContent, collectBytes, deleteFile, type FileSource, saveFile } from "../files/storage.js";
import { conflict, forbidden, notFound } from "../lib/errors.js";
import { USER_NAME, userRef } from "../lib/people.js";
import { allows, RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";
import {
  ASSESSMENT_COMPLETED_MESSAGE,
  type EvidenceUploaded,
  evidenceKindsFor,
  MAX_EVIDENCE_BYTES,
  MAX_EVIDENCE_PER_DOMAIN,
} from "../schemas/risk-assessment-evidence.js";
import { EVIDENCE_FILE_PURPOSE } from "./evidence-files.js";
import { DOMAIN_LABELS } from "./rules.js";

const ENTITY = "RiskAssessment";

/** The domain IT Security may fill (and attach evidence to) without the edit permission (docs/DECISIONS.md). */
const SECURITY_DOMAIN: AssessmentDomain = "itBusinessContinuity";

type Db = Services["db"];
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

interface LockedAssessment {
  id: string;
  reference: string;
  status: "draft" | "in_progress" | "completed";
}

/** May this role change the evidence of this domain? Edit on risk assessments, or IT Security on its own domain. */
export function mayChangeEvidence(role: string | null | undefined, domain: AssessmentDomain): boolean {
  if (allows(role, RISK_ASSESSMENT_ACCESS.edit)) return true;
  return domain === SECURITY_DOMAIN && allows(role, RISK_ASSESSMENT_ACCESS.securityDomain);
}

export const DOMAIN_REFUSED = `You may change the evidence of ${DOMAIN_LABELS[SECURITY_DOMAIN]} only; the other domains need the permission to edit risk assessments.`;

/**
 * What the upload route asks before it reads a byte of the body: the assessment exists (404) and is open (409).
 * Asked again, under a row lock, in the transaction that stores the file.
 */
export async function checkEvidenceTarget(db: Db | Tx, assessmentId: string): Promise<LockedAssessment> {
  const found = await db.riskAssessment.findUnique({
    where: { id: assessmentId },
    select: { id: true, reference: true, status: true },
  });
  if (!found) throw notFound("Risk assessment not found.");
  if (found.status === "completed") throw conflict(ASSESSMENT_COMPLETED_MESSAGE);
  return found;
}

/** Locks the assessment row (a submit or another change waits) and checks it again. */
async function lockOpenAssessment(tx: Tx, assessmentId: string): Promise<LockedAssessment> {
  await tx.$queryRaw`SELECT 1 FROM "RiskAssessment" WHERE "id" = ${assessmentId}::uuid FOR UPDATE`;
  return checkEvidenceTarget(tx, assessmentId);
}

export interface EvidenceUpload {
  assessmentId: string;
  domain: AssessmentDomain;
  filename: string;
  source: FileSource;
}

/**
 * Stores an evidence file: read (capped at MAX_EVIDENCE_BYTES, 413) and checked by its content (415) before any
 * transaction opens, then the file, its evidence row, the assessment's "updated by" and the audit row together.
 */
export async function uploadEvidence(
  services: Pick<Services, "db">,
  caller: ChangeContext & { auth: { user: Pick<User, "id" | "role"> } },
  upload: EvidenceUpload,
): Promise<EvidenceUploaded> {
  const user = caller.auth.user;
  if (!mayChangeEvidence(user.role, upload.domain)) throw forbidden(DOMAIN_REFUSED);
  const accept = evidenceKindsFor(upload.filename);
  const bytes = await collectBytes(upload.source, MAX_EVIDENCE_BYTES);
  checkContent(bytes, accept);
  return services.db.$transaction(
    async (tx) => {
      const assessment = await lockOpenAssessment(tx, upload.assessmentId);
      const already = await tx.riskAssessmentEvidence.count({
        where: { assessmentId: assessment.id, domain: upload.domain },
      });
      if (already >= MAX_EVIDENCE_PER_DOMAIN) {
        throw conflict(
          `${DOMAIN_LABELS[upload.domain]} already has ${MAX_EVIDENCE_PER_DOMAIN} evidence files; delete one before adding another.`,
        );
      }
      const file = await saveFile(tx, bytes, {
        filename: upload.filename,
        purpose: EVIDENCE_FILE_PURPOSE,
        createdById: user.id,
        accept,
        maxBytes: MAX_EVIDENCE_BYTES,
      });
      const evidence = await tx.riskAssessmentEvidence.create({
        data: { assessmentId: assessment.id, domain: upload.domain, fileId: file.id, uploadedById: user.id },
        include: { uploadedBy: USER_NAME },
      });
      await tx.riskAssessment.update({ where: { id: assessment.id }, data: { updatedById: user.id } });
      const kept = { id: evidence.id, domain: evidence.domain, fileId: file.id, filename: file.filename };
      await recordChange(tx, caller, {
        entityType: ENTITY,
        entityId: assessment.id,
        action: "UPDATE",
        description: `Added evidence "${file.filename}" to ${DOMAIN_LABELS[upload.domain]} of ${assessment.reference}`,
        after: { evidence: { ...kept, size: file.size, contentType: file.contentType, sha256: file.sha256 } },
      });
      return {
        id: evidence.id,
        assessmentId: assessment.id,
        domain: evidence.domain,
        fileId: file.id,
        filename: file.filename,
        size: file.size,
        contentType: file.contentType,
        uploadedAt: evidence.createdAt,
        uploadedBy: userRef(evidence.uploadedBy),
      };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/** Removes an evidence file and its stored bytes; 404 unknown, 403 another team's domain, 409 completed. */
export async function deleteEvidence(ctx: SignedInContext, input: { id: string; evidenceId: string }) {
  return ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "RiskAssessment" WHERE "id" = ${input.id}::uuid FOR UPDATE`;
    const evidence = await tx.riskAssessmentEvidence.findFirst({
      where: { id: input.evidenceId, assessmentId: input.id },
      include: {
        file: { select: { filename: true, size: true, contentType: true, sha256: true } },
        assessment: { select: { reference: true, status: true } },
      },
    });
    if (!evidence) {
      const exists = await tx.riskAssessment.count({ where: { id: input.id } });
      throw notFound(exists ? "Evidence file not found on this assessment." : "Risk assessment not found.");
    }
    if (!mayChangeEvidence(ctx.auth.user.role, evidence.domain)) throw forbidden(DOMAIN_REFUSED);
    if (evidence.assessment.status === "completed") throw conflict(ASSESSMENT_COMPLETED_MESSAGE);
    await tx.riskAssessmentEvidence.delete({ where: { id: evidence.id } });
    await deleteFile(tx, evidence.fileId);
    await tx.riskAssessment.update({ where: { id: input.id }, data: { updatedById: ctx.auth.user.id } });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: input.id,
      action: "UPDATE",
      description: `Removed evidence "${evidence.file.filename}" from ${DOMAIN_LABELS[evidence.domain]} of ${evidence.assessment.reference}`,
      before: {
        evidence: {
          id: evidence.id,
          domain: evidence.domain,
          fileId: evidence.fileId,
          ...evidence.file,
          uploadedById: evidence.uploadedById,
          uploadedAt: evidence.createdAt,
        },
      },
    });
    return { id: evidence.id, assessmentId: input.id, domain: evidence.domain };
  });
}
