// The functions' CSV import (docs/REGISTER.md; the entities' is import-entities.ts): all or nothing in one
// transaction. A row whose identifier is already in the register updates that function; the others are created in
// one statement, each with its own audit row as if entered on the screen. A function names its entity by LEI.
import type { Prisma } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { BUSINESS_FUNCTION_IMPORT_COLUMNS, createBusinessFunctionInput } from "../schemas/register.js";
import { changeFunction, insertFunctions } from "./function-service.js";
import {
  type CsvRow,
  cell,
  cellOrNull,
  IMPORT_TX,
  importFailed,
  issuesToRowErrors,
  listCell,
  numberCell,
  presentFields,
  readRegisterCsv,
  serviceErrorToRowError,
  snake,
} from "./import-csv.js";

type CreateFunction = ReturnType<typeof createBusinessFunctionInput.parse>;

const functionColumn = (field: string) => (field === "entityId" ? "entity_lei" : snake(field));

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
      select: { id: true, name: true, lei: true },
    });
    const entityByLei = new Map(entities.map((e) => [e.lei as string, e.id]));
    const functions = await tx.businessFunction.findMany({ select: { id: true, identifier: true } });
    const byIdentifier = new Map(functions.map((f) => [f.identifier, f.id]));
    const seen = new Map<string, number>();
    const creates: CreateFunction[] = [];
    const updates: { row: number; id: string; body: Partial<CreateFunction> }[] = [];
    for (const r of rows) {
      const lei = cell(r, "entity_lei")?.toUpperCase();
      const entityId = lei ? entityByLei.get(lei) : undefined;
      if (lei && !entityId) {
        errors.push({ row: r.row, column: "entity_lei", message: `No entity of the register has LEI ${lei}` });
      }
      const result = createBusinessFunctionInput.safeParse(functionBody(r, entityId ?? (lei ? undefined : "")));
      if (!result.success) {
        const issues = issuesToRowErrors(r.row, result.error, functionColumn);
        errors.push(...issues.filter((e) => e.column !== "entity_lei" || !lei));
        continue;
      }
      const earlier = seen.get(result.data.identifier);
      if (earlier) {
        errors.push({ row: r.row, column: "identifier", message: `Identifier already on row ${earlier} of this file` });
        continue;
      }
      seen.set(result.data.identifier, r.row);
      const id = byIdentifier.get(result.data.identifier);
      if (id) updates.push({ row: r.row, id, body: presentFields(result.data, columns, functionColumn) });
      else creates.push(result.data);
    }
    if (errors.length) throw importFailed(errors);
    // New functions in one statement (identifiers and entities are checked above), then each update.
    await insertFunctions(tx, ctx, creates, new Map(entities.map((e) => [e.id, e])));
    for (const u of updates) {
      try {
        await changeFunction(tx, ctx, u.id, u.body);
      } catch (error) {
        errors.push(serviceErrorToRowError(u.row, error, functionColumn));
      }
    }
    if (errors.length) throw importFailed(errors);
    return { created: creates.length, updated: updates.length, total: rows.length };
  }, IMPORT_TX);
}
