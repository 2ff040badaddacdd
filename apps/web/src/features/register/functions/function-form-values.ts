// The function dialog's values (texts, "" for none) and the bodies register.functions.create / update read,
// validated with those procedures' own schemas.
import { zodResolver } from "@hookform/resolvers/zod";
import { createBusinessFunctionInput, updateBusinessFunctionInput } from "@tprm/api/schemas";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { orNull, text, toNumber, whole } from "../../../components/register/FormParts";
import type { BusinessFunctionRow as BusinessFunctionOutput } from "../records/types";

export interface FunctionFormValues {
  identifier: string;
  name: string;
  entityId: string;
  licensedActivity: string;
  criticality: string;
  criticalityReasons: string;
  lastAssessedOn: string;
  /** Whole hours as typed; "" for none. */
  rtoHours: string;
  rpoHours: string;
  discontinuationImpact: string;
  description: string;
}

type CreateIn = z.input<typeof createBusinessFunctionInput>;
export type FunctionFormOutput =
  | z.output<typeof createBusinessFunctionInput>
  | z.output<typeof updateBusinessFunctionInput>;

/** A new function: not yet assessed (eba_BT:x21), for the entity given (the one keeping the register). */
export function newFunctionValues(entityId = ""): FunctionFormValues {
  return {
    identifier: "",
    name: "",
    entityId,
    licensedActivity: "",
    criticality: "eba_BT:x21",
    criticalityReasons: "",
    lastAssessedOn: "",
    rtoHours: "",
    rpoHours: "",
    discontinuationImpact: "",
    description: "",
  };
}

export function functionValues(f: BusinessFunctionOutput): FunctionFormValues {
  return {
    identifier: f.identifier,
    name: f.name,
    entityId: f.entityId,
    licensedActivity: text(f.licensedActivity),
    criticality: f.criticality,
    criticalityReasons: text(f.criticalityReasons),
    lastAssessedOn: text(f.lastAssessedOn),
    rtoHours: whole(f.rtoHours),
    rpoHours: whole(f.rpoHours),
    discontinuationImpact: text(f.discontinuationImpact),
    description: text(f.description),
  };
}

/** The body of a save: every field, an empty one as null (an hour count that is not a number is left to the schema). */
export function functionBody(v: FunctionFormValues): CreateIn {
  return {
    identifier: v.identifier,
    name: v.name,
    entityId: v.entityId,
    licensedActivity: orNull(v.licensedActivity) as CreateIn["licensedActivity"],
    criticality: v.criticality as CreateIn["criticality"],
    criticalityReasons: orNull(v.criticalityReasons),
    lastAssessedOn: orNull(v.lastAssessedOn),
    rtoHours: toNumber(v.rtoHours),
    rpoHours: toNumber(v.rpoHours),
    discontinuationImpact: orNull(v.discontinuationImpact) as CreateIn["discontinuationImpact"],
    description: orNull(v.description),
  };
}

export function functionResolver(id: string | null): Resolver<FunctionFormValues, unknown, FunctionFormOutput> {
  const base = (id
    ? zodResolver(updateBusinessFunctionInput)
    : zodResolver(createBusinessFunctionInput)) as never as Resolver<
    Record<string, unknown>,
    unknown,
    FunctionFormOutput
  >;
  return async (values, context, options) => {
    const body = id ? { id, ...functionBody(values) } : functionBody(values);
    return base(body as Record<string, unknown>, context, options as never) as never;
  };
}
