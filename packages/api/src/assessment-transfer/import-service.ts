// Import of risk assessments from CSV or XLSX. The server stores the upload (content-checked by the storage module)
// with its task in one transaction and queues the job. The worker reads every row, validates it, looks up the
// vendors, people and references it names, and then writes ALL rows or NONE: any rejected row means nothing is
// written and the task's result (and a downloadable report) lists every problem with its row, column and reason.
// Otherwise, in one transaction: the references (ReferenceCounter, incremented by the row count), the assessments
// with their derived fields (rules.ts), their domain sections and teams (multi-row INSERT … SELECT FROM
// json_to_recordset), one audit row and the task's completion. The reading, the rejection and the transaction are
// every import's (transfer/import-run.ts); this file gives the assessments' insert and its words.
import { Prisma, type PrismaClient, type User } from "@tprm/db";
import type { Services } from "../context.js";
import { assessmentImportJob } from "../jobs/assessment-import.js";
import { DEFAULT_TIME_ZONE, todayIn } from "../lib/dates.js";
import { outboxEvent } from "../outbox/events.js";
import {
  ASSESSMENT_DOMAINS,
  assessmentProgress,
  assessmentReference,
  type DomainScores,
  domainRiskLevel,
  overallRiskBand,
  statusAfterSave,
  weightedScore,
} from "../risk-assessments/rules.js";
import { type ImportDomain, type ImportRunOptions, runImportTask } from "../transfer/import-run.js";
import { type ImportParams, type ImportUpload, storeImportUpload } from "../transfer/import-support.js";
import type { StartedImport } from "../transfer/public.js";
import { parseFile, type ResolvedAssessment } from "./import-parse.js";
import { ASSESSMENT_INSERT, DOMAIN_INSERT, TEAM_INSERT } from "./import-sql.js";
import type { AssessmentImportResult } from "./public.js";
import { ASSESSMENT_FILE_PURPOSES } from "./retention.js";

/** Rows per INSERT statement (all inside the one transaction). */
export const INSERT_BATCH_SIZE = 2_000;
const REFERENCE_PREFIX = "RA";

interface AssessmentImportParams extends ImportParams {
  /** The organisation's time zone when the file was uploaded: an empty Assessment Date is that day. */
  timeZone?: string;
}

/** Stores the upload and its task together, then queues the job. The route has already checked the permission. */
export async function startAssessmentImport(
  services: Pick<Services, "db" | "jobs" | "env">,
  user: Pick<User, "id">,
  upload: ImportUpload,
): Promise<StartedImport> {
  return storeImportUpload(services, user, upload, {
    purpose: ASSESSMENT_FILE_PURPOSES.importUpload,
    kind: "assessment-import",
    job: (taskId) => outboxEvent(assessmentImportJob, { taskId }),
    params: { timeZone: services.env.APP_TIME_ZONE },
  });
}

/** The numbers `count` references take: the counter of the year moves by `count` in the import's transaction. */
async function takeReferences(tx: Prisma.TransactionClient, year: number, count: number) {
  const [row] = await tx.$queryRaw<{ value: number }[]>(Prisma.sql`
    INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES (${REFERENCE_PREFIX}, ${year}, ${count})
    ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = "ReferenceCounter"."value" + ${count}
    RETURNING "value"`);
  const first = Number(row!.value) - count + 1;
  return (index: number) => assessmentReference(year, first + index);
}

/** The assessment row as the insert reads it, its derived fields computed as every save computes them. */
function assessmentJson(a: ResolvedAssessment, id: string, reference: string, today: string) {
  const scores: DomainScores = {};
  for (const domain of ASSESSMENT_DOMAINS) scores[domain] = a.domains[domain]?.score ?? null;
  const overallScore = weightedScore(scores);
  const { completed } = assessmentProgress(scores);
  return {
    id,
    reference,
    vendorId: a.vendorId,
    type: a.type,
    status: statusAfterSave(a.status, completed),
    leadAssessorId: a.leadAssessorId,
    assessmentDate: a.assessmentDate ?? today,
    nextReviewDate: a.nextReviewDate,
    serviceCategory: a.serviceCategory,
    overallScore: overallScore === null ? null : overallScore.toFixed(2),
    overallRisk: overallRiskBand(overallScore),
    domainsCompleted: completed,
    recommendations: a.recommendations,
    comments: a.comments,
    mitigationPlan: a.mitigationPlan,
  };
}

type AssessmentImportExtra = Pick<
  Extract<AssessmentImportResult, { outcome: "imported" }>,
  "inProgress" | "drafts" | "references"
>;

const ASSESSMENT_IMPORT: ImportDomain<ResolvedAssessment, AssessmentImportParams, AssessmentImportExtra> = {
  kind: "assessment-import",
  label: "assessment import",
  plural: "assessments",
  entityType: "RiskAssessment",
  reportPurpose: ASSESSMENT_FILE_PURPOSES.importReport,
  parse: parseFile,
  async write(tx, { filename, params, parsed, ids, actorId, nowText, progress }) {
    const rows = parsed.valid;
    const count = rows.length;
    const today = todayIn(params.timeZone ?? DEFAULT_TIME_ZONE);
    const referenceAt = await takeReferences(tx, Number(today.slice(0, 4)), count);
    let inProgress = 0;
    for (let start = 0; start < count; start += INSERT_BATCH_SIZE) {
      const end = Math.min(start + INSERT_BATCH_SIZE, count);
      const assessments: string[] = [];
      const domains: string[] = [];
      const team: string[] = [];
      for (let i = start; i < end; i++) {
        const a = rows[i]!;
        const id = ids.idAt(i);
        const row = assessmentJson(a, id, referenceAt(i), today);
        if (row.status === "in_progress") inProgress += 1;
        assessments.push(JSON.stringify(row));
        for (const domain of ASSESSMENT_DOMAINS) {
          const section = a.domains[domain];
          if (!section) continue;
          const riskLevel = section.score === null ? null : domainRiskLevel(section.score);
          domains.push(
            JSON.stringify({ assessmentId: id, domain, score: section.score, riskLevel, notes: section.notes }),
          );
        }
        for (const [position, userId] of a.teamIds.entries()) {
          team.push(JSON.stringify({ assessmentId: id, userId, position }));
        }
      }
      await tx.$executeRawUnsafe(ASSESSMENT_INSERT, `[${assessments.join(",")}]`, actorId, nowText);
      if (domains.length) await tx.$executeRawUnsafe(DOMAIN_INSERT, `[${domains.join(",")}]`, actorId, nowText);
      if (team.length) await tx.$executeRawUnsafe(TEAM_INSERT, `[${team.join(",")}]`);
      await progress(end);
    }
    const references = { first: referenceAt(0), last: referenceAt(count - 1) };
    return {
      result: { inProgress, drafts: count - inProgress, references },
      audit: {
        firstReference: references.first,
        lastReference: references.last,
        inserted: count,
        inProgress,
        drafts: count - inProgress,
      },
      description: `Imported ${count.toLocaleString("en")} risk assessment${count === 1 ? "" : "s"} (${references.first}${count > 1 ? ` to ${references.last}` : ""}) from ${filename}`,
    };
  },
  // A reference already taken (a counter behind the register's references): nothing was written.
  uniqueViolation:
    "An assessment reference this import was given is already in use; nothing was imported. Import the file again, or contact support if it keeps happening.",
};

/** The worker's half: validate everything, then insert everything or nothing. Returns the task's result. */
export async function runAssessmentImport(
  db: PrismaClient,
  taskId: string,
  options: ImportRunOptions = {},
): Promise<AssessmentImportResult | null> {
  return runImportTask(db, taskId, ASSESSMENT_IMPORT, options);
}
