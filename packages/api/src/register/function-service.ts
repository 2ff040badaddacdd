// The bank's business functions (B_06.01; docs/REGISTER.md): list, read, create, update and delete, each change in
// one transaction with its audit row.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange, recordChanges } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { conflict, conflictOnField, invalidField, notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import type {
  BusinessFunctionOutput,
  createBusinessFunctionInput,
  listBusinessFunctionsInput,
  updateBusinessFunctionInput,
} from "../schemas/register.js";
import { dayTextOrNull, givenFields, toDayOrNull } from "./values.js";

type Tx = Prisma.TransactionClient;
export const BUSINESS_FUNCTION = "BusinessFunction";

const include = {
  entity: { select: { id: true, name: true, lei: true } },
  _count: { select: { contracts: true } },
} satisfies Prisma.BusinessFunctionInclude;
type Row = Prisma.BusinessFunctionGetPayload<{ include: typeof include }>;

export function toFunctionDto(row: Row): BusinessFunctionOutput {
  const { _count, createdById: _c, updatedById: _u, ...f } = row;
  return { ...f, lastAssessedOn: dayTextOrNull(f.lastAssessedOn), contractCount: _count.contracts };
}

const ORDER: Record<z.output<typeof listBusinessFunctionsInput>["sort"], (dir: Prisma.SortOrder) => object> = {
  name: (dir) => ({ name: dir }),
  identifier: (dir) => ({ identifier: dir }),
  criticality: (dir) => ({ criticality: dir }),
  entity: (dir) => ({ entity: { name: dir } }),
  createdAt: (dir) => ({ createdAt: dir }),
};

export async function listFunctions(ctx: Context, input: z.output<typeof listBusinessFunctionsInput>) {
  const where: Prisma.BusinessFunctionWhereInput = {
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.criticality ? { criticality: input.criticality } : {}),
    ...(input.search
      ? {
          OR: [
            { name: { contains: input.search, mode: "insensitive" } },
            { identifier: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.businessFunction.findMany({
      where,
      include,
      orderBy: [
        ORDER[input.sort](input.order),
        { id: input.order },
      ] as Prisma.BusinessFunctionOrderByWithRelationInput[],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.businessFunction.count({ where }),
  ]);
  return { items: rows.map(toFunctionDto), pagination: paginate(input.page, input.limit, total) };
}

export async function getFunction(ctx: Context, id: string) {
  const row = await ctx.db.businessFunction.findUnique({ where: { id }, include });
  if (!row) throw notFound("Function not found.");
  return toFunctionDto(row);
}

async function checkAgainstRegister(tx: Tx, f: { id?: string; identifier?: string; entityId?: string }) {
  if (f.entityId) {
    const entity = await tx.registerEntity.findUnique({ where: { id: f.entityId }, select: { kind: true } });
    if (!entity) throw invalidField("entityId", "Choose the entity the function belongs to");
    if (entity.kind !== "entity") throw invalidField("entityId", "A function belongs to an entity, not a branch");
  }
  if (f.identifier) {
    const other = await tx.businessFunction.findUnique({ where: { identifier: f.identifier } });
    if (other && other.id !== f.id) {
      throw conflictOnField("identifier", `Function identifier ${f.identifier} is already used by ${other.name}`);
    }
  }
}

function uniqueConflict(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw conflict("Another function already has this identifier.");
  }
  throw error;
}

type FunctionBody = Partial<z.output<typeof createBusinessFunctionInput>>;
export const functionData = (body: FunctionBody) =>
  givenFields(body, {
    lastAssessedOn: toDayOrNull as (v: never) => unknown,
  }) as Prisma.BusinessFunctionUncheckedUpdateInput;

/** Creates one function inside a transaction (the import calls it for each new row). */
export async function insertFunction(
  tx: Tx,
  ctx: SignedInContext,
  input: z.output<typeof createBusinessFunctionInput>,
) {
  await checkAgainstRegister(tx, input);
  const row = await tx.businessFunction.create({
    data: {
      ...(functionData(input) as Prisma.BusinessFunctionUncheckedCreateInput),
      createdById: ctx.auth.user.id,
      updatedById: ctx.auth.user.id,
    },
    include,
  });
  const dto = toFunctionDto(row);
  await recordChange(tx, ctx, {
    action: "CREATE",
    entityType: BUSINESS_FUNCTION,
    entityId: row.id,
    after: dto,
    description: `Added function ${row.identifier} ${row.name} to the register`,
  });
  return dto;
}

export async function createFunction(ctx: SignedInContext, input: z.output<typeof createBusinessFunctionInput>) {
  try {
    return await ctx.db.$transaction((tx) => insertFunction(tx, ctx, input));
  } catch (error) {
    uniqueConflict(error);
  }
}

/**
 * Creates many functions in one statement (the import: identifiers and entities already checked against the
 * register), with one audit row each.
 */
export async function insertFunctions(
  tx: Tx,
  ctx: SignedInContext,
  inputs: z.output<typeof createBusinessFunctionInput>[],
  entities: Map<string, { id: string; name: string; lei: string | null }>,
) {
  const actor = ctx.auth.user.id;
  const rows = await tx.businessFunction.createManyAndReturn({
    data: inputs.map((input) => ({
      ...(functionData(input) as Prisma.BusinessFunctionUncheckedCreateInput),
      createdById: actor,
      updatedById: actor,
    })),
  });
  const dtos = rows.map((row) =>
    toFunctionDto({ ...row, entity: entities.get(row.entityId)!, _count: { contracts: 0 } }),
  );
  await recordChanges(
    tx,
    ctx,
    dtos.map((dto) => ({
      action: "CREATE" as const,
      entityType: BUSINESS_FUNCTION,
      entityId: dto.id,
      after: dto,
      description: `Added function ${dto.identifier} ${dto.name} to the register`,
    })),
  );
  return dtos;
}

/** Changes one function inside a transaction. */
export async function changeFunction(tx: Tx, ctx: SignedInContext, id: string, body: FunctionBody) {
  const before = await tx.businessFunction.findUnique({ where: { id }, include });
  if (!before) throw notFound("Function not found.");
  await checkAgainstRegister(tx, { id, identifier: body.identifier, entityId: body.entityId });
  const after = await tx.businessFunction.update({
    where: { id },
    data: { ...functionData(body), updatedById: ctx.auth.user.id },
    include,
  });
  const beforeDto = toFunctionDto(before);
  const afterDto = toFunctionDto(after);
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: BUSINESS_FUNCTION,
    entityId: id,
    before: beforeDto,
    after: afterDto,
    description: `Updated function ${after.identifier} ${after.name}`,
  });
  return afterDto;
}

export async function updateFunction(ctx: SignedInContext, input: z.output<typeof updateBusinessFunctionInput>) {
  const { id, ...body } = input;
  try {
    return await ctx.db.$transaction((tx) => changeFunction(tx, ctx, id, body));
  } catch (error) {
    uniqueConflict(error);
  }
}

export async function deleteFunction(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.businessFunction.findUnique({ where: { id }, include });
    if (!before) throw notFound("Function not found.");
    const contracts = before._count.contracts;
    if (contracts) {
      throw conflict(
        `${before.identifier} ${before.name} is supported by ${contracts} contract${contracts === 1 ? "" : "s"}: ` +
          "remove it from their Register tab first.",
      );
    }
    await tx.businessFunction.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: BUSINESS_FUNCTION,
      entityId: id,
      before: toFunctionDto(before),
      description: `Removed function ${before.identifier} ${before.name} from the register`,
    });
    return { id, deleted: true };
  });
}
