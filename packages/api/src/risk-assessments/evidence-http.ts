// POST /api/risk-assessments/{id}/evidence as its route serves it and /api/openapi.json documents it
// (rest/http-operation.ts). The route itself: apps/server/src/plugins/evidence-uploads.ts.
import { z } from "zod";
import { formatBytes } from "../files/storage.js";
import { RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import {
  ASSESSMENT_COMPLETED_MESSAGE,
  EVIDENCE_DOMAIN_FIELD,
  EVIDENCE_FILE_FIELD,
  EVIDENCE_FILE_KINDS,
  EVIDENCE_KINDS_TEXT,
  evidenceDomainField,
  evidenceUploadedOutput,
  MAX_EVIDENCE_BYTES,
  MAX_EVIDENCE_PER_DOMAIN,
  RISK_ASSESSMENT_EVIDENCE_PATH,
} from "../schemas/risk-assessment-evidence.js";

const maxSize = formatBytes(MAX_EVIDENCE_BYTES);

/** The assessment's id in the URL; anything else is answered as an unknown assessment (404). */
export const evidenceAssessmentIdParam = z.guid("Unknown assessment").describe("The risk assessment's id");

export const evidenceUploadOperation = defineHttpOperation({
  method: "POST",
  path: RISK_ASSESSMENT_EVIDENCE_PATH,
  operationId: "riskAssessmentEvidence.upload",
  summary: "Attach an evidence file to one domain of a risk assessment (multipart/form-data: domain, then file)",
  description:
    "The permission, the assessment (404) and its status (409 once completed) are checked before the body is read; " +
    `IT Security (create security-assessments) may attach to itBusinessContinuity only, any other domain needs edit ` +
    `on risk-assessment (403). Send the "${EVIDENCE_DOMAIN_FIELD}" field before the "${EVIDENCE_FILE_FIELD}". The ` +
    "file is stored with its evidence row and an audit row in one transaction; it is listed under its domain in " +
    "GET /api/risk-assessments/{id} and downloaded through GET /api/files/{fileId}/download by anyone who may view " +
    "risk assessments.",
  tags: ["Risk assessments"],
  access: RISK_ASSESSMENT_ACCESS.securityDomain,
  params: { id: evidenceAssessmentIdParam },
  upload: {
    field: EVIDENCE_FILE_FIELD,
    fields: { [EVIDENCE_DOMAIN_FIELD]: evidenceDomainField },
    accept: EVIDENCE_FILE_KINDS,
    maxBytes: MAX_EVIDENCE_BYTES,
    description:
      `The evidence: ${EVIDENCE_KINDS_TEXT} (a CSV is text named .csv), at most ${maxSize}; the content decides the ` +
      `kind, not the name. At most ${MAX_EVIDENCE_PER_DOMAIN} files per domain. One file per request.`,
    limits: { files: 1, fields: 2, parts: 3, headerPairs: 100 },
  },
  success: { status: 201, description: "The file is stored and listed under its domain", data: evidenceUploadedOutput },
  errors: {
    400: `No file was sent, the "${EVIDENCE_DOMAIN_FIELD}" field is missing (it must come before the file) or unknown, the file is empty or its name cannot be stored, or the document is damaged.`,
    401: "Not signed in.",
    403: "Signed in without the permission to edit risk assessments (or, for itBusinessContinuity, to create security assessments).",
    404: "No risk assessment with this id.",
    409: `The assessment is completed ("${ASSESSMENT_COMPLETED_MESSAGE}"), or its domain already has ${MAX_EVIDENCE_PER_DOMAIN} files.`,
    413: `The file is larger than ${maxSize}, a document expands too far when unzipped, or more than one file was sent.`,
    415: `The body is not multipart/form-data, or the file's content is not ${EVIDENCE_KINDS_TEXT}.`,
  },
});
