// The entities' CSV import (docs/REGISTER.md): all or nothing in one transaction. A row whose LEI (entity) or branch
// code (branch) is already in the register updates that record; the others are created in one statement, parents
// before the rows below them, each with its own audit row as if entered on the screen.

import { recordChanges } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import {
  createRegisterEntityInput,
  REGISTER_ENTITY_IMPORT_COLUMNS,
  type RegisterImportError,
} from "../schemas/register.js";
import { createIdBatch } from "../transfer/batch-ids.js";
import { changeEntity, entityCreateData, REGISTER_ENTITY, toEntityDto } from "./entity-service.js";
import {
  booleanCell,
  type CsvRow,
  cell,
  cellOrNull,
  IMPORT_TX,
  importFailed,
  issuesToRowErrors,
  listCell,
  presentFields,
  readRegisterCsv,
  serviceErrorToRowError,
  snake,
} from "./import-csv.js";

type EntityInput = ReturnType<typeof createRegisterEntityInput.parse>;
/** Stands for "a parent is named" while a row is checked alone; the parent's id is found by its LEI later. */
const PARENT_PLACEHOLDER = "00000000-0000-7000-8000-000000000000";

const entityColumn = (field: string) => (field === "parentId" ? "parent_lei" : snake(field));

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
function parentsFirst(rows: CsvRow[], parsed: Map<CsvRow, EntityInput>, known: Set<string>) {
  const ordered: CsvRow[] = [];
  const errors: RegisterImportError[] = [];
  let pending = rows;
  while (pending.length) {
    const next = pending.filter((r) => {
      const parent = cell(r, "parent_lei")?.toUpperCase();
      if (parent && !known.has(parent)) return true;
      ordered.push(r);
      const lei = parsed.get(r)?.lei;
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
  return { ordered, errors };
}

/** Every row checked alone (the schema), and no LEI or branch code twice in the file. */
function checkRows(rows: CsvRow[]) {
  const parsed = new Map<CsvRow, EntityInput>();
  const errors: RegisterImportError[] = [];
  const firstRow = new Map<string, number>();
  for (const r of rows) {
    const result = createRegisterEntityInput.safeParse(entityBody(r));
    if (!result.success) {
      errors.push(...issuesToRowErrors(r.row, result.error, entityColumn));
      continue;
    }
    parsed.set(r, result.data);
    const [column, key] =
      result.data.kind === "branch" ? ["branch_code", result.data.branchCode] : ["lei", result.data.lei];
    const earlier = firstRow.get(`${column}:${key}`);
    if (earlier) errors.push({ row: r.row, column, message: `${key} is also on row ${earlier} of this file` });
    else firstRow.set(`${column}:${key}`, r.row);
  }
  return { parsed, errors };
}

export async function importEntities(ctx: SignedInContext, csv: string) {
  const {
    columns,
    rows,
    errors: fileErrors,
  } = readRegisterCsv(csv, REGISTER_ENTITY_IMPORT_COLUMNS, ["name", "country"]);
  if (fileErrors.length) throw importFailed(fileErrors);
  const { parsed, errors } = checkRows(rows);
  if (errors.length) throw importFailed(errors);
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.registerEntity.findMany({
      select: { id: true, name: true, lei: true, branchCode: true, maintainsRegister: true },
    });
    const byLei = new Map(existing.filter((e) => e.lei).map((e) => [e.lei as string, e.id]));
    const byBranch = new Map(existing.filter((e) => e.branchCode).map((e) => [e.branchCode as string, e.id]));
    const names = new Map(existing.map((e) => [e.id, e.name]));
    const order = parentsFirst(rows, parsed, new Set(byLei.keys()));
    if (order.errors.length) throw importFailed(order.errors);

    const ids = createIdBatch(rows.length);
    const creates: { row: number; data: ReturnType<typeof entityCreateData> & { id: string } }[] = [];
    const updates: { row: number; id: string; body: Partial<EntityInput> }[] = [];
    for (const r of order.ordered) {
      const body = parsed.get(r)!;
      const parentLei = cell(r, "parent_lei")?.toUpperCase();
      const input = { ...body, parentId: parentLei ? (byLei.get(parentLei) ?? null) : null };
      const id = input.kind === "branch" ? byBranch.get(input.branchCode ?? "") : byLei.get(input.lei ?? "");
      if (id) {
        updates.push({ row: r.row, id, body: presentFields(input, columns, entityColumn) });
        continue;
      }
      const newId = ids.idAt(creates.length);
      if (input.lei) byLei.set(input.lei, newId);
      names.set(newId, input.name);
      creates.push({ row: r.row, data: { ...entityCreateData(input), id: newId } });
    }
    // At most one entity maintains the register (the updates' own check covers theirs).
    const maintainer = existing.find((e) => e.maintainsRegister);
    creates.forEach((c, i) => {
      if (!c.data.maintainsRegister) return;
      const other = maintainer?.name ?? creates.slice(0, i).find((o) => o.data.maintainsRegister)?.data.name;
      if (c.data.kind !== "entity") {
        errors.push({ row: c.row, column: "maintains_register", message: "Only an entity maintains the register" });
      } else if (other) {
        errors.push({ row: c.row, column: "maintains_register", message: `${other} maintains the register already` });
      }
    });
    if (errors.length) throw importFailed(errors);

    const actor = ctx.auth.user.id;
    const made = creates.length
      ? await tx.registerEntity.createManyAndReturn({
          data: creates.map((c) => ({ ...c.data, createdById: actor, updatedById: actor })),
        })
      : [];
    const dtos = made.map((row) =>
      toEntityDto({
        ...row,
        parent: row.parentId ? { id: row.parentId, name: names.get(row.parentId) ?? "" } : null,
        _count: { functions: 0 },
      }),
    );
    await recordChanges(
      tx,
      ctx,
      dtos.map((dto) => ({
        action: "CREATE" as const,
        entityType: REGISTER_ENTITY,
        entityId: dto.id,
        after: dto,
        description: `Added ${dto.kind === "branch" ? "branch" : "entity"} ${dto.name} to the register (import)`,
      })),
    );
    for (const u of updates) {
      try {
        await changeEntity(tx, ctx, u.id, u.body);
      } catch (error) {
        errors.push(serviceErrorToRowError(u.row, error, entityColumn));
      }
    }
    if (errors.length) throw importFailed(errors.sort((a, b) => a.row - b.row));
    return { created: creates.length, updated: updates.length, total: rows.length };
  }, IMPORT_TX);
}
