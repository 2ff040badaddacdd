// Export of contracts. The server only records a task and queues the job; the worker reads the contracts the list's
// filters select (contracts/list-filters.ts, the list's own condition) in one consistent snapshot (REPEATABLE READ), in id order with keyset pagination
// (never OFFSET) — each page one query that brings the vendor's name and the people along — writes CSV or a
// streaming XLSX, stores the file and completes the task with it, in one transaction (transfer/export-run.ts: this
// file gives the filters, the count and the page query).
import { Prisma, type PrismaClient } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { contractFilterSql } from "../contracts/list-filters.js";
import { contractExportJob } from "../jobs/contract-export.js";
import { todayIn } from "../lib/dates.js";
import { outboxEvent } from "../outbox/events.js";
import { allows, CONTRACT_ACCESS, USER_DIRECTORY_ACCESS } from "../permissions/access.js";
import { type ExportDomain, type ExportRunOptions, requestExportTask, runExportTask } from "../transfer/export-run.js";
import { CONTRACT_COLUMNS, type ContractExportRow, SHEET_NAME } from "./columns.js";
import { type ContractExportResult, type ExportContractsInput, exportContractsInput } from "./public.js";
import { REGISTER_SELECT } from "./register-columns.js";
import { CONTRACT_FILE_PURPOSES } from "./retention.js";

/** The task's params: the request, and the day its "expiring" filter counts from. */
interface ExportParams extends ExportContractsInput {
  today: string;
  /** How people are written: e-mails (which the import reads) for those who may list colleagues, else names. */
  people: "emails" | "names";
}

/**
 * Staff e-mail addresses go only to those who choose people anyway (the user directory's roles) or who may import
 * the file back; the other viewers (auditors, finance, compliance) get names, as the screens show them.
 */
const peopleFor = (role: string | null): ExportParams["people"] =>
  allows(role, USER_DIRECTORY_ACCESS) || allows(role, CONTRACT_ACCESS.create) ? "emails" : "names";

/** Records the task and queues the job. Answers at once with the task to poll. */
export function requestContractExport(ctx: SignedInContext, input: ExportContractsInput) {
  const params: ExportParams = {
    ...input,
    today: todayIn(ctx.env.APP_TIME_ZONE),
    people: peopleFor(ctx.auth.user.role),
  };
  return requestExportTask(ctx, {
    kind: "contract-export",
    job: (taskId) => outboxEvent(contractExportJob, { taskId }),
    params,
    input,
    entityType: "Contract",
    description: `Exported the contracts as ${input.format.toUpperCase()}`,
  });
}

/** One keyset page: the contracts after `after` in id order, with everything a row of the file shows. */
function pageSql(where: Prisma.Sql, after: string | null, limit: number, people: ExportParams["people"]) {
  const who = (alias: string) =>
    Prisma.raw(
      people === "emails"
        ? `${alias}."email"`
        : `nullif(concat_ws(' ', ${alias}."firstName", ${alias}."lastName"), '')`,
    );
  return Prisma.sql`
    SELECT c."id", c."reference", c."name", c."vendorId", v."name" AS "vendorName", c."type"::text AS "type",
      c."value"::text AS "value", c."currency", c."startDate"::text AS "startDate", c."endDate"::text AS "endDate",
      c."status"::text AS "status", c."stage"::text AS "stage", c."riskLevel"::text AS "riskLevel", c."autoRenewal",
      c."renewalTermMonths", c."noticePeriodDays", c."nextReviewDate"::text AS "nextReviewDate",
      ${who("o")} AS "owner", c."governingLaw",
      nullif(array_to_string(c."dataStorageCountries", '; '), '') AS "dataStorageCountries",
      nullif(array_to_string(c."dataProcessingCountries", '; '), '') AS "dataProcessingCountries",
      c."terminationRights", c."exitPlan", c."criticalFunction", c."description", ${Prisma.raw(REGISTER_SELECT)},
      c."approvedAt",
      ${who("a")} AS "approvedBy", c."approvalNote", c."createdAt", c."updatedAt"
    FROM "Contract" c
    JOIN "Vendor" v ON v."id" = c."vendorId"
    LEFT JOIN "User" o ON o."id" = c."ownerId"
    LEFT JOIN "User" a ON a."id" = c."approvedById"
    WHERE (${where}) ${after ? Prisma.sql`AND c."id" > ${after}::uuid` : Prisma.empty}
    ORDER BY c."id"
    LIMIT ${limit}`;
}

const CONTRACT_EXPORT: ExportDomain<ContractExportRow> = {
  kind: "contract-export",
  label: "contract export",
  columns: CONTRACT_COLUMNS,
  sheetName: SHEET_NAME,
  filenamePrefix: "contracts",
  filePurpose: CONTRACT_FILE_PURPOSES.export,
  plan(task) {
    const stored = (task.params ?? {}) as { today?: string; people?: ExportParams["people"] };
    const params = exportContractsInput.parse(task.params ?? {});
    const where = contractFilterSql(params, stored.today ?? task.createdAt.toISOString().slice(0, 10));
    return {
      format: params.format,
      async count(tx) {
        const [counted] = await tx.$queryRaw<{ total: number }[]>(
          Prisma.sql`SELECT count(*)::int AS "total" FROM "Contract" c WHERE ${where}`,
        );
        return counted?.total ?? 0;
      },
      page: (tx, after, limit) =>
        tx.$queryRaw<ContractExportRow[]>(pageSql(where, after, limit, stored.people ?? "names")),
    };
  },
};

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export async function runContractExport(
  db: PrismaClient,
  taskId: string,
  options: ExportRunOptions = {},
): Promise<ContractExportResult | null> {
  return runExportTask(db, taskId, CONTRACT_EXPORT, options);
}
