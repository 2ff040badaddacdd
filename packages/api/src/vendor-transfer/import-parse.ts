// Reading an uploaded vendor file for the import (import-service.ts): every row validated, problems collected (up
// to MAX_PROBLEMS_KEPT), the valid rows kept as the JSON the insert reads, and the duplicate checks against the
// register.
import type { PrismaClient } from "@tprm/db";
import {
  addProblems,
  emptyReading,
  type ImportReading,
  inBatches,
  MAX_PROBLEMS_KEPT,
  notes,
  readPlannedRows,
} from "../transfer/import-parse.js";
import { collectDuplicates, type ImportedVendor, type Keyed, planHeaders, validateRow } from "./import-rows.js";
import type { ImportProblem } from "./public.js";

export { MAX_PROBLEMS_KEPT, notes };

export interface Parsed extends ImportReading {
  /** Each valid row as the JSON object the insert reads (without its id): compact, ready to send. */
  valid: string[];
  /** LEIs and source IDs of the valid rows, for the duplicate checks. */
  leis: Keyed[];
  sourceIds: Keyed[];
}

export async function parseFile(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
): Promise<Parsed> {
  const out: Parsed = { ...emptyReading(), valid: [], leis: [], sourceIds: [] };
  const { readAll } = await readPlannedRows(db, taskId, kind, chunks, out, {
    plural: "vendors",
    plan: planHeaders,
    row(plan, cells, row) {
      const outcome = validateRow(plan, cells, row);
      const vendor = outcome.vendor;
      if (vendor) {
        out.valid.push(JSON.stringify(insertRow(vendor)));
        if (vendor.lei) out.leis.push({ row, key: vendor.lei });
        if (vendor.sourceId) out.sourceIds.push({ row, key: vendor.sourceId.toLowerCase() });
      } else addProblems(out, outcome.problems);
    },
  });
  if (readAll && out.valid.length) addProblems(out, await duplicateProblems(db, out));
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Duplicate LEIs (in the file, or already in the register) and IDs of vendors already in the register. */
async function duplicateProblems(db: PrismaClient, parsed: Parsed): Promise<ImportProblem[]> {
  const { leis, sourceIds: ids } = parsed;
  const existingLeis = new Map<string, string>();
  const existingIds = new Map<string, string>();
  const uniqueLeis = [...new Set(leis.map((k) => k.key))];
  const uniqueIds = [...new Set(ids.map((k) => k.key).filter((id) => UUID.test(id)))];
  const byLei = await inBatches(uniqueLeis, (batch) =>
    db.vendor.findMany({ where: { lei: { in: batch } }, select: { lei: true, name: true } }),
  );
  for (const v of byLei) if (v.lei) existingLeis.set(v.lei, v.name);
  const byId = await inBatches(uniqueIds, (batch) =>
    db.vendor.findMany({ where: { id: { in: batch } }, select: { id: true, name: true } }),
  );
  for (const v of byId) existingIds.set(v.id, v.name);
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
    euid: v.euid,
    vatNumber: v.vatNumber,
    passportNumber: v.passportNumber,
    personType: v.personType,
    latinName: v.latinName,
    nextReviewDate: v.nextReviewDate ? v.nextReviewDate.toISOString() : null,
  };
}
