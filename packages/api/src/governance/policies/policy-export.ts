// Export of the policies (POST /api/governance/policies/export), like the contract export: the server records a task
// and queues the job; the worker reads the policies the list's filters select (policy-list.ts, the list's own
// condition) in one snapshot, in id order with keyset pages, writes CSV or XLSX with progress on the task, stores
// the file and completes the task with it (transfer/export-run.ts).
import type { PrismaClient } from "@tprm/db";
import type { SignedInContext } from "../../context.js";
import type { RetentionRule } from "../../files/retention.js";
import { policyExportJob } from "../../jobs/policy-export.js";
import { isoDate, todayIn } from "../../lib/dates.js";
import { personName } from "../../lib/people.js";
import { RISK_LEVEL_LABELS } from "../../lib/risk-levels.js";
import { outboxEvent } from "../../outbox/events.js";
import { type ExportPolicyInput, exportPoliciesInput } from "../../schemas/governance-policies.js";
import type { TransferColumn } from "../../transfer/cells.js";
import {
  type ExportDomain,
  type ExportRunOptions,
  requestExportTask,
  runExportTask,
} from "../../transfer/export-run.js";
import type { ExportResult } from "../../transfer/public.js";
import type { TransferRetentionEnv } from "../../transfer/retention.js";
import { POLICY_LIST_SELECT } from "./policy-dto.js";
import { policyFilterWhere } from "./policy-list.js";
import { effectivePolicyStatus, POLICY_STATUS_LABELS, policyVersionLabel } from "./rules.js";

/** StoredFile.purpose of a policy export's file (the task's output; read by its creator). */
export const POLICY_EXPORT_FILE_PURPOSE = "governance-policy-export";

interface ExportRow {
  id: string;
  reference: string;
  name: string;
  owner: string;
  ownerUser: string | null;
  jurisdiction: string;
  category: string | null;
  riskRating: string;
  reviewDate: string;
  regulatoryFramework: string | null;
  complianceGaps: string;
  securityPolicy: string;
  status: string;
  version: string;
  document: string | null;
  updatedAt: string;
}

const COLUMNS: TransferColumn<ExportRow>[] = [
  { header: "Reference", width: 16, kind: "text", value: (r) => r.reference },
  { header: "Policy Name", width: 40, kind: "text", value: (r) => r.name },
  { header: "Policy Owner", width: 24, kind: "text", value: (r) => r.owner },
  { header: "Owner (user)", width: 24, kind: "text", value: (r) => r.ownerUser },
  { header: "Jurisdiction", width: 14, kind: "text", value: (r) => r.jurisdiction },
  { header: "Category", width: 22, kind: "text", value: (r) => r.category },
  { header: "Risk Rating", width: 11, kind: "text", value: (r) => r.riskRating },
  { header: "Review Date", width: 12, kind: "text", value: (r) => r.reviewDate },
  { header: "Regulatory Framework", width: 22, kind: "text", value: (r) => r.regulatoryFramework },
  { header: "Compliance Gaps", width: 40, kind: "text", value: (r) => r.complianceGaps },
  { header: "Security Policy", width: 10, kind: "text", value: (r) => r.securityPolicy },
  { header: "Status", width: 13, kind: "text", value: (r) => r.status },
  { header: "Version", width: 8, kind: "text", value: (r) => r.version },
  { header: "Document", width: 30, kind: "text", value: (r) => r.document },
  { header: "Updated At", width: 22, kind: "text", value: (r) => r.updatedAt },
];

interface ExportParams extends ExportPolicyInput {
  today: string;
}

export function requestPolicyExport(ctx: SignedInContext, input: ExportPolicyInput) {
  const params: ExportParams = { ...input, today: todayIn(ctx.env.APP_TIME_ZONE) };
  return requestExportTask(ctx, {
    kind: "policy-export",
    job: (taskId) => outboxEvent(policyExportJob, { taskId }),
    params,
    input,
    entityType: "Policy",
    description: `Exported the policies as ${input.format.toUpperCase()}`,
  });
}

const POLICY_EXPORT: ExportDomain<ExportRow> = {
  kind: "policy-export",
  label: "policy export",
  columns: COLUMNS,
  sheetName: "Policies",
  filenamePrefix: "policies",
  filePurpose: POLICY_EXPORT_FILE_PURPOSE,
  plan(task) {
    const stored = (task.params ?? {}) as { today?: string };
    const params = exportPoliciesInput.parse(task.params ?? {});
    const today = stored.today ?? task.createdAt.toISOString().slice(0, 10);
    const where = policyFilterWhere(params, today);
    return {
      format: params.format,
      count: (tx) => tx.policy.count({ where }),
      async page(tx, after, limit) {
        const rows = await tx.policy.findMany({
          where: after ? { AND: [where, { id: { gt: after } }] } : where,
          orderBy: { id: "asc" },
          take: limit,
          select: POLICY_LIST_SELECT,
        });
        return rows.map((r) => {
          const reviewDate = isoDate(r.reviewDate);
          return {
            id: r.id,
            reference: r.reference,
            name: r.name,
            owner: r.owner,
            ownerUser: r.ownerUser ? personName(r.ownerUser) : null,
            jurisdiction: r.jurisdiction,
            category: r.category,
            riskRating: RISK_LEVEL_LABELS[r.riskRating],
            reviewDate,
            regulatoryFramework: r.regulatoryFramework,
            complianceGaps: r.complianceGaps.join("; "),
            securityPolicy: r.securityPolicy ? "Yes" : "No",
            status: POLICY_STATUS_LABELS[effectivePolicyStatus({ status: r.status, reviewDate }, today)],
            version: policyVersionLabel({ major: r.versionMajor, minor: r.versionMinor }),
            document: r.currentVersion?.file?.filename ?? null,
            updatedAt: r.updatedAt.toISOString(),
          };
        });
      },
    };
  },
};

/** The worker's half: writes the file and completes the task. */
export function runPolicyExport(
  db: PrismaClient,
  taskId: string,
  options: ExportRunOptions = {},
): Promise<ExportResult | null> {
  return runExportTask(db, taskId, POLICY_EXPORT, options);
}

const days = (n: number) => `${n.toLocaleString("en")} day${n === 1 ? "" : "s"}`;

/** A policy export's file is kept as long as every export's (EXPORT_RETENTION_DAYS). */
export function policyExportRetention(env: Pick<TransferRetentionEnv, "EXPORT_RETENTION_DAYS">): RetentionRule[] {
  return [
    {
      purpose: POLICY_EXPORT_FILE_PURPOSE,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "export",
      expiredMessage: (kept) => `This export has expired (exports are kept for ${days(kept)}). Run the export again.`,
      isOutputOf: (task) => task.kind === "policy-export",
    },
  ];
}
