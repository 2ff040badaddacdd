// The contract form's values: what the fields hold, how a contract or a template fills them, the payload each save
// sends, and the resolver that validates with the procedure's own schema (createContractInput / updateContractInput),
// so a field's message is the server's — shown in the user's language (fieldMessage).
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContractDetail,
  type ContractTypeValue,
  createContractInput,
  type OPENING_STAGES,
  type RiskLevelValue,
  updateContractInput,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { formatCount } from "../../../lib/format";

export type OpeningStage = (typeof OPENING_STAGES)[number];

export interface ContractFormValues {
  name: string;
  vendorId: string;
  type: ContractTypeValue;
  /** As typed: "1250000" or "1250000.50". */
  value: string;
  currency: string;
  /** "YYYY-MM-DD", or "" (end date, next review: none). */
  startDate: string;
  endDate: string;
  riskLevel: RiskLevelValue;
  autoRenewal: boolean;
  /** Whole numbers as typed; "" for none. Sent only while the contract renews automatically. */
  renewalTermMonths: string;
  noticePeriodDays: string;
  nextReviewDate: string;
  ownerId: string;
  governingLaw: string;
  dataStorageCountries: string[];
  dataProcessingCountries: string[];
  terminationRights: string;
  exitPlan: string;
  criticalFunction: boolean;
  description: string;
  /** Where a new contract starts (create only). */
  stage: OpeningStage;
}

export type CreateOutput = z.output<typeof createContractInput>;
export type UpdateOutput = z.output<typeof updateContractInput>;
export type ContractFormOutput = CreateOutput | UpdateOutput;

/** What the form reads of the contract it edits (contracts.get's answer fits it). */
export type EditableContract = Pick<
  ContractDetail,
  | "id"
  | "reference"
  | "name"
  | "vendor"
  | "type"
  | "value"
  | "currency"
  | "startDate"
  | "endDate"
  | "riskLevel"
  | "autoRenewal"
  | "renewalTermMonths"
  | "noticePeriodDays"
  | "nextReviewDate"
  | "owner"
  | "governingLaw"
  | "dataStorageCountries"
  | "dataProcessingCountries"
  | "terminationRights"
  | "exitPlan"
  | "criticalFunction"
  | "description"
>;

/** A template a new contract starts from (the Templates tab's "New contract from this template"). */
export interface ContractTemplateRef {
  id: string;
  name: string;
  type: ContractTypeValue;
}

export function newContractValues(today: string, template?: ContractTemplateRef): ContractFormValues {
  return {
    name: "",
    vendorId: "",
    type: template?.type ?? "service_agreement",
    value: "",
    currency: "USD",
    startDate: today,
    endDate: "",
    riskLevel: "medium",
    autoRenewal: false,
    renewalTermMonths: "",
    noticePeriodDays: "",
    nextReviewDate: "",
    ownerId: "",
    governingLaw: "",
    dataStorageCountries: [],
    dataProcessingCountries: [],
    terminationRights: "",
    exitPlan: "",
    criticalFunction: false,
    description: "",
    stage: "initiation",
  };
}

const text = (v: string | null | undefined) => v ?? "";
const whole = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function contractValues(c: EditableContract): ContractFormValues {
  return {
    name: c.name,
    vendorId: c.vendor.id,
    type: c.type,
    value: c.value,
    currency: c.currency,
    startDate: c.startDate,
    endDate: text(c.endDate),
    riskLevel: c.riskLevel,
    autoRenewal: c.autoRenewal,
    renewalTermMonths: whole(c.renewalTermMonths),
    noticePeriodDays: whole(c.noticePeriodDays),
    nextReviewDate: text(c.nextReviewDate),
    ownerId: c.owner?.id ?? "",
    governingLaw: text(c.governingLaw),
    dataStorageCountries: [...c.dataStorageCountries],
    dataProcessingCountries: [...c.dataProcessingCountries],
    terminationRights: text(c.terminationRights),
    exitPlan: text(c.exitPlan),
    criticalFunction: c.criticalFunction,
    description: text(c.description),
    stage: "initiation",
  };
}

const number = (v: string) => (v.trim() === "" ? null : Number(v));
const orUndefined = (v: string) => (v.trim() === "" ? undefined : v);

/** The body the schema reads, from the fields (without the id, the stage and the template). */
export function payloadOf(v: ContractFormValues): Record<string, unknown> {
  return {
    name: v.name,
    vendorId: orUndefined(v.vendorId),
    type: v.type,
    value: orUndefined(v.value),
    currency: v.currency,
    startDate: v.startDate,
    endDate: v.endDate || null,
    riskLevel: v.riskLevel,
    autoRenewal: v.autoRenewal,
    renewalTermMonths: v.autoRenewal ? number(v.renewalTermMonths) : null,
    noticePeriodDays: v.autoRenewal ? number(v.noticePeriodDays) : null,
    nextReviewDate: v.nextReviewDate || null,
    ownerId: orUndefined(v.ownerId),
    governingLaw: v.governingLaw,
    dataStorageCountries: v.dataStorageCountries,
    dataProcessingCountries: v.dataProcessingCountries,
    terminationRights: v.terminationRights,
    exitPlan: v.exitPlan,
    criticalFunction: v.criticalFunction,
    description: v.description,
  };
}

/** Of an edit, the fields that changed from the contract as loaded: only these are sent. */
export function changedKeys(current: ContractFormValues, loaded: ContractFormValues): string[] {
  const now = payloadOf(current);
  const was = payloadOf(loaded);
  return Object.keys(now).filter((key) => JSON.stringify(now[key]) !== JSON.stringify(was[key]));
}

/**
 * The procedure's schema as the form's resolver. The schema checks the vendor and the dates against each other only
 * once every field parses; the form says so at once, beside the other messages, with the same words.
 */
export function contractResolver(
  edit: { id: string } | undefined,
  templateId: string | undefined,
): Resolver<ContractFormValues, unknown, ContractFormOutput> {
  const base = (edit ? zodResolver(updateContractInput) : zodResolver(createContractInput)) as never as Resolver<
    Record<string, unknown>,
    unknown,
    ContractFormOutput
  >;
  return async (values, context, options) => {
    const body = edit
      ? { id: edit.id, ...payloadOf(values) }
      : { ...payloadOf(values), stage: values.stage, ...(templateId ? { templateId } : {}) };
    const result = await base(body, context, options as never);
    const errors = result.errors as FieldErrors<ContractFormValues>;
    if (Object.keys(errors).length === 0) return result as never;
    const add = (field: keyof ContractFormValues, message: string) => {
      if (!errors[field]) (errors as Record<string, FieldError>)[field] = { type: "custom", message };
    };
    // An empty value fails the schema's union with zod's generic words; the schema's own message says it better.
    if (errors.value && !values.value.trim())
      (errors as Record<string, FieldError>).value = { type: "custom", message: "Value must be a number" };
    if (!values.vendorId) add("vendorId", "Vendor is required");
    if (values.startDate && values.endDate && values.endDate < values.startDate)
      add("endDate", "End date must be on or after the start date");
    return { values: {}, errors } as never;
  };
}

// ---- Messages: the schema's are English; each is shown through its translation (contractForm:errors.*).

const BY_MESSAGE: Readonly<Record<string, string>> = {
  "Contract name is required": "contractForm:errors.nameRequired",
  "Vendor is required": "contractForm:errors.vendorRequired",
  "Owner is required": "contractForm:errors.ownerRequired",
  "End date must be on or after the start date": "contractForm:errors.endBeforeStart",
  "A contract that renews automatically needs an end date": "contractForm:errors.renewalNeedsEnd",
  "Give the renewal term of a contract that renews automatically": "contractForm:errors.renewalTermRequired",
  "Value must be a number": "contractForm:errors.valueRequired",
  "Value must be a number with at most 2 decimals": "contractForm:errors.valueFormat",
  "Value cannot be negative": "contractForm:errors.valueNegative",
  "Value is too large": "contractForm:errors.valueTooLarge",
  "Currency must be an ISO 4217 code such as USD, EUR or GBP": "contractForm:errors.currency",
  "Choose a contract type from the list": "contractForm:errors.type",
  "Choose Low, Medium, High or Critical": "contractForm:errors.riskLevel",
  "A new contract starts at Initiation, Drafting or Negotiation": "contractForm:errors.stage",
};

const BY_PATTERN: readonly [RegExp, string, (m: RegExpExecArray) => Record<string, string>][] = [
  [/ must be at most (\d+) characters$/, "contractForm:errors.tooLong", (m) => ({ max: formatCount(Number(m[1])) })],
  [/ must be between (\d{4}) and (\d{4})$/, "contractForm:errors.dateRange", (m) => ({ from: m[1]!, to: m[2]! })],
  [/ must be a date/, "contractForm:errors.notADate", () => ({})],
  [
    / must be from (\d+) to (\d+)$/,
    "contractForm:errors.numberRange",
    (m) => ({ min: formatCount(Number(m[1])), max: formatCount(Number(m[2])) }),
  ],
  [/ must be a (whole )?number$/, "contractForm:errors.wholeNumber", () => ({})],
  [/: at most (\d+) countries$/, "contractForm:errors.tooManyCountries", (m) => ({ max: formatCount(Number(m[1])) })],
];

/**
 * A field's message in the user's language: the schema's (or the server's) English message through its
 * translation; a message this form does not know is shown as it came.
 */
export function fieldMessage(t: TFunction, error: { message?: string | undefined } | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  const key = BY_MESSAGE[message];
  if (key) return t(key);
  for (const [pattern, patternKey, values] of BY_PATTERN) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, values(match));
  }
  return message;
}
