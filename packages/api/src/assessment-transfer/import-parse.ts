// Reading an uploaded assessment file for the import (import-service.ts): every row validated (import-rows.ts),
// then what only the register can say, for all rows at once — the vendor each name denotes (exactly one, not
// offboarded), the active user each e-mail belongs to, references already used.
import type { PrismaClient } from "@tprm/db";
import { shown } from "../transfer/import-cells.js";
import { usersByEmail, vendorsByName } from "../transfer/import-lookups.js";
import { addProblems, emptyReading, type ImportReading, inBatches, readPlannedRows } from "../transfer/import-parse.js";
import type { ImportProblem } from "../transfer/public.js";
import { HEADER_OF_FIELD } from "./columns.js";
import { type HeaderPlan, type ImportedAssessment, planHeaders, validateRow } from "./import-rows.js";

/** A row that passed its own checks, with the ids the register gave its names. */
export interface ResolvedAssessment extends ImportedAssessment {
  row: number;
  vendorId: string;
  leadAssessorId: string;
  teamIds: string[];
}

export interface Parsed extends ImportReading {
  /** The rows, once every problem is known to be none (empty otherwise). */
  valid: ResolvedAssessment[];
}

export async function parseFile(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
): Promise<Parsed> {
  const out: Parsed = { ...emptyReading(), valid: [] };
  const rows: (ImportedAssessment & { row: number })[] = [];
  const { readAll, plan } = await readPlannedRows(db, taskId, kind, chunks, out, {
    plural: "assessments",
    plan: planHeaders,
    row(plan, cells, row) {
      const outcome = validateRow(plan, cells, row);
      if (outcome.assessment) rows.push({ ...outcome.assessment, row });
      else addProblems(out, outcome.problems);
    },
  });
  if (!readAll || !rows.length) return out;
  const resolved = await resolve(db, rows, plan!);
  addProblems(out, resolved.problems);
  if (out.problemCount === 0) out.valid = resolved.valid;
  return out;
}

const column = (plan: HeaderPlan, field: "vendorName" | "leadAssessor" | "team" | "reference") =>
  plan.headerOf.get(field) ?? HEADER_OF_FIELD.get(field)!;

async function existingReferences(db: PrismaClient, references: string[]) {
  const found = await inBatches(references, (batch) =>
    db.riskAssessment.findMany({
      where: { reference: { in: batch, mode: "insensitive" } },
      select: { reference: true },
    }),
  );
  return new Set(found.map((f) => f.reference.toUpperCase()));
}

async function resolve(db: PrismaClient, rows: (ImportedAssessment & { row: number })[], plan: HeaderPlan) {
  const problems: ImportProblem[] = [];
  const vendors = await vendorsByName(db, [...new Set(rows.map((r) => r.vendorName))]);
  const users = await usersByEmail(db, [...new Set(rows.flatMap((r) => [r.leadAssessorEmail, ...r.teamEmails]))]);
  const references = rows.flatMap((r) => (r.sourceReference ? [r.sourceReference] : []));
  const taken = references.length ? await existingReferences(db, [...new Set(references)]) : new Set<string>();
  const firstRowOf = new Map<string, number>();

  const valid: ResolvedAssessment[] = [];
  for (const r of rows) {
    const before = problems.length;
    const problem = (field: "vendorName" | "leadAssessor" | "team" | "reference", value: string, reason: string) =>
      problems.push({ row: r.row, column: column(plan, field), value: shown(value) || null, reason });

    if (r.sourceReference) {
      const key = r.sourceReference.toUpperCase();
      const first = firstRowOf.get(key);
      if (taken.has(key))
        problem(
          "reference",
          r.sourceReference,
          `Reference ${r.sourceReference} is already in the register: an import only adds new assessments (remove the row, or leave the Reference empty to add it as a new assessment)`,
        );
      else if (first !== undefined)
        problem("reference", r.sourceReference, `Reference ${r.sourceReference} is also on row ${first} of this file`);
      else firstRowOf.set(key, r.row);
    }

    const named = vendors.get(r.vendorName) ?? [];
    if (named.length === 0) problem("vendorName", r.vendorName, `No vendor named "${r.vendorName}" in the register`);
    else if (named.length > 1)
      problem(
        "vendorName",
        r.vendorName,
        `${named.length} vendors are named "${r.vendorName}": the name must denote one vendor (rename one of them in the register)`,
      );
    else if (named[0]!.status === "offboarded")
      problem("vendorName", r.vendorName, `${named[0]!.vendorName} is offboarded: choose a current vendor`);

    const lead = users.get(r.leadAssessorEmail);
    if (!lead) problem("leadAssessor", r.leadAssessorEmail, `No user has the e-mail ${r.leadAssessorEmail}`);
    else if (lead.status !== "active")
      problem("leadAssessor", r.leadAssessorEmail, `${r.leadAssessorEmail} is not an active user`);

    const unknown = r.teamEmails.filter((e) => !users.has(e));
    const inactive = r.teamEmails.filter((e) => users.has(e) && users.get(e)!.status !== "active");
    const teamText = r.teamEmails.join("; ");
    if (unknown.length) problem("team", teamText, `No user has the e-mail ${unknown.join(", ")}`);
    if (inactive.length)
      problem("team", teamText, `Not active user${inactive.length === 1 ? "" : "s"}: ${inactive.join(", ")}`);

    if (problems.length > before) continue;
    valid.push({
      ...r,
      vendorId: named[0]!.id,
      leadAssessorId: lead!.id,
      teamIds: [...new Set(r.teamEmails.map((e) => users.get(e)!.id))],
    });
  }
  return { valid, problems };
}
