// The bank's own entities and branches (docs/REGISTER.md, "Data and who edits it"): list, read, create, update and
// delete, each change in one transaction with its audit row.
import { Prisma, type RegisterEntity } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { conflict, conflictOnField, invalidField, notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import {
  type createRegisterEntityInput,
  type listRegisterEntitiesInput,
  type RegisterEntityOutput,
  registerEntityProblems,
  type updateRegisterEntityInput,
} from "../schemas/register.js";
import { dayText, dayTextOrNull, givenFields, moneyOrNull, toDay, toDayOrNull } from "./values.js";

type Tx = Prisma.TransactionClient;
export const REGISTER_ENTITY = "RegisterEntity";

const include = {
  parent: { select: { id: true, name: true } },
  _count: { select: { functions: true } },
} satisfies Prisma.RegisterEntityInclude;
type Row = Prisma.RegisterEntityGetPayload<{ include: typeof include }>;

export function toEntityDto(row: Row): RegisterEntityOutput {
  const { _count, createdById: _c, updatedById: _u, ...e } = row;
  return {
    ...e,
    totalAssets: moneyOrNull(e.totalAssets),
    integratedOn: dayText(e.integratedOn),
    deletedOn: dayTextOrNull(e.deletedOn),
    functionCount: _count.functions,
  };
}

export async function listEntities(ctx: Context, input: z.output<typeof listRegisterEntitiesInput>) {
  const where: Prisma.RegisterEntityWhereInput = {
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.search
      ? {
          OR: [
            { name: { contains: input.search, mode: "insensitive" } },
            { lei: { contains: input.search, mode: "insensitive" } },
            { branchCode: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.registerEntity.findMany({
      where,
      include,
      orderBy: [{ [input.sort]: input.order }, { id: input.order }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.registerEntity.count({ where }),
  ]);
  return { items: rows.map(toEntityDto), pagination: paginate(input.page, input.limit, total) };
}

export async function getEntity(ctx: Context, id: string) {
  const row = await ctx.db.registerEntity.findUnique({ where: { id }, include });
  if (!row) throw notFound("Entity not found.");
  return toEntityDto(row);
}

/** The rules that need the database: a parent that exists and fits, no loop, unique LEI, branch code, maintainer. */
async function checkAgainstRegister(tx: Tx, e: RegisterEntity | (Omit<RegisterEntity, "id"> & { id?: string })) {
  if (e.parentId) {
    const parent = await tx.registerEntity.findUnique({ where: { id: e.parentId } });
    if (!parent) throw invalidField("parentId", "Choose the parent from the list");
    if (parent.kind !== "entity") throw invalidField("parentId", "The parent must be an entity, not a branch");
    // Walk up from the parent: meeting this entity again would make a loop.
    let up: string | null = parent.parentId;
    for (let depth = 0; up && e.id && depth < 50; depth++) {
      if (up === e.id) throw invalidField("parentId", "This parent is below the entity: the hierarchy would loop");
      up = (await tx.registerEntity.findUnique({ where: { id: up }, select: { parentId: true } }))?.parentId ?? null;
    }
  }
  const others = (where: Prisma.RegisterEntityWhereInput) =>
    tx.registerEntity.findFirst({ where: { ...where, ...(e.id ? { NOT: { id: e.id } } : {}) } });
  if (e.lei) {
    const other = await others({ lei: e.lei });
    if (other) throw conflictOnField("lei", `LEI ${e.lei} already belongs to ${other.name}`);
  }
  if (e.branchCode) {
    const other = await others({ branchCode: e.branchCode });
    if (other) throw conflictOnField("branchCode", `Branch code ${e.branchCode} already belongs to ${other.name}`);
  }
  if (e.maintainsRegister) {
    if (e.kind !== "entity") throw invalidField("maintainsRegister", "Only an entity maintains the register");
    const other = await others({ maintainsRegister: true });
    if (other) {
      throw conflictOnField("maintainsRegister", `${other.name} maintains the register: clear it there first`);
    }
  }
}

type EntityBody = Partial<z.output<typeof createRegisterEntityInput>>;

/** A body's fields as the table stores them. */
export function entityData(body: EntityBody) {
  return givenFields(body, {
    integratedOn: toDay as (v: never) => unknown,
    deletedOn: toDayOrNull as (v: never) => unknown,
  }) as Prisma.RegisterEntityUncheckedUpdateInput;
}

function throwProblems(e: Parameters<typeof registerEntityProblems>[0]) {
  const first = registerEntityProblems(e)[0];
  if (first) throw invalidField(first.path, first.message);
}

/** Unique-constraint races turn into the 409 the pre-check gives. */
function uniqueConflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw conflict("Another entity already has this LEI or branch code.");
  }
  throw error;
}

/** A new entity's row from its checked input (the screen's create and the import's). */
export function entityCreateData(input: z.output<typeof createRegisterEntityInput>) {
  return {
    kind: input.kind,
    name: input.name,
    lei: input.lei ?? null,
    branchCode: input.branchCode ?? null,
    country: input.country ?? "",
    entityType: input.entityType ?? null,
    hierarchy: input.hierarchy ?? null,
    parentId: input.parentId ?? null,
    competentAuthority: input.competentAuthority ?? null,
    maintainsRegister: input.maintainsRegister ?? false,
    currency: input.currency ?? "EUR",
    totalAssets: input.totalAssets ?? null,
    integratedOn: input.integratedOn ? toDay(input.integratedOn) : toDay(new Date().toISOString().slice(0, 10)),
    deletedOn: toDayOrNull(input.deletedOn),
  };
}

/** Creates one entity inside a transaction. */
export async function insertEntity(tx: Tx, ctx: SignedInContext, input: z.output<typeof createRegisterEntityInput>) {
  const data = entityCreateData(input);
  await checkAgainstRegister(tx, { ...data, totalAssets: null } as Omit<RegisterEntity, "id">);
  const row = await tx.registerEntity.create({
    data: { ...data, createdById: ctx.auth.user.id, updatedById: ctx.auth.user.id },
    include,
  });
  const dto = toEntityDto(row);
  await recordChange(tx, ctx, {
    action: "CREATE",
    entityType: REGISTER_ENTITY,
    entityId: row.id,
    after: dto,
    description: `Added ${row.kind === "branch" ? "branch" : "entity"} ${row.name} to the register`,
  });
  return dto;
}

export async function createEntity(ctx: SignedInContext, input: z.output<typeof createRegisterEntityInput>) {
  try {
    return await ctx.db.$transaction((tx) => insertEntity(tx, ctx, input));
  } catch (error) {
    uniqueConflict(error);
  }
}

/** Changes one entity inside a transaction: the body over the stored record must keep the rules. */
export async function changeEntity(tx: Tx, ctx: SignedInContext, id: string, body: EntityBody) {
  const before = await tx.registerEntity.findUnique({ where: { id }, include });
  if (!before) throw notFound("Entity not found.");
  const data = entityData(body);
  const merged = { ...before, ...(data as Partial<RegisterEntity>) } as RegisterEntity;
  throwProblems({
    id,
    kind: merged.kind,
    lei: merged.lei,
    branchCode: merged.branchCode,
    country: merged.country,
    parentId: merged.parentId,
    integratedOn: dayText(merged.integratedOn),
    deletedOn: dayTextOrNull(merged.deletedOn),
  });
  if (before.kind === "entity" && merged.kind === "branch") {
    const below = await tx.registerEntity.count({ where: { parentId: id } });
    if (below) throw conflictOnField("kind", "Entities or branches sit below this entity: it cannot become a branch");
  }
  await checkAgainstRegister(tx, merged);
  const after = await tx.registerEntity.update({
    where: { id },
    data: { ...data, updatedById: ctx.auth.user.id },
    include,
  });
  const beforeDto = toEntityDto(before);
  const afterDto = toEntityDto(after);
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: REGISTER_ENTITY,
    entityId: id,
    before: beforeDto,
    after: afterDto,
    description: `Updated ${after.name} in the register`,
  });
  return afterDto;
}

export async function updateEntity(ctx: SignedInContext, input: z.output<typeof updateRegisterEntityInput>) {
  const { id, ...body } = input;
  try {
    return await ctx.db.$transaction((tx) => changeEntity(tx, ctx, id, body));
  } catch (error) {
    uniqueConflict(error);
  }
}

export async function deleteEntity(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.registerEntity.findUnique({ where: { id }, include });
    if (!before) throw notFound("Entity not found.");
    // One after the other: a transaction's statements share one connection.
    const functions = await tx.businessFunction.count({ where: { entityId: id } });
    const children = await tx.registerEntity.count({ where: { parentId: id } });
    const signed = await tx.contract.count({ where: { signingEntityId: id } });
    const recipients = await tx.contractRecipient.count({ where: { OR: [{ entityId: id }, { branchId: id }] } });
    const uses = [
      functions && `${functions} function${functions === 1 ? "" : "s"}`,
      children && `${children} entit${children === 1 ? "y or branch" : "ies or branches"} below it`,
      signed + recipients && `${signed + recipients} contract link${signed + recipients === 1 ? "" : "s"}`,
    ].filter(Boolean);
    if (uses.length) {
      throw conflict(`${before.name} is still in use (${uses.join(", ")}): move or remove those first.`);
    }
    await tx.registerEntity.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: REGISTER_ENTITY,
      entityId: id,
      before: toEntityDto(before),
      description: `Removed ${before.name} from the register`,
    });
    return { id, deleted: true };
  });
}
