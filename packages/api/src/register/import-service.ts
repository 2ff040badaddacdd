// The entities' and functions' CSV imports (docs/REGISTER.md): all or nothing in one transaction. A row whose LEI
// (entity), branch code (branch) or identifier (function) is already in the register updates that record; the others
// are created. Each record gets its own audit row, as if entered on the screen.
import type { Prisma } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import {
  BUSINESS_FUNCTION_IMPORT_COLUMNS,
  createBusinessFunctionInput,
  createRegisterEntityInput,
  REGISTER_ENTITY_IMPORT_COLUMNS,
  type RegisterImportError,
} from "../schemas/register.js";
import { changeEntity, insertEntity } from "./entity-service.js";
import { changeFunction, insertFunction } from "./function-service.js";
import {
  booleanCell,
  type CsvRow,
  cell,
  cellOrNull,
  importFailed,
  issuesToRowErrors,
  listCell,
  numberCell,
  readRegisterCsv,
  serviceErrorToRowError,
  snake,
} from "./import-csv.js";

const IMPORT_TX = { timeout: 120_000, maxWait: 10_000 } as const;
const PARENT_PLACEHOLDER = "00000000-0000-7000-8000-000000000000";

const entityColumn = (field: string) => (field === "parentId" ? "parent_lei" : snake(field));
const functionColumn = (field: string) => (field === "entityId" ? "entity_lei" : snake(field));

/** The fields a row sets: those whose column is in the file (an update leaves the others as they are). */
function presentFields<T extends Record<string, unknown>>(body: T, columns: string[], columnOf: (f: string) => string) {
  return Object.fromEntries(Object.entries(body).filter(([k]) => columns.includes(columnOf(k)))) as Partial<T>;
}

function entityBody(r: CsvRow) {
  return {
    kind: cell(r, "kind")?.toLowerCase(),
    name: cell(r, "name"),
    lei: cellOrNull(r, "lei"),
    branchCode: cellOrNull(r, "branch_code"),
    country: cellOrNull(r, "country"),
    entityType: listCell("entityType", cellOrNull(r, "entity_type")),
    hierarchy: listCell("hierarchy", cellOrNull(r, "hierarchy")),
    parentId: cell(r, "parent_lei") ? PARENT_PLACEHOLDER : null,
    competentAuthority: cellOrNull(r, "competent_authority"),
    maintainsRegister: booleanCell(cell(r, "maintains_register")),
    currency: cell(r, "currency"),
    totalAssets: cellOrNull(r, "total_assets"),
    integratedOn: cell(r, "integrated_on"),
    deletedOn: cellOrNull(r, "deleted_on"),
  };
}

/** Rows in an order where every parent named by LEI comes before the rows below it. */
function parentsFirst(rows: CsvRow[], errors: RegisterImportError[], known: Set<string>) {
  const ordered: CsvRow[] = [];
  let pending = rows;
  while (pending.length) {
    const next = pending.filter((r) => {
      const parent = cell(r, "parent_lei")?.toUpperCase();
      if (parent && !known.has(parent)) return true;
      ordered.push(r);
      const lei = cell(r, "lei")?.toUpperCase();
      if (lei) known.add(lei);
      return false;
    });
    if (next.length === pending.length) {
      for (const r of next) {
        errors.push({ row: r.row, column: "parent_lei", message: `No entity has LEI ${cell(r, "parent_lei")}` });
      }
      break;
    }
    pending = next;
  }
  return ordered;
}

export async function importEntities(ctx: SignedInContext, csv: string) {
  const { columns, rows, errors } = readRegisterCsv(csv, REGISTER_ENTITY_IMPORT_COLUMNS, ["name", "country"]);
  if (errors.length) throw importFailed(errors);
  const parsed = new Map<CsvRow, ReturnType<typeof createRegisterEntityInput.parse>>();
  for (const r of rows) {
    const result = createRegisterEntityInput.safeParse(entityBody(r));
    if (result.success) parsed.set(r, result.data);
    else errors.push(...issuesToRowErrors(r.row, result.error, entityColumn));
  }
  if (errors.length) throw importFailed(errors);
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.registerEntity.findMany({ select: { id: true, lei: true, branchCode: true } });
    const byLei = new Map(existing.filter((e) => e.lei).map((e) => [e.lei as string, e.id]));
    const byBranch = new Map(existing.filter((e) => e.branchCode).map((e) => [e.branchCode as string, e.id]));
    const ordered = parentsFirst(rows, errors, new Set(byLei.keys()));
    let created = 0;
    let updated = 0;
    for (const r of ordered) {
      const body = parsed.get(r)!;
      const parentLei = cell(r, "parent_lei")?.toUpperCase();
      const input = { ...body, parentId: parentLei ? (byLei.get(parentLei) ?? null) : null };
      const id = input.kind === "branch" ? byBranch.get(input.branchCode ?? "") : byLei.get(input.lei ?? "");
      try {
        if (id) {
          await changeEntity(tx, ctx, id, presentFields(input, columns, entityColumn));
          updated++;
        } else {
          const dto = await insertEntity(tx, ctx, input);
          if (dto.lei) byLei.set(dto.lei, dto.id);
          if (dto.branchCode) byBranch.set(dto.branchCode, dto.id);
          created++;
        }
      } catch (error) {
        errors.push(serviceErrorToRowError(r.row, error, entityColumn));
      }
    }
    if (errors.length) throw importFailed(errors.sort((a, b) => a.row - b.row));
    return { created, updated, total: rows.length };
  }, IMPORT_TX);
}

function functionBody(r: CsvRow, entityId: string | undefined) {
  return {
    identifier: cell(r, "identifier"),
    name: cell(r, "name"),
    entityId,
    licensedActivity: listCell("licensedActivity", cellOrNull(r, "licensed_activity")),
    criticality: listCell("criticality", cell(r, "criticality")),
    criticalityReasons: cellOrNull(r, "criticality_reasons"),
    lastAssessedOn: cellOrNull(r, "last_assessed_on"),
    rtoHours: numberCell(cellOrNull(r, "rto_hours")),
    rpoHours: numberCell(cellOrNull(r, "rpo_hours")),
    discontinuationImpact: listCell("impact", cellOrNull(r, "discontinuation_impact")),
    description: cellOrNull(r, "description"),
  };
}

export async function importFunctions(ctx: SignedInContext, csv: string) {
  const required = ["identifier", "name", "entity_lei"];
  const { columns, rows, errors } = readRegisterCsv(csv, BUSINESS_FUNCTION_IMPORT_COLUMNS, required);
  if (errors.length) throw importFailed(errors);
  return ctx.db.$transaction(async (tx: Prisma.TransactionClient) => {
    const entities = await tx.registerEntity.findMany({
      where: { kind: "entity", lei: { not: null } },
      select: { id: true, lei: true },
    });
    const entityByLei = new Map(entities.map((e) => [e.lei as string, e.id]));
    const functions = await tx.businessFunction.findMany({ select: { id: true, identifier: true } });
    const byIdentifier = new Map(functions.map((f) => [f.identifier, f.id]));
    const seen = new Map<string, number>();
    let created = 0;
    let updated = 0;
    for (const r of rows) {
      const lei = cell(r, "entity_lei")?.toUpperCase();
      const entityId = lei ? entityByLei.get(lei) : undefined;
      if (lei && !entityId) {
        errors.push({ row: r.row, column: "entity_lei", message: `No entity of the register has LEI ${lei}` });
      }
      const result = createBusinessFunctionInput.safeParse(functionBody(r, entityId ?? (lei ? undefined : "")));
      if (!result.success) {
        errors.push(
          ...issuesToRowErrors(r.row, result.error, functionColumn).filter((e) => e.column !== "entity_lei" || !lei),
        );
        continue;
      }
      const earlier = seen.get(result.data.identifier);
      if (earlier) {
        errors.push({ row: r.row, column: "identifier", message: `Identifier already on row ${earlier} of this file` });
        continue;
      }
      seen.set(result.data.identifier, r.row);
      if (errors.length) continue; // nothing will be written: only keep checking the rows
      try {
        const id = byIdentifier.get(result.data.identifier);
        if (id) {
          await changeFunction(tx, ctx, id, presentFields(result.data, columns, functionColumn));
          updated++;
        } else {
          await insertFunction(tx, ctx, result.data);
          created++;
        }
      } catch (error) {
        errors.push(serviceErrorToRowError(r.row, error, functionColumn));
      }
    }
    if (errors.length) throw importFailed(errors);
    return { created, updated, total: rows.length };
  }, IMPORT_TX);
}
