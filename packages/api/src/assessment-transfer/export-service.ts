// Export of risk assessments. The server only records a task and queues the job; the worker reads the assessments
// the list's filters select (risk-assessments/list-filters.ts, the list's own condition) in one consistent snapshot
// (REPEATABLE READ), in id order with keyset pagination (never OFFSET) — each page one query that brings the
// vendor's name, the people's e-mails and the nine domains along — writes CSV or a streaming XLSX, stores the file
// through the storage module and completes the task with it, in one transaction (transfer/export-run.ts: this file
// gives the filters, the count and the page query).
import { Prisma, type PrismaClient } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { assessmentExportJob } from "../jobs/assessment-export.js";
import { todayIn } from "../lib/dates.js";
import { outboxEvent } from "../outbox/events.js";
import { allows, RISK_ASSESSMENT_ACCESS, USER_DIRECTORY_ACCESS } from "../permissions/access.js";
import { assessmentFilterSql } from "../risk-assessments/list-filters.js";
import { type ExportDomain, type ExportRunOptions, requestExportTask, runExportTask } from "../transfer/export-run.js";
import { ASSESSMENT_COLUMNS, type AssessmentExportRow, SHEET_NAME } from "./columns.js";
import { type AssessmentExportResult, type ExportRiskAssessmentsInput, exportRiskAssessmentsInput } from "./public.js";
import { ASSESSMENT_FILE_PURPOSES } from "./retention.js";

/** The task's params: the request, and the day its "review due" filter counts from. */
interface ExportParams extends ExportRiskAssessmentsInput {
  today: string;
  /** How people are written: e-mails (which the import reads) for those who may list colleagues, else names. */
  people: "emails" | "names";
}

/**
 * Staff e-mail addresses go only to those who choose people anyway (the user directory's roles) or who may import
 * the file back; the other viewers (auditors, executives) get names, as the screens show them.
 */
const peopleFor = (role: string | null): ExportParams["people"] =>
  allows(role, USER_DIRECTORY_ACCESS) || allows(role, RISK_ASSESSMENT_ACCESS.create) ? "emails" : "names";

/** Records the task and queues the job. Answers at once with the task to poll. */
export function requestAssessmentExport(ctx: SignedInContext, input: ExportRiskAssessmentsInput) {
  const params: ExportParams = {
    ...input,
    today: todayIn(ctx.env.APP_TIME_ZONE),
    people: peopleFor(ctx.auth.user.role),
  };
  return requestExportTask(ctx, {
    kind: "assessment-export",
    job: (taskId) => outboxEvent(assessmentExportJob, { taskId }),
    params,
    input,
    entityType: "RiskAssessment",
    description: `Exported the risk assessments as ${input.format.toUpperCase()}`,
  });
}

/** One keyset page: the assessments after `after` in id order, with everything a row of the file shows. */
function pageSql(where: Prisma.Sql, after: string | null, limit: number, people: ExportParams["people"]) {
  const who = (alias: string) =>
    Prisma.raw(people === "emails" ? `${alias}."email"` : `concat_ws(' ', ${alias}."firstName", ${alias}."lastName")`);
  return Prisma.sql`
    SELECT ra."id", ra."reference", ra."vendorId", v."name" AS "vendorName", ra."type"::text AS "type",
      ra."status"::text AS "status", ${who("la")} AS "leadAssessorEmail",
      (SELECT string_agg(${who("u")}, '; ' ORDER BY tm."position", tm."userId")
         FROM "RiskAssessmentTeamMember" tm JOIN "User" u ON u."id" = tm."userId"
        WHERE tm."assessmentId" = ra."id") AS "teamEmails",
      ra."assessmentDate"::text AS "assessmentDate", ra."nextReviewDate"::text AS "nextReviewDate",
      ra."serviceCategory", ra."overallScore"::text AS "overallScore", ra."overallRisk"::text AS "overallRisk",
      ra."domainsCompleted",
      (SELECT json_object_agg(d."domain", json_build_object('s', d."score", 'n', d."notes"))
         FROM "RiskAssessmentDomain" d WHERE d."assessmentId" = ra."id") AS "domains",
      ra."recommendations", ra."comments", ra."mitigationPlan", ra."submittedAt", ${who("sb")} AS "submittedByEmail",
      ra."createdAt", ra."updatedAt"
    FROM "RiskAssessment" ra
    JOIN "Vendor" v ON v."id" = ra."vendorId"
    JOIN "User" la ON la."id" = ra."leadAssessorId"
    LEFT JOIN "User" sb ON sb."id" = ra."submittedById"
    WHERE (${where}) ${after ? Prisma.sql`AND ra."id" > ${after}::uuid` : Prisma.empty}
    ORDER BY ra."id"
    LIMIT ${limit}`;
}

const ASSESSMENT_EXPORT: ExportDomain<AssessmentExportRow> = {
  kind: "assessment-export",
  label: "assessment export",
  columns: ASSESSMENT_COLUMNS,
  sheetName: SHEET_NAME,
  filenamePrefix: "risk-assessments",
  filePurpose: ASSESSMENT_FILE_PURPOSES.export,
  plan(task) {
    const stored = (task.params ?? {}) as { today?: string; people?: ExportParams["people"] };
    const params = exportRiskAssessmentsInput.parse(task.params ?? {});
    const where = assessmentFilterSql(params, stored.today ?? task.createdAt.toISOString().slice(0, 10));
    return {
      format: params.format,
      async count(tx) {
        const [counted] = await tx.$queryRaw<{ total: number }[]>(
          Prisma.sql`SELECT count(*)::int AS "total" FROM "RiskAssessment" ra WHERE ${where}`,
        );
        return counted?.total ?? 0;
      },
      page: (tx, after, limit) =>
        tx.$queryRaw<AssessmentExportRow[]>(pageSql(where, after, limit, stored.people ?? "names")),
    };
  },
};

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export async function runAssessmentExport(
  db: PrismaClient,
  taskId: string,
  options: ExportRunOptions = {},
): Promise<AssessmentExportResult | null> {
  return runExportTask(db, taskId, ASSESSMENT_EXPORT, options);
}
