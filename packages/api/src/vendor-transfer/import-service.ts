// Import of vendors from CSV or XLSX. The server stores the upload (content-checked by the storage module) with
// its task in one transaction and queues the job. The worker reads every row, validates it, checks duplicates,
// and then writes ALL rows or NONE: any rejected row means nothing is written and the task's result (and a
// downloadable report) lists every problem with its row number, column and reason. Otherwise every vendor, the
// onboarding checklists, one audit row and the task's completion commit in a single transaction, inserted with
// multi-row INSERT … SELECT FROM json_to_recordset in batches.
import type { Prisma, PrismaClient, User } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { Services } from "../context.js";
import { collectBytes, type FileSource, formatBytes, openFile, saveFile } from "../files/index.js";
import { vendorImportJob } from "../jobs/vendor-import.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import { nudgeOutbox } from "../outbox/nudge.js";
import { DEFAULT_ONBOARDING_CHECKLIST } from "../schemas/vendors.js";
import { completeTask, createTask, reportProgress, startTask } from "../tasks/task-service.js";
import { createIdBatch } from "./batch-ids.js";
import { guardFormula } from "./columns.js";
import { notes, type Parsed, parseFile } from "./import-parse.js";
import {
  IMPORT_FILE_KINDS,
  type ImportProblem,
  MAX_IMPORT_BYTES,
  type StartedImport,
  type VendorImportResult,
} from "./public.js";
import { VENDOR_FILE_PURPOSES } from "./retention.js";
import { failTransferTask, notifyTransferFinished } from "./transfer-notifications.js";

/** Rows per INSERT statement (all inside the one transaction). */
export const INSERT_BATCH_SIZE = 5_000;
/** The task's result carries the first RESULT_PROBLEMS problems; the report keeps up to MAX_PROBLEMS_KEPT (import-parse.ts). */
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
    await failTransferTask(db, taskId, "The uploaded file is no longer stored; upload it again.");
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
      await notifyTransferFinished(tx, task, { kind: "vendor-import", result });
      return result;
    }, LONG_TX);
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Someone added a vendor with one of these LEIs after the check: nothing was written.
      const message =
        "A vendor with one of this file's LEIs was added to the register while the file was being imported; nothing was imported. Import the file again to see which rows.";
      await failTransferTask(db, taskId, message);
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
    await notifyTransferFinished(tx, { id: taskId, createdById }, { kind: "vendor-import", result });
  });
  return result;
}
