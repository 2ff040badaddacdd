// The scope a check run, the concentration view or a DORA package covers, with its defaults: the entity that
// maintains the register, and the 31 December whose register is filed next (catalog.ts defaultReferenceDate) in the
// organisation's time zone.
import type { z } from "zod";
import { invalidField } from "../lib/errors.js";
import type { registerScopeInput } from "../schemas/register-reports.js";
import { defaultReferenceDate } from "./catalog.js";
import type { DbOrTx, RegisterScope } from "./snapshot.js";

export interface ResolvedScope extends RegisterScope {
  entityName: string;
}

/**
 * The scope the request names, its gaps filled: 400 on the entity field when no entity is named and none maintains
 * the register, or when the one named is not an entity of the register (a branch, or unknown).
 */
export async function resolveScope(
  db: DbOrTx,
  input: z.output<typeof registerScopeInput>,
  today: string,
): Promise<ResolvedScope> {
  const entity = input.entityId
    ? await db.registerEntity.findUnique({
        where: { id: input.entityId },
        select: { id: true, name: true, kind: true },
      })
    : await db.registerEntity.findFirst({
        where: { maintainsRegister: true, kind: "entity" },
        select: { id: true, name: true, kind: true },
      });
  if (!input.entityId && !entity) {
    throw invalidField("entityId", "No entity maintains the register: choose the reporting entity");
  }
  if (entity?.kind !== "entity") {
    throw invalidField("entityId", "Choose an entity of the register (not a branch) as the reporting entity");
  }
  return {
    consolidated: input.consolidated,
    entityId: entity.id,
    entityName: entity.name,
    referenceDate: input.referenceDate ?? defaultReferenceDate(today),
  };
}

/** The scope as answers carry it. */
export const scopeOutput = (s: ResolvedScope) => ({
  consolidated: s.consolidated,
  entityId: s.entityId,
  entityName: s.entityName,
  referenceDate: s.referenceDate,
});
