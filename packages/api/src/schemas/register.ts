// The regulatory register's data (issue 21, docs/REGISTER.md): the bank's own entities and branches and its business
// functions. The register fields of contracts and vendors are in register-links.ts. Closed lists hold EBA codes from
// register/catalog.ts; the web forms validate with these same schemas.
import { z } from "zod";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import { closedListCodes } from "../register/catalog.js";
import { countryField, currencyField, moneyField, optionalText } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, moneyText, pageOutput, timestamp } from "./output.js";
import { leiField } from "./vendors.js";

export * from "./register-links.js";

/** A calendar date of the register (1900–2099), "YYYY-MM-DD". */
export const registerDateField = (label: string) =>
  dateField(label).refine(
    (date) => date >= CALENDAR_MIN && date <= CALENDAR_MAX,
    `${label} must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
  );

/** A closed list's code ("eba_CT:x12"), named by its label in the message. */
export const closedListField = <L extends Parameters<typeof closedListCodes>[0]>(list: L, label: string) =>
  z.enum(closedListCodes(list), { error: `Choose the ${label.toLowerCase()} from the list` });

/** Whole hours, 0 or more (RTO, RPO). */
export const hoursField = (label: string) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .int(`${label} must be a whole number of hours`)
    .min(0, `${label} cannot be negative`)
    .max(87_600, `${label} must be at most 87600 hours`);

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

// ---------------------------------------------------------------- entities and branches

export const REGISTER_ENTITY_KINDS = ["entity", "branch"] as const;
export type RegisterEntityKindValue = (typeof REGISTER_ENTITY_KINDS)[number];
export const registerEntityKindField = z.enum(REGISTER_ENTITY_KINDS, { error: "Kind is Entity or Branch" });

const entityFields = {
  name: requiredText("Name"),
  lei: leiField,
  branchCode: optionalText("Branch code", 100),
  country: countryField(),
  entityType: closedListField("entityType", "Entity type").nullish(),
  hierarchy: closedListField("hierarchy", "Hierarchy").nullish(),
  parentId: z.uuid("Choose the parent from the list").nullish(),
  competentAuthority: optionalText("Competent authority", 100),
  maintainsRegister: z.boolean({ error: "Maintains the register is yes or no" }).optional(),
  currency: currencyField.optional(),
  totalAssets: moneyField("Total assets").nullish(),
  integratedOn: registerDateField("Integrated on").optional(),
  deletedOn: registerDateField("Deleted on").nullish(),
};

/** The entity as the rules see it: the body over what is stored. */
export interface RegisterEntityShape {
  id?: string;
  kind?: RegisterEntityKindValue;
  lei?: string | null;
  branchCode?: string | null;
  country?: string | null;
  parentId?: string | null;
  integratedOn?: string;
  deletedOn?: string | null;
}

/**
 * The rules between an entity's fields ({ path, message }), checked by the schema on a new record and by the
 * service on the stored record merged with an update.
 */
export function registerEntityProblems(e: RegisterEntityShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (e.kind === "branch") {
    if (!e.branchCode) problems.push({ path: "branchCode", message: "Branch code is required for a branch" });
    if (!e.parentId) problems.push({ path: "parentId", message: "Choose the branch's head office" });
    if (e.lei) problems.push({ path: "lei", message: "A branch has no LEI of its own: give its head office's" });
  } else if (e.kind === "entity") {
    if (e.branchCode) problems.push({ path: "branchCode", message: "Only a branch has a branch code" });
    if (e.kind && e.lei === null) problems.push({ path: "lei", message: "LEI is required for an entity" });
  }
  if (e.country === null) problems.push({ path: "country", message: "Country is required" });
  if (e.id && e.parentId === e.id) problems.push({ path: "parentId", message: "An entity cannot be its own parent" });
  if (e.integratedOn && e.deletedOn && e.deletedOn < e.integratedOn) {
    problems.push({ path: "deletedOn", message: "Deleted on must be on or after Integrated on" });
  }
  return problems;
}

const addProblems = (e: RegisterEntityShape, ctx: z.RefinementCtx) => {
  for (const p of registerEntityProblems(e)) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
};

export const createRegisterEntityInput = z
  .object({
    kind: registerEntityKindField.default("entity"),
    ...entityFields,
    lei: entityFields.lei.transform((v) => v ?? null),
    country: entityFields.country.transform((v) => v ?? null),
  })
  .superRefine(addProblems);
export type CreateRegisterEntityInput = z.input<typeof createRegisterEntityInput>;

/** Only the fields given change; the service checks the rules between fields on the merged record. */
export const updateRegisterEntityInput = z
  .object({
    id: z.uuid("Unknown entity"),
    kind: registerEntityKindField.optional(),
    ...entityFields,
    name: entityFields.name.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.id && e.parentId === e.id) {
      ctx.addIssue({ code: "custom", path: ["parentId"], message: "An entity cannot be its own parent" });
    }
  });
export type UpdateRegisterEntityInput = z.input<typeof updateRegisterEntityInput>;

export const registerEntityIdInput = z.object({ id: z.uuid("Unknown entity") });

export const REGISTER_ENTITY_SORTS = ["name", "kind", "country", "lei", "createdAt"] as const;

export const listRegisterEntitiesInput = paginationInput(50, 200).extend({
  search: z.string().trim().max(200).optional().describe("Name, LEI or branch code contains (case-insensitive)"),
  kind: registerEntityKindField.optional(),
  sort: z.enum(REGISTER_ENTITY_SORTS).default("name").describe("Column to sort by; ties are broken by id"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

const refOutput = z.object({ id: idOutput, name: z.string() });

export const registerEntityOutput = z.object({
  id: idOutput,
  kind: z.enum(REGISTER_ENTITY_KINDS),
  name: z.string(),
  lei: z.string().nullable(),
  branchCode: z.string().nullable(),
  country: z.string(),
  entityType: z.string().nullable(),
  hierarchy: z.string().nullable(),
  parentId: idOutput.nullable(),
  parent: refOutput.nullable(),
  competentAuthority: z.string().nullable(),
  maintainsRegister: z.boolean(),
  currency: z.string().length(3),
  totalAssets: moneyText.nullable(),
  integratedOn: dateText,
  deletedOn: dateText.nullable(),
  functionCount: z.number().int().describe("Business functions of this entity"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RegisterEntityOutput = z.infer<typeof registerEntityOutput>;
export const registerEntityPageOutput = pageOutput(registerEntityOutput);

// ---------------------------------------------------------------- business functions

const CRITICALITY_MESSAGE = "Critical or important is Yes, No or Assessment not performed";

const functionFields = {
  identifier: requiredText("Function identifier", 100),
  name: requiredText("Function name"),
  licensedActivity: closedListField("licensedActivity", "Licensed activity").nullish(),
  entityId: z.uuid("Choose the entity the function belongs to"),
  criticality: z.enum(closedListCodes("criticality"), { error: CRITICALITY_MESSAGE }).optional(),
  criticalityReasons: optionalText("Reasons for criticality", 2000),
  lastAssessedOn: registerDateField("Date of the last criticality assessment").nullish(),
  rtoHours: hoursField("RTO (hours)").nullish(),
  rpoHours: hoursField("RPO (hours)").nullish(),
  discontinuationImpact: closedListField("impact", "Impact of discontinuing").nullish(),
  description: optionalText("Description", 2000),
};

export const createBusinessFunctionInput = z.object(functionFields);
export type CreateBusinessFunctionInput = z.input<typeof createBusinessFunctionInput>;

export const updateBusinessFunctionInput = z.object({
  id: z.uuid("Unknown function"),
  ...functionFields,
  identifier: functionFields.identifier.optional(),
  name: functionFields.name.optional(),
  entityId: functionFields.entityId.optional(),
});
export type UpdateBusinessFunctionInput = z.input<typeof updateBusinessFunctionInput>;

export const businessFunctionIdInput = z.object({ id: z.uuid("Unknown function") });

export const BUSINESS_FUNCTION_SORTS = ["name", "identifier", "criticality", "entity", "createdAt"] as const;

export const listBusinessFunctionsInput = paginationInput(50, 200).extend({
  search: z.string().trim().max(200).optional().describe("Name or identifier contains (case-insensitive)"),
  entityId: z.uuid("Unknown entity").optional(),
  criticality: z.enum(closedListCodes("criticality"), { error: CRITICALITY_MESSAGE }).optional(),
  sort: z.enum(BUSINESS_FUNCTION_SORTS).default("name").describe("Column to sort by; ties are broken by id"),
  order: z.enum(["asc", "desc"]).default("asc"),
});

export const businessFunctionOutput = z.object({
  id: idOutput,
  identifier: z.string(),
  name: z.string(),
  licensedActivity: z.string().nullable(),
  entityId: idOutput,
  entity: refOutput.extend({ lei: z.string().nullable() }),
  criticality: z.string(),
  criticalityReasons: z.string().nullable(),
  lastAssessedOn: dateText.nullable(),
  rtoHours: z.number().int().nullable(),
  rpoHours: z.number().int().nullable(),
  discontinuationImpact: z.string().nullable(),
  description: z.string().nullable(),
  contractCount: z.number().int().describe("Contracts supporting this function"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BusinessFunctionOutput = z.infer<typeof businessFunctionOutput>;
export const businessFunctionPageOutput = pageOutput(businessFunctionOutput);

// ---------------------------------------------------------------- CSV import (entities, functions)

/** Columns of the entities' CSV (header row, any order; docs/REGISTER.md). */
export const REGISTER_ENTITY_IMPORT_COLUMNS = [
  "kind",
  "name",
  "lei",
  "branch_code",
  "country",
  "entity_type",
  "hierarchy",
  "parent_lei",
  "competent_authority",
  "maintains_register",
  "currency",
  "total_assets",
  "integrated_on",
  "deleted_on",
] as const;

/** Columns of the functions' CSV; `entity_lei` names the entity the function belongs to. */
export const BUSINESS_FUNCTION_IMPORT_COLUMNS = [
  "identifier",
  "name",
  "entity_lei",
  "licensed_activity",
  "criticality",
  "criticality_reasons",
  "last_assessed_on",
  "rto_hours",
  "rpo_hours",
  "discontinuation_impact",
  "description",
] as const;

export const MAX_REGISTER_IMPORT_ROWS = 5000;

export const registerImportInput = z.object({
  csv: z
    .string({ error: "Choose a CSV file" })
    .min(1, "The file is empty")
    .max(5_000_000, "The file is too large (at most 5 MB)")
    .describe("The CSV file's text: a header row with the documented column names, then one row per record"),
});

/** One problem of an import: the row (1 = the first data row after the header), the column and what is wrong. */
export const registerImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type RegisterImportError = z.infer<typeof registerImportError>;

export const registerImportOutput = z.object({
  created: z.number().int(),
  updated: z.number().int().describe("Rows matching an existing record (by LEI, branch code or identifier)"),
  total: z.number().int(),
});
