// The entity dialog's values (texts, "" for none) and the bodies register.entities.create / update read, validated
// with those procedures' own schemas.
import { zodResolver } from "@hookform/resolvers/zod";
import { createRegisterEntityInput, type RegisterEntityKindValue, updateRegisterEntityInput } from "@tprm/api/schemas";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { orNull, text } from "../../../components/register/FormParts";
import type { RegisterEntityRow as RegisterEntityOutput } from "../records/types";

export interface EntityFormValues {
  kind: RegisterEntityKindValue;
  name: string;
  lei: string;
  branchCode: string;
  country: string;
  entityType: string;
  hierarchy: string;
  parentId: string;
  competentAuthority: string;
  maintainsRegister: boolean;
  currency: string;
  totalAssets: string;
  integratedOn: string;
  deletedOn: string;
}

type CreateIn = z.input<typeof createRegisterEntityInput>;
type UpdateIn = z.input<typeof updateRegisterEntityInput>;
export type EntityFormOutput = z.output<typeof createRegisterEntityInput> | z.output<typeof updateRegisterEntityInput>;

export function newEntityValues(today: string): EntityFormValues {
  return {
    kind: "entity",
    name: "",
    lei: "",
    branchCode: "",
    country: "",
    entityType: "",
    hierarchy: "",
    parentId: "",
    competentAuthority: "",
    maintainsRegister: false,
    currency: "EUR",
    totalAssets: "",
    integratedOn: today,
    deletedOn: "",
  };
}

export function entityValues(e: RegisterEntityOutput): EntityFormValues {
  return {
    kind: e.kind,
    name: e.name,
    lei: text(e.lei),
    branchCode: text(e.branchCode),
    country: e.country,
    entityType: text(e.entityType),
    hierarchy: text(e.hierarchy),
    parentId: text(e.parentId),
    competentAuthority: text(e.competentAuthority),
    maintainsRegister: e.maintainsRegister,
    currency: e.currency,
    totalAssets: text(e.totalAssets),
    integratedOn: e.integratedOn,
    deletedOn: text(e.deletedOn),
  };
}

/**
 * The body of a save: every field, an empty one as null. A branch carries no LEI and an entity no branch code, so
 * the one the kind does not use is sent empty.
 */
export function entityBody(v: EntityFormValues): Omit<CreateIn, "kind"> & { kind: RegisterEntityKindValue } {
  const branch = v.kind === "branch";
  return {
    kind: v.kind,
    name: v.name,
    lei: branch ? null : orNull(v.lei),
    branchCode: branch ? orNull(v.branchCode) : null,
    country: orNull(v.country),
    entityType: orNull(v.entityType) as CreateIn["entityType"],
    hierarchy: orNull(v.hierarchy) as CreateIn["hierarchy"],
    parentId: orNull(v.parentId),
    competentAuthority: orNull(v.competentAuthority),
    maintainsRegister: v.maintainsRegister,
    currency: v.currency,
    totalAssets: orNull(v.totalAssets),
    integratedOn: v.integratedOn,
    deletedOn: orNull(v.deletedOn),
  };
}

/** The create or update schema (by whether an id is given) over the body the fields make. */
export function entityResolver(id: string | null): Resolver<EntityFormValues, unknown, EntityFormOutput> {
  const base = (id
    ? zodResolver(updateRegisterEntityInput)
    : zodResolver(createRegisterEntityInput)) as never as Resolver<Record<string, unknown>, unknown, EntityFormOutput>;
  return async (values, context, options) => {
    const body: CreateIn | UpdateIn = id ? { id, ...entityBody(values) } : entityBody(values);
    return base(body as Record<string, unknown>, context, options as never) as never;
  };
}
