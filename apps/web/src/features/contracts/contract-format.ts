/**
 * Presentation rules of the contract screens: the labels of the contract enumerations in the user's language (by
 * value; the English ones in @tprm/api/schemas are the API's), the status chip's colours, and the money figures of
 * spec 000 §9 (value in millions with one decimal when large, monthly value in thousands as "k"). Unit-tested.
 */
import { allows, CONTRACT_ACCESS, USER_DIRECTORY_ACCESS, VENDOR_ACCESS } from "@tprm/api/permissions";
import {
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  type ContractStageValue,
  type ContractStatusValue,
  type ContractTypeValue,
  RISK_LEVELS,
  type RiskLevelValue,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { currentLocale } from "../../lib/preferences";
import { isOneOf } from "./contract-view";

/** "under_review" → "under review": a value a newer server sends that this screen has no label for yet. */
const humanize = (value: string) => value.replace(/_/g, " ");

/** A contract status: executed reads "Active", under_review "Under review" (rules.ts CONTRACT_STATUS_LABELS). */
export function statusLabel(t: TFunction, status: string): string {
  return isOneOf(CONTRACT_STATUSES, status) ? t(`contracts:status.${status}`) : humanize(status);
}

export function stageLabel(t: TFunction, stage: string): string {
  return isOneOf(CONTRACT_STAGES, stage) ? t(`contracts:stage.${stage}`) : humanize(stage);
}

export function typeLabel(t: TFunction, type: string): string {
  return isOneOf(CONTRACT_TYPES, type) ? t(`contracts:type.${type}`) : humanize(type);
}

export function riskLabel(t: TFunction, risk: string): string {
  return isOneOf(RISK_LEVELS, risk) ? t(`contracts:risk.${risk}`) : humanize(risk);
}

/** Every value of a list with its label, for <LabelledOptions>. */
export function labelsOf<T extends string>(values: readonly T[], label: (value: T) => string): Record<T, string> {
  return Object.fromEntries(values.map((v) => [v, label(v)])) as Record<T, string>;
}

export const statusLabels = (t: TFunction) =>
  labelsOf<ContractStatusValue>(CONTRACT_STATUSES, (s) => statusLabel(t, s));
export const stageLabels = (t: TFunction) => labelsOf<ContractStageValue>(CONTRACT_STAGES, (s) => stageLabel(t, s));
export const typeLabels = (t: TFunction) => labelsOf<ContractTypeValue>(CONTRACT_TYPES, (s) => typeLabel(t, s));
export const riskLabels = (t: TFunction) => labelsOf<RiskLevelValue>(RISK_LEVELS, (s) => riskLabel(t, s));

/**
 * The status chip's colours (text on its tint at 4.5:1 in both themes): Active green, Approved blue, Under review
 * amber, Draft neutral, Expired red, Terminated slate with a dashed edge.
 */
const STATUS_CHIP: Readonly<Record<ContractStatusValue, string>> = {
  draft:
    "border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-500/40 dark:bg-slate-500/15 dark:text-slate-200",
  under_review:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
  approved: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-400/30 dark:bg-sky-500/15 dark:text-sky-200",
  executed:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  expired: "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
  terminated: "border-dashed border-slate-400 bg-transparent text-slate-700 dark:border-slate-500 dark:text-slate-300",
};

export function statusChipClassName(status: string): string {
  return isOneOf(CONTRACT_STATUSES, status) ? STATUS_CHIP[status] : "bg-muted text-muted-foreground";
}

/**
 * An amount with its currency and a unit after the number ("$100.0k", "€1.2M", "CHF 3.1M"), one decimal, wherever
 * the locale puts the symbol. `amount` is an exact decimal string in that unit, as the API rounds it.
 */
function formatScaled(amount: string, currency: string, unit: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return "—";
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).formatToParts(amount.trim() as unknown as number);
    const last = parts.findLastIndex((p) => p.type === "integer" || p.type === "fraction");
    return parts.map((p, i) => (i === last ? `${p.value}${unit}` : p.value)).join("");
  } catch {
    return `${currency} ${amount}${unit}`;
  }
}

/** Spec 000 §9: the monthly value (total / 12 / 1000, one decimal, as the API sends it) shown as k: "$100.0k". */
export function formatMonthlyK(monthlyValueK: string, currency: string, locale = currentLocale()): string {
  return formatScaled(monthlyValueK, currency, "k", locale);
}

/** A total in millions with one decimal ("$12.4M"), as the API rounds it in totalMillions. */
export function formatMillions(totalMillions: string, currency: string, locale = currentLocale()): string {
  return formatScaled(totalMillions, currency, "M", locale);
}

/** A total is "large" from a million on: shown in millions; below that, the amount itself. */
export function isLarge(total: string): boolean {
  return Math.abs(Number(total)) >= 1_000_000;
}

/**
 * What the signed-in role may do on the contract screens: the access rules the procedures declare (CONTRACT_ACCESS)
 * through the same check. The server checks again on every call; this only hides controls the role could not use.
 */
export interface ContractRights {
  /** contracts.create: Add contract (Procurement). */
  create: boolean;
  /** contracts.update: Edit (Business User, Legal, Legal Counsel, Procurement). */
  edit: boolean;
  /** The vendor filter searches the vendor register. */
  pickVendor: boolean;
  /** The owner filter searches the user directory; without it the filter offers "me". */
  pickPeople: boolean;
}

export function contractRights(role: string | null | undefined): ContractRights {
  return {
    create: allows(role, CONTRACT_ACCESS.create),
    edit: allows(role, CONTRACT_ACCESS.edit),
    pickVendor: allows(role, VENDOR_ACCESS.view),
    pickPeople: allows(role, USER_DIRECTORY_ACCESS),
  };
}

/** Whether a role may edit this contract: a terminated contract is final (the server refuses its save). */
export function mayEditContract(role: string | null | undefined, contract: { status: string }): boolean {
  return allows(role, CONTRACT_ACCESS.edit) && contract.status !== "terminated";
}
