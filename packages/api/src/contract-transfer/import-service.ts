// Import of contracts from CSV or XLSX. The server stores the upload (content-checked by the storage module) with its
// task in one transaction and queues the job. The worker reads every row, validates it with the contract form's
// schema, looks up the vendors, owners and references it names, and then writes ALL rows or NONE: any rejected row
// means nothing is written and the task's result (and a downloadable report) lists every problem with its row,
// column and reason. Otherwise, in one transaction: the references (the row's own, or the next of ReferenceCounter
// 'CT'), the contracts with their derived status — a contract at Execution or later comes signed, its approval
// "Recorded by import" — each with its `created` event (multi-row INSERT … SELECT FROM json_to_recordset), one
// audit row and the task's completion. The reading, the rejection and the transaction are every import's
// (transfer/import-run.ts); this file gives the contracts' insert and its words.
import type { Prisma, PrismaClient, User } from "@tprm/db";
import type { Services } from "../context.js";
import { contractReference, contractStatus } from "../contracts/rules.js";
import { contractImportJob } from "../jobs/contract-import.js";
import { DEFAULT_TIME_ZONE, todayIn } from "../lib/dates.js";
import { outboxEvent } from "../outbox/events.js";
import { createIdBatch } from "../transfer/batch-ids.js";
import { type ImportDomain, type ImportRunOptions, runImportTask } from "../transfer/import-run.js";
import { type ImportParams, type ImportUpload, storeImportUpload } from "../transfer/import-support.js";
import type { StartedImport } from "../transfer/public.js";
import { parseFile, type ResolvedContract } from "./import-parse.js";
import { CONTRACT_INSERT, COUNTER_UPSERT, EVENT_INSERT } from "./import-sql.js";
import type { ContractImportResult } from "./public.js";
import { REGISTER_FIELDS } from "./register-columns.js";
import { CONTRACT_FILE_PURPOSES } from "./retention.js";

/** Rows per INSERT statement (all inside the one transaction). */
export const INSERT_BATCH_SIZE = 2_000;
const REFERENCE_PREFIX = "CT";
const OWN_CT_REFERENCE = /^CT-(\d{4})-(\d{1,9})$/i;

interface ContractImportParams extends ImportParams {
  /** The organisation's time zone when the file was uploaded: the year of the references given. */
  timeZone?: string;
}

/** Stores the upload and its task together, then queues the job. The route has already checked the permission. */
export async function startContractImport(
  services: Pick<Services, "db" | "jobs" | "env">,
  user: Pick<User, "id">,
  upload: ImportUpload,
): Promise<StartedImport> {
  return storeImportUpload(services, user, upload, {
    purpose: CONTRACT_FILE_PURPOSES.importUpload,
    kind: "contract-import",
    job: (taskId) => outboxEvent(contractImportJob, { taskId }),
    params: { timeZone: services.env.APP_TIME_ZONE },
  });
}

/**
 * The reference of each row: its own, or the next numbers of the year's counter (moved once by the rows without
 * one, in file order). A CT-<year>-<n> a row brings keeps that year's counter at n or above.
 */
async function takeReferences(tx: Prisma.TransactionClient, rows: ResolvedContract[], year: number) {
  const highest = new Map<number, number>();
  for (const r of rows) {
    const own = r.reference?.match(OWN_CT_REFERENCE);
    if (own) highest.set(Number(own[1]), Math.max(highest.get(Number(own[1])) ?? 0, Number(own[2])));
  }
  const newCount = rows.filter((r) => !r.reference).length;
  const years = new Set([...highest.keys(), ...(newCount ? [year] : [])]);
  let next = 0;
  for (const y of years) {
    const count = y === year ? newCount : 0;
    const [row] = await tx.$queryRawUnsafe<{ value: number }[]>(
      COUNTER_UPSERT,
      REFERENCE_PREFIX,
      y,
      count,
      highest.get(y) ?? 0,
    );
    if (y === year) next = Number(row!.value) - count + 1;
  }
  return rows.map((r) => r.reference ?? contractReference(year, next++));
}

type ContractImportExtra = Pick<
  Extract<ContractImportResult, { outcome: "imported" }>,
  "executed" | "ownReferences" | "references"
>;

const CONTRACT_IMPORT: ImportDomain<ResolvedContract, ContractImportParams, ContractImportExtra> = {
  kind: "contract-import",
  label: "contract import",
  plural: "contracts",
  entityType: "Contract",
  reportPurpose: CONTRACT_FILE_PURPOSES.importReport,
  parse: parseFile,
  async write(tx, { filename, params, parsed, ids, actorId, nowText, progress }) {
    const rows = parsed.valid;
    const count = rows.length;
    const today = todayIn(params.timeZone ?? DEFAULT_TIME_ZONE);
    const references = await takeReferences(tx, rows, Number(today.slice(0, 4)));
    const importer = actorId
      ? await tx.user.findUnique({ where: { id: actorId }, select: { firstName: true, lastName: true, email: true } })
      : null;
    const importerName = importer
      ? [importer.firstName, importer.lastName].filter(Boolean).join(" ") || importer.email
      : "an import";
    const approvalNote = `Recorded by import: imported by ${importerName} from ${filename}`;
    const eventIds = createIdBatch(count);
    let executed = 0;
    for (let start = 0; start < count; start += INSERT_BATCH_SIZE) {
      const end = Math.min(start + INSERT_BATCH_SIZE, count);
      const contracts: string[] = [];
      const events: string[] = [];
      for (let i = start; i < end; i++) {
        const c = rows[i]!;
        const id = ids.idAt(i);
        // Approved before the import (signed, or Approved at the Approval stage): recorded as given then.
        const approved = c.approved;
        const status = contractStatus({ stage: c.stage, approved, expired: false, terminated: false });
        if (status === "executed") executed += 1;
        contracts.push(
          JSON.stringify({
            id,
            reference: references[i],
            name: c.name,
            vendorId: c.resolvedVendorId,
            type: c.type,
            value: c.value,
            currency: c.currency,
            startDate: c.startDate,
            endDate: c.endDate ?? null,
            status,
            stage: c.stage,
            riskLevel: c.riskLevel ?? "medium",
            autoRenewal: c.autoRenewal ?? false,
            renewalTermMonths: c.renewalTermMonths ?? null,
            noticePeriodDays: c.noticePeriodDays ?? null,
            nextReviewDate: c.nextReviewDate ?? null,
            ownerId: c.ownerId,
            governingLaw: c.governingLaw ?? null,
            dataStorageCountries: c.dataStorageCountries ?? [],
            dataProcessingCountries: c.dataProcessingCountries ?? [],
            terminationRights: c.terminationRights ?? null,
            exitPlan: c.exitPlan ?? null,
            criticalFunction: c.criticalFunction ?? false,
            description: c.description ?? null,
            // The register's columns (register-columns.ts): null when not given.
            ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, c[f]])),
            approved,
            approvalNote: approved ? approvalNote : null,
          }),
        );
        events.push(
          JSON.stringify({ id: eventIds.idAt(i), contractId: id, stage: c.stage, note: `Imported from ${filename}` }),
        );
      }
      await tx.$executeRawUnsafe(CONTRACT_INSERT, `[${contracts.join(",")}]`, actorId, nowText);
      await tx.$executeRawUnsafe(EVENT_INSERT, `[${events.join(",")}]`, actorId, nowText);
      await progress(end);
    }
    const ownReferences = rows.filter((r) => r.reference).length;
    const first = references[0]!;
    const last = references[count - 1]!;
    return {
      result: { executed, ownReferences, references: { first, last } },
      audit: { firstReference: first, lastReference: last, inserted: count, executed, ownReferences },
      description: `Imported ${count.toLocaleString("en")} contract${count === 1 ? "" : "s"} (${first}${count > 1 ? ` to ${last}` : ""}) from ${filename}`,
    };
  },
  // A reference taken between the checks and the insert, or a counter behind the register: nothing was written.
  uniqueViolation:
    "A contract reference this import uses is already in use; nothing was imported. Import the file again, or contact support if it keeps happening.",
};

/** The worker's half: validate everything, then insert everything or nothing. Returns the task's result. */
export async function runContractImport(
  db: PrismaClient,
  taskId: string,
  options: ImportRunOptions = {},
): Promise<ContractImportResult | null> {
  return runImportTask(db, taskId, CONTRACT_IMPORT, options);
}
