// The compliance register's inputs and answers (issue 17; 000 §7 /api/compliance/*): the catalogue with its live
// evidence and statuses, the gaps, and a requirement's status set with a note and evidence. docs/COMPLIANCE.md.
import { z } from "zod";
import { GAP_KINDS, GAP_REASONS, REQUIRED_CLAUSES } from "../compliance/gap-kinds.js";
import {
  COMPLIANCE_REQUIREMENT_KEYS,
  COMPLIANCE_SOURCES,
  COMPLIANCE_STATUSES,
  EVIDENCE_KINDS,
  EVIDENCE_METRICS,
} from "../compliance/requirements.js";
import { paginationInput } from "../lib/pagination.js";
import { paginationOutput, timestamp, userRefOutput } from "./output.js";

export * from "../compliance/gap-kinds.js";
export * from "../compliance/requirements.js";

const requirementKeyField = z.enum(COMPLIANCE_REQUIREMENT_KEYS, { error: "Unknown requirement" });

export const listGapsInput = paginationInput(25, 200).extend({
  kind: z.enum(GAP_KINDS, { error: "Unknown kind of gap" }).optional(),
  requirementKey: requirementKeyField.optional().describe("Only the gaps that fall short of this requirement"),
});
export type ListGapsInput = z.input<typeof listGapsInput>;

export const evidenceRefInput = z.object({
  kind: z.enum(EVIDENCE_KINDS, { error: `Evidence is one of: ${EVIDENCE_KINDS.join(", ")}` }),
  id: z.uuid("Evidence must name a record by its id"),
});

/** A note is required for every status but Not assessed: it is what the assessor answers for. */
export const setComplianceStatusInput = z
  .object({
    requirementKey: requirementKeyField,
    status: z.enum(COMPLIANCE_STATUSES, { error: `Status is one of: ${COMPLIANCE_STATUSES.join(", ")}` }),
    note: z.string().trim().max(4000, "The note is at most 4,000 characters").default(""),
    evidence: z.array(evidenceRefInput).max(20, "At most 20 records of evidence").default([]),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "not_assessed" && v.note === "") {
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say what shows this status" });
    }
    const seen = new Set<string>();
    v.evidence.forEach((e, i) => {
      const key = `${e.kind}:${e.id}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["evidence", i], message: "Named twice" });
      seen.add(key);
    });
  });
export type SetComplianceStatusInput = z.input<typeof setComplianceStatusInput>;

export const evidenceSearchInput = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  search: z.string().trim().max(200).default(""),
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────────────

const statusValue = z.enum(COMPLIANCE_STATUSES);

export const evidenceRefOutput = z.object({ kind: z.enum(EVIDENCE_KINDS), id: z.string(), label: z.string() });

export const requirementStatusOutput = z.object({
  requirementKey: z.string(),
  status: statusValue,
  note: z.string(),
  evidence: z.array(evidenceRefOutput),
  updatedAt: timestamp.nullable(),
  updatedBy: userRefOutput.nullable(),
});
export type RequirementStatus = z.infer<typeof requirementStatusOutput>;

export const requirementOutput = z.object({
  key: z.string(),
  source: z.enum(Object.keys(COMPLIANCE_SOURCES) as [keyof typeof COMPLIANCE_SOURCES]),
  sourceName: z.string(),
  reference: z.string(),
  title: z.string(),
  asks: z.string(),
  /** The records that evidence it, counted now: `count`, or `count` of `of` (a coverage). */
  evidence: z.array(
    z.object({
      metric: z.enum(Object.keys(EVIDENCE_METRICS) as [keyof typeof EVIDENCE_METRICS]),
      label: z.string(),
      count: z.number().int(),
      of: z.number().int().nullable(),
      ofLabel: z.string().nullable(),
    }),
  ),
  gaps: z.array(z.object({ kind: z.enum(GAP_KINDS), count: z.number().int() })),
  openGaps: z.number().int(),
  status: requirementStatusOutput,
});
export type RequirementRow = z.infer<typeof requirementOutput>;

export const requirementsOutput = z.object({
  /** The organisation's calendar day the figures were counted on. */
  asOf: z.iso.date(),
  summary: z.object({ total: z.number().int(), byStatus: z.record(statusValue, z.number().int()) }),
  data: z.array(requirementOutput),
});
export type RequirementsAnswer = z.infer<typeof requirementsOutput>;

export const gapItemOutput = z.object({
  kind: z.enum(GAP_KINDS),
  recordType: z.enum(["policy", "workflow", "vendor", "contract", "kpi-breach"]),
  recordId: z.string(),
  reference: z.string().nullable(),
  label: z.string(),
  detail: z.string(),
  reason: z.enum(GAP_REASONS),
  missing: z.array(z.enum(REQUIRED_CLAUSES)),
  since: z.iso.date().nullable(),
  requirementKeys: z.array(z.string()),
});
export type GapRow = z.infer<typeof gapItemOutput>;

export const gapsOutput = z.object({
  asOf: z.iso.date(),
  summary: z.array(
    z.object({
      kind: z.enum(GAP_KINDS),
      label: z.string(),
      count: z.number().int(),
      requirementKeys: z.array(z.string()),
    }),
  ),
  data: z.array(gapItemOutput),
  pagination: paginationOutput,
});
export type GapsAnswer = z.infer<typeof gapsOutput>;

export const evidenceOptionsOutput = z.array(evidenceRefOutput);
