// Reading an uploaded vendor file for the import (import-service.ts): every row validated, problems collected (up
// to MAX_PROBLEMS_KEPT), the valid rows kept as the JSON the insert reads, and the duplicate checks against the
// register.
import type { PrismaClient } from "@tprm/db";
import { FileProblem } from "../files/file-problem.js";
import { reportProgress } from "../tasks/task-service.js";
import {
  collectDuplicates,
  type HeaderPlan,
  type ImportedVendor,
  isBlankRow,
  type Keyed,
  planHeaders,
  validateRow,
} from "./import-rows.js";
import { type ImportProblem, MAX_IMPORT_ROWS, type WorkbookSummary } from "./public.js";
import { ignoredWorksheetsNotice, readRows } from "./read-rows.js";

const PROGRESS_EVERY_ROWS = 5_000;
/** Problems kept for the downloadable report. */
export const MAX_PROBLEMS_KEPT = 50_000;

export interface Parsed {
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

export async function parseFile(
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
export function notes(parsed: Parsed) {
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
