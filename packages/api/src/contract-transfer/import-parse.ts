// Reading an uploaded contract file for the import (import-service.ts): every row validated (import-rows.ts), then
// what only the register can say, for all rows at once — the vendor each name or id denotes (exactly one, not
// offboarded), the active user each owner's e-mail belongs to, references already used.
import { Prisma, type PrismaClient } from "@tprm/db";
import { shown } from "../transfer/import-cells.js";
import { usersByEmail, type VendorFound, vendorsByName } from "../transfer/import-lookups.js";
import { addProblems, emptyReading, type ImportReading, inBatches, readPlannedRows } from "../transfer/import-parse.js";
import type { ImportProblem } from "../transfer/public.js";
import { HEADER_OF_FIELD, type ImportField } from "./columns.js";
import { type HeaderPlan, type ImportedContract, planHeaders, validateRow } from "./import-rows.js";

/** A row that passed its own checks, with the ids the register gave its names. */
export interface ResolvedContract extends ImportedContract {
  row: number;
  resolvedVendorId: string;
  ownerId: string;
}

export interface Parsed extends ImportReading {
  /** The rows, once every problem is known to be none (empty otherwise). */
  valid: ResolvedContract[];
}

export async function parseFile(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
): Promise<Parsed> {
  const out: Parsed = { ...emptyReading(), valid: [] };
  const rows: (ImportedContract & { row: number })[] = [];
  const { readAll, plan } = await readPlannedRows(db, taskId, kind, chunks, out, {
    plural: "contracts",
    plan: planHeaders,
    row(plan, cells, row) {
      const outcome = validateRow(plan, cells, row);
      if (outcome.contract) rows.push({ ...outcome.contract, row });
      else addProblems(out, outcome.problems);
    },
  });
  if (!readAll || !rows.length) return out;
  const resolved = await resolve(db, rows, plan!);
  addProblems(out, resolved.problems);
  if (out.problemCount === 0) out.valid = resolved.valid;
  return out;
}

const column = (plan: HeaderPlan, field: ImportField) => plan.headerOf.get(field) ?? HEADER_OF_FIELD.get(field)!;

async function vendorsById(db: PrismaClient, ids: string[]) {
  const found = await inBatches(ids, (batch) =>
    db.$queryRaw<VendorFound[]>(Prisma.sql`
      SELECT v."id"::text AS "id", v."name" AS "vendorName", v."status"::text AS "status"
      FROM "Vendor" v WHERE v."id" = ANY (${batch}::uuid[])`),
  );
  return new Map(found.map((f) => [f.id.toLowerCase(), f]));
}

async function existingReferences(db: PrismaClient, references: string[]) {
  const found = await inBatches(references, (batch) =>
    db.contract.findMany({ where: { reference: { in: batch, mode: "insensitive" } }, select: { reference: true } }),
  );
  return new Set(found.map((f) => f.reference.toUpperCase()));
}

async function resolve(db: PrismaClient, rows: (ImportedContract & { row: number })[], plan: HeaderPlan) {
  const problems: ImportProblem[] = [];
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const byName = await vendorsByName(db, distinct(rows.map((r) => r.vendorName)));
  const byId = await vendorsById(db, distinct(rows.map((r) => r.vendorId?.toLowerCase() ?? null)));
  const users = await usersByEmail(db, distinct(rows.map((r) => r.ownerEmail)));
  const references = distinct(rows.map((r) => r.reference));
  const taken = references.length ? await existingReferences(db, references) : new Set<string>();
  const firstRowOf = new Map<string, number>();

  const valid: ResolvedContract[] = [];
  for (const r of rows) {
    const before = problems.length;
    const problem = (field: ImportField, value: string, reason: string) =>
      problems.push({ row: r.row, column: column(plan, field), value: shown(value) || null, reason });

    if (r.reference) {
      const key = r.reference.toUpperCase();
      const first = firstRowOf.get(key);
      if (taken.has(key))
        problem(
          "reference",
          r.reference,
          `Reference ${r.reference} is already in the register: an import only adds new contracts (remove the row, or leave the Reference empty to add it with a new reference)`,
        );
      else if (first !== undefined)
        problem("reference", r.reference, `Reference ${r.reference} is also on row ${first} of this file`);
      else firstRowOf.set(key, r.row);
    }

    let vendor: VendorFound | undefined;
    if (r.vendorId) {
      vendor = byId.get(r.vendorId.toLowerCase());
      if (!vendor) problem("vendorId", r.vendorId, `No vendor has the id ${r.vendorId}`);
      else if (r.vendorName && r.vendorName.toLowerCase() !== vendor.vendorName.toLowerCase())
        problem("vendorName", r.vendorName, `Vendor ID ${r.vendorId} is ${vendor.vendorName}, not "${r.vendorName}"`);
    } else if (r.vendorName) {
      const named = byName.get(r.vendorName) ?? [];
      if (named.length === 0) problem("vendorName", r.vendorName, `No vendor named "${r.vendorName}" in the register`);
      else if (named.length > 1)
        problem(
          "vendorName",
          r.vendorName,
          `${named.length} vendors are named "${r.vendorName}": give the Vendor ID, or rename one of them in the register`,
        );
      else vendor = named[0];
    }
    if (vendor?.status === "offboarded")
      problem(
        r.vendorId ? "vendorId" : "vendorName",
        r.vendorId ?? r.vendorName ?? "",
        `${vendor.vendorName} is offboarded: choose a current vendor`,
      );

    const owner = users.get(r.ownerEmail);
    if (!owner) problem("owner", r.ownerEmail, `No user has the e-mail ${r.ownerEmail}`);
    else if (owner.status !== "active") problem("owner", r.ownerEmail, `${r.ownerEmail} is not an active user`);

    if (problems.length > before) continue;
    valid.push({ ...r, resolvedVendorId: vendor!.id, ownerId: owner!.id });
  }
  return { valid, problems };
}
