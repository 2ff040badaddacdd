// Import of vendors from CSV or XLSX. The server stores the upload (content-checked by the storage module) with
// its task in one transaction and queues the job. The worker reads every row, validates it, checks duplicates,
// and then writes ALL rows or NONE: any rejected row means nothing is written and the task's result (and a
// downloadable report) lists every problem with its row number, column and reason. Otherwise every vendor, the
// onboarding checklists, one audit row and the task's completion commit in a single transaction, inserted with
// multi-row INSERT … SELECT FROM json_to_recordset in batches.
import type { Prisma, PrismaClient, User } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { Services } from "../context.js";
import { FileProblem } from "../files/file-problem.js";
import { collectBytes, type FileSource, formatBytes, openFile, saveFile } from "../files/index.js";
import { vendorImportJob } from "../jobs/vendor-import.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import { nudgeOutbox } from "../outbox/nudge.js";
import { DEFAULT_ONBOARDING_CHECKLIST } from "../schemas/vendors.js";
import { completeTask, createTask, failTask, reportProgress, startTask } from "../tasks/task-service.js";
import { createIdBatch } from "./batch-ids.js";
import { guardFormula } from "./columns.js";
import {
  collectDuplicates,
  type HeaderPlan,
  type ImportedVendor,
  isBlankRow,
  type Keyed,
  planHeaders,
  validateRow,
} from "./import-rows.js";
import {
  IMPORT_FILE_KINDS,
  type ImportProblem,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type StartedImport,
  type VendorImportResult,
  type WorkbookSummary,
} from "./public.js";
import { ignoredWorksheetsNotice, readRows } from "./read-rows.js";
import { VENDOR_FILE_PURPOSES } from "./retention.js";

/** Rows per INSERT statement (all inside the one transaction). */
export const INSERT_BATCH_SIZE = 5_000;
const PROGRESS_EVERY_ROWS = 5_000;
/** Problems kept for the downloadable report; the task's result carries the first RESULT_PROBLEMS of them. */
const MAX_PROBLEMS_KEPT = 50_000;
const RESULT_PROBLEMS = 1_000;
const LONG_TX = { timeout: 15 * 60_000, maxWait: 30_000 } as const;

interface ImportParams {
  filename: string;
  /** The uploader's request, for the audit row the worker writes when the rows are in. */
  ipAddress: string | null;
  userAgent?: string | null;
}

/** Stores the upload and its task together, then queues the job. The route has already checked the permission. */
export async function startVendorImport(
  services: Pick<Services, "db" | "jobs">,
  user: Pick<User, "id">,
  upload: { filename: string; source: FileSource; ipAddress: string | null; userAgent?: string | null },
): Promise<StartedImport> {
  // Read the whole upload (capped) before opening a transaction: a slow client never holds a connection.
  const bytes = await collectBytes(upload.source, MAX_IMPORT_BYTES);
  const { file, task } = await services.db.$transaction(
    async (tx) => {
      const file = await saveFile(tx, bytes, {
        filename: upload.filename,
        purpose: VENDOR_FILE_PURPOSES.importUpload,
        createdById: user.id,
        accept: IMPORT_FILE_KINDS,
        maxBytes: MAX_IMPORT_BYTES,
      });
      const params: ImportParams = {
        filename: file.filename,
        ipAddress: upload.ipAddress,
        userAgent: upload.userAgent ?? null,
      };
      const task = await createTask(tx, {
        kind: "vendor-import",
        createdById: user.id,
        inputFileId: file.id,
        params: params as unknown as Prisma.InputJsonValue,
      });
      // Queued by the outbox drain once this commits (a Redis outage delays the import, never loses it).
      await writeOutboxEvents(tx, [outboxEvent(vendorImportJob, { taskId: task.id })]);
      return { file, task };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  // The upload route is not a tRPC mutation: it nudges the drain itself.
  nudgeOutbox(services.jobs);
  return {
    taskId: task.id,
    status: "queued",
    // saveFile accepted nothing else.
    file: { id: file.id, filename: file.filename, size: file.size, kind: file.kind === "xlsx" ? "xlsx" : "csv" },
  };
}

function problemsCsv(problems: ImportProblem[]): Buffer {
  const cell = (v: string | number | null) => {
    const text = v === null ? "" : typeof v === "number" ? String(v) : guardFormula(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = ["Row,Column,Value,Reason"];
  for (const p of problems) lines.push([p.row, p.column, p.value, p.reason].map(cell).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

function reportFilename(filename: string) {
  return `${filename.replace(/\.[^.]+$/, "")}-import-problems.csv`;
}

interface Parsed {
  /** Each valid row as the JSON object the insert reads (without its id): compact, ready to send. */
  valid: string[];
  /** LEIs and source IDs of the valid rows, for the duplicate checks. */
  leis: Keyed[];
  sourceIds: Keyed[];
  rows: number;
  problems: ImportProblem[];
  rejectedRows: Set<number>;
  problemCount: number;
  ignoredColumns: string[];
  /** XLSX: the worksheet read and the other worksheets with values (not read). */
  workbook: WorkbookSummary | null;
}

async function parseFile(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
): Promise<Parsed> {
  const out: Parsed = {
    valid: [],
    leis: [],
    sourceIds: [],
    rows: 0,
    problems: [],
    rejectedRows: new Set(),
    problemCount: 0,
    ignoredColumns: [],
    workbook: null,
  };
  const add = (list: ImportProblem[]) => {
    for (const p of list) {
      out.problemCount += 1;
      if (p.row !== null) out.rejectedRows.add(p.row);
      if (out.problems.length < MAX_PROBLEMS_KEPT) out.problems.push(p);
    }
  };
  const reader = readRows(kind, chunks);
  let plan = null as HeaderPlan | null;
  /** Whether every row was read (false: the file was refused before its end). */
  const readAll = await (async () => {
    try {
      for await (const { row, cells } of reader.rows) {
        if (isBlankRow(cells)) continue;
        if (!plan) {
          plan = planHeaders(cells, row);
          out.ignoredColumns = plan.ignored;
          if (plan.problems.length) {
            add(plan.problems);
            return false;
          }
          continue;
        }
        out.rows += 1;
        if (out.rows > MAX_IMPORT_ROWS) {
          add([
            {
              row: null,
              column: null,
              value: null,
              reason: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it into several files.`,
            },
          ]);
          return false;
        }
        const outcome = validateRow(plan, cells, row);
        const vendor = outcome.vendor;
        if (vendor) {
          out.valid.push(JSON.stringify(insertRow(vendor)));
          if (vendor.lei) out.leis.push({ row, key: vendor.lei });
          if (vendor.sourceId) out.sourceIds.push({ row, key: vendor.sourceId.toLowerCase() });
        } else add(outcome.problems);
        if (out.rows % PROGRESS_EVERY_ROWS === 0) await reportProgress(db, taskId, out.rows, null);
      }
      return true;
    } catch (error) {
      // A damaged or crafted file (files/xlsx-reader.ts: what it expands to, a cell or a list too large) is the
      // file's problem, reported like any other; so is anything else the reader could not make sense of.
      add([
        {
          row: error instanceof FileProblem ? error.row : null,
          column: null,
          value: null,
          reason: `The file could not be read as ${kind === "csv" ? "CSV" : "an Excel workbook"}: ${(error as Error).message}`,
        },
      ]);
      return false;
    }
  })();
  // Also when the file was refused early: data on another worksheet is the likely cause of a bad first one.
  out.workbook = await reader.finish();
  if (!readAll) return out;
  if (!plan) {
    const sheet = out.workbook?.worksheet?.name;
    const reason =
      kind === "xlsx" ? `The first worksheet${sheet ? `, "${sheet}",` : ""} has no rows.` : "The file has no rows.";
    add([{ row: null, column: null, value: null, reason }]);
  } else if (out.rows === 0) {
    add([{ row: null, column: null, value: null, reason: "The file has a header row but no vendors under it." }]);
  }
  if (out.valid.length) add(await duplicateProblems(db, out));
  return out;
}

/** What both outcomes tell besides their figures: the columns and worksheets that were not read. */
function notes(parsed: Parsed) {
  const worksheets = ignoredWorksheetsNotice(parsed.workbook);
  return {
    ignoredColumns: parsed.ignoredColumns,
    notices: worksheets ? [worksheets] : [],
    workbook: parsed.workbook,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Duplicate LEIs (in the file, or already in the register) and IDs of vendors already in the register. */
async function duplicateProblems(db: PrismaClient, parsed: Parsed): Promise<ImportProblem[]> {
  const { leis, sourceIds: ids } = parsed;
  const existingLeis = new Map<string, string>();
  const existingIds = new Map<string, string>();
  const uniqueLeis = [...new Set(leis.map((k) => k.key))];
  const uniqueIds = [...new Set(ids.map((k) => k.key).filter((id) => UUID.test(id)))];
  for (let i = 0; i < uniqueLeis.length; i += 5_000) {
    const found = await db.vendor.findMany({
      where: { lei: { in: uniqueLeis.slice(i, i + 5_000) } },
      select: { lei: true, name: true },
    });
    for (const v of found) if (v.lei) existingLeis.set(v.lei, v.name);
  }
  for (let i = 0; i < uniqueIds.length; i += 5_000) {
    const found = await db.vendor.findMany({
      where: { id: { in: uniqueIds.slice(i, i + 5_000) } },
      select: { id: true, name: true },
    });
    for (const v of found) existingIds.set(v.id, v.name);
  }
  const idProblems = collectDuplicates(ids, existingIds, "ID", "ID").map((p) => ({
    ...p,
    reason: p.reason.includes("already belongs")
      ? `${p.reason}: an import only adds new vendors (remove the row, or the ID column to add it as a new vendor)`
      : p.reason,
  }));
  return [...collectDuplicates(leis, existingLeis, "LEI", "LEI"), ...idProblems];
}

const VENDOR_INSERT = `
INSERT INTO "Vendor" (
  "id", "name", "legalName", "businessType", "country", "countryOfService", "contactPerson", "email", "phone",
  "contractValue", "currency", "servicesProvided", "status", "statusNote", "riskRating", "criticality", "lei",
  "registrationNumber", "registeredAddress", "parentCompany", "nextReviewDate",
  "onboardingStartedAt", "activatedAt", "offboardingStartedAt", "offboardedAt",
  "createdById", "updatedById", "createdAt", "updatedAt")
SELECT
  r."id", r."name", r."legalName", r."businessType", r."country", r."countryOfService", r."contactPerson", r."email",
  r."phone", r."contractValue", r."currency", r."servicesProvided", r."status"::"VendorStatus", r."statusNote",
  r."riskRating"::"RiskLevel", r."criticality"::"RiskLevel", r."lei", r."registrationNumber", r."registeredAddress",
  r."parentCompany", r."nextReviewDate",
  $3::timestamp(3),
  CASE WHEN r."status" <> 'onboarding' THEN $3::timestamp(3) END,
  CASE WHEN r."status" IN ('offboarding', 'offboarded') THEN $3::timestamp(3) END,
  CASE WHEN r."status" = 'offboarded' THEN $3::timestamp(3) END,
  $2::uuid, $2::uuid, $3::timestamp(3), $3::timestamp(3)
FROM json_to_recordset($1::json) AS r(
  "id" uuid, "name" text, "legalName" text, "businessType" text, "country" varchar(2), "countryOfService" varchar(2),
  "contactPerson" text, "email" text, "phone" text, "contractValue" numeric(18, 2), "currency" varchar(3),
  "servicesProvided" text[], "status" text, "statusNote" text, "riskRating" text, "criticality" text, "lei" text,
  "registrationNumber" text, "registeredAddress" text, "parentCompany" text, "nextReviewDate" timestamp(3))`;

/** Every vendor imported in onboarding starts with the default checklist, as one created by hand does. */
const CHECKLIST_INSERT = `
INSERT INTO "VendorOnboardingTask" ("id", "vendorId", "title", "position")
SELECT gen_random_uuid(), v."id", c.title, (c.ord - 1)::int
FROM "Vendor" v CROSS JOIN json_array_elements_text($1::json) WITH ORDINALITY AS c(title, ord)
WHERE v."id" BETWEEN $2::uuid AND $3::uuid AND v."createdAt" = $4::timestamp(3) AND v."status" = 'onboarding'`;

function insertRow(v: ImportedVendor) {
  return {
    name: v.name,
    legalName: v.legalName,
    businessType: v.businessType,
    country: v.country,
    countryOfService: v.countryOfService,
    contactPerson: v.contactPerson,
    email: v.email,
    phone: v.phone,
    contractValue: v.contractValue,
    currency: v.currency,
    servicesProvided: v.servicesProvided,
    status: v.status,
    statusNote: v.statusNote,
    riskRating: v.riskRating,
    criticality: v.criticality,
    lei: v.lei,
    registrationNumber: v.registrationNumber,
    registeredAddress: v.registeredAddress,
    parentCompany: v.parentCompany,
    nextReviewDate: v.nextReviewDate ? v.nextReviewDate.toISOString() : null,
  };
}

function isUniqueViolation(error: unknown) {
  const text = `${(error as Error)?.message ?? ""} ${JSON.stringify((error as { meta?: unknown })?.meta ?? {})}`;
  return /23505|unique constraint|duplicate key/i.test(text);
}

export interface ImportRunOptions {
  log?: (message: string) => void;
  /** Shown on the running task (startTask): the worker says why it runs again. */
  note?: string | null;
}

/** The worker's half: validate everything, then insert everything or nothing. Returns the task's result. */
export async function runVendorImport(
  db: PrismaClient,
  taskId: string,
  options: ImportRunOptions = {},
): Promise<VendorImportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as VendorImportResult;
  const params = (task.params ?? {}) as unknown as ImportParams;
  const stored = task.inputFileId ? await openFile(db, task.inputFileId) : null;
  if (!stored) {
    await failTask(db, taskId, "The uploaded file is no longer stored; upload it again.");
    return null;
  }
  const kind = stored.info.kind === "xlsx" ? "xlsx" : "csv";
  const filename = stored.info.filename;
  const started = Date.now();
  const parsed = await parseFile(db, taskId, kind, stored.chunks());
  const validated = Date.now();

  if (parsed.problemCount > 0) {
    const result = await rejectImport(db, taskId, task.createdById, filename, parsed);
    options.log?.(
      `vendor import ${taskId}: ${filename} rejected (${parsed.rejectedRows.size} of ${parsed.rows} rows, ${parsed.problemCount} problems)`,
    );
    return result;
  }

  const actorId = task.createdById;
  const count = parsed.valid.length;
  const ids = createIdBatch(count);
  const now = new Date();
  const nowText = now.toISOString();
  await reportProgress(db, taskId, 0, count);
  let result: VendorImportResult;
  let vendorsWritten = 0;
  try {
    result = await db.$transaction(async (tx) => {
      for (let start = 0; start < count; start += INSERT_BATCH_SIZE) {
        const end = Math.min(start + INSERT_BATCH_SIZE, count);
        const rows: string[] = [];
        for (let i = start; i < end; i++) rows.push(`{"id":"${ids.idAt(i)}",${parsed.valid[i]!.slice(1)}`);
        await tx.$executeRawUnsafe(VENDOR_INSERT, `[${rows.join(",")}]`, actorId, nowText);
        await reportProgress(db, taskId, end, count);
      }
      vendorsWritten = Date.now();
      const onboardingTasks = await tx.$executeRawUnsafe(
        CHECKLIST_INSERT,
        JSON.stringify(DEFAULT_ONBOARDING_CHECKLIST),
        ids.first,
        ids.last,
        nowText,
      );
      const batch = { taskId, firstId: ids.first, lastId: ids.last };
      const result: VendorImportResult = {
        outcome: "imported",
        filename,
        rows: parsed.rows,
        inserted: count,
        onboardingTasks,
        batch,
        ...notes(parsed),
      };
      // The worker writes it for the uploader: their account, address and browser, kept with the task.
      const uploader = { ipAddress: params.ipAddress ?? null, userAgent: params.userAgent ?? null, auth: null };
      await recordChange(tx, uploader, {
        actorId,
        action: "CREATE",
        entityType: "Vendor",
        entityId: null,
        after: {
          import: {
            ...batch,
            inserted: count,
            onboardingTasks,
            fileId: stored.info.id,
            filename,
            sha256: stored.info.sha256,
            size: stored.info.size,
            ...(parsed.workbook ? { worksheet: parsed.workbook.worksheet?.name ?? null } : {}),
            ...(parsed.workbook?.ignoredWorksheets.length
              ? { ignoredWorksheets: parsed.workbook.ignoredWorksheets.map((w) => w.name) }
              : {}),
          },
        },
        description: `Imported ${count.toLocaleString("en")} vendor${count === 1 ? "" : "s"} from ${filename}`,
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        progress: count,
        total: count,
      });
      return result;
    }, LONG_TX);
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Someone added a vendor with one of these LEIs after the check: nothing was written.
      const message =
        "A vendor with one of this file's LEIs was added to the register while the file was being imported; nothing was imported. Import the file again to see which rows.";
      await failTask(db, taskId, message);
      return null;
    }
    throw error;
  }
  options.log?.(
    `vendor import ${taskId}: ${count} vendors from ${filename} (${formatBytes(stored.info.size)}) in ${Date.now() - started} ms` +
      ` (read and checked in ${validated - started} ms, vendors written in ${vendorsWritten - validated} ms,` +
      ` checklists and audit in ${Date.now() - vendorsWritten} ms)`,
  );
  return result;
}

async function rejectImport(
  db: PrismaClient,
  taskId: string,
  createdById: string | null,
  filename: string,
  parsed: Parsed,
): Promise<VendorImportResult> {
  const problems = [...parsed.problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const result: VendorImportResult = {
    outcome: "rejected",
    filename,
    rows: parsed.rows,
    inserted: 0,
    rejectedRows: parsed.rejectedRows.size,
    problemCount: parsed.problemCount,
    problems: problems.slice(0, RESULT_PROBLEMS),
    problemsTruncated: parsed.problemCount > RESULT_PROBLEMS,
    ...notes(parsed),
  };
  await db.$transaction(async (tx) => {
    const report = await saveFile(tx, problemsCsv(problems), {
      filename: reportFilename(filename),
      purpose: VENDOR_FILE_PURPOSES.importReport,
      createdById,
      accept: ["csv"],
      maxBytes: 1024 * 1024 * 1024 - 1,
    });
    await completeTask(tx, taskId, {
      result: result as unknown as Prisma.InputJsonValue,
      outputFileId: report.id,
      progress: parsed.rows,
      total: parsed.rows,
    });
  });
  return result;
}
