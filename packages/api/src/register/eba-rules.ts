// The EBA outsourcing register's derived fields (EBA/GL/2019/02 §11, paragraphs 54 and 55), as plain functions over
// what a contract, its provider and its links hold. Pure: the list (eba-register.ts) and the export (eba-export.ts)
// build their rows with `ebaRow`.
import { type ContractStatusValue, type ContractTypeValue, renewedEndDate } from "../contracts/rules.js";
import { addDays, type IsoDate } from "../lib/dates.js";
import type { EbaRegisterRow, SUBSTITUTABILITY_OUTCOMES } from "../schemas/register-reports.js";

/** A function's criticality that makes it critical or important (eba_BT:x28, "Yes"). */
export const CRITICAL = "eba_BT:x28";

/** The cloud ICT service types (IaaS, PaaS, SaaS): paragraph 54(h) applies. */
const CLOUD_SERVICE_TYPES = new Set(["eba_TA:S17", "eba_TA:S18", "eba_TA:S19"]);

/** Paragraph 55(h)'s three outcomes from the DORA substitutability list. */
export function substitutabilityOutcome(code: string | null): (typeof SUBSTITUTABILITY_OUTCOMES)[number] | null {
  switch (code) {
    case "eba_ZZ:x962":
      return "easy";
    case "eba_ZZ:x961":
    case "eba_ZZ:x960":
      return "difficult";
    case "eba_ZZ:x959":
      return "impossible";
    default:
      return null;
  }
}

const RUNNING = new Set<ContractStatusValue>(["under_review", "approved", "executed"]);

/**
 * The next date the contract renews: its end date (or, once that has passed, the end of the renewal term it runs in
 * now) for a contract still running that renews automatically; null otherwise.
 */
export function nextRenewalDate(
  c: { status: ContractStatusValue; autoRenewal: boolean; endDate: IsoDate | null; renewalTermMonths: number | null },
  today: IsoDate,
): IsoDate | null {
  if (!c.autoRenewal || c.endDate === null || !RUNNING.has(c.status)) return null;
  if (c.endDate >= today) return c.endDate;
  return renewedEndDate(c, today)?.endDate ?? null;
}

/** The last day the bank can give notice: the coming end (renewal) date less its notice period. */
export function noticeDate(end: IsoDate | null, noticePeriodDays: number | null): IsoDate | null {
  if (end === null || noticePeriodDays === null) return null;
  return addDays(end, -noticePeriodDays);
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

export interface EbaFacts {
  contract: {
    id: string;
    reference: string;
    name: string;
    status: ContractStatusValue;
    type: ContractTypeValue;
    startDate: IsoDate;
    endDate: IsoDate | null;
    autoRenewal: boolean;
    renewalTermMonths: number | null;
    noticePeriodDays: number | null;
    providerNoticePeriodDays: number | null;
    description: string | null;
    dataDescription: string | null;
    ictServiceType: string | null;
    provisionCountry: string | null;
    dataStorageCountries: string[];
    criticalFunction: boolean;
    criticalityReasons: string | null;
    criticalityAssessedOn: IsoDate | null;
    cloudServiceModel: string | null;
    cloudDeploymentModel: string | null;
    dataSensitiveness: string | null;
    governingLaw: string | null;
    governingLawCountry: string | null;
    lastAuditOn: IsoDate | null;
    nextAuditOn: IsoDate | null;
    substitutability: string | null;
    reintegration: string | null;
    discontinuationImpact: string | null;
    alternativesIdentified: boolean | null;
    alternativeProviders: string | null;
    timeCritical: boolean | null;
    annualCost: string | null;
    currency: string;
  };
  provider: EbaRegisterRow["provider"];
  functions: {
    id: string;
    identifier: string;
    name: string;
    criticality: string;
    criticalityReasons: string | null;
    lastAssessedOn: IsoDate | null;
  }[];
  entities: { id: string; name: string; lei: string | null }[];
  subcontractors: {
    vendorId: string;
    name: string;
    rank: number;
    country: string | null;
    performanceCountries: string[];
    dataLocations: string[];
  }[];
  riskAssessment: NonNullable<EbaRegisterRow["paragraph55"]>["lastRiskAssessment"];
  decisionBody: NonNullable<EbaRegisterRow["paragraph55"]>["decisionBody"];
}

/** Critical or important: the contract says so, or one of the functions it supports is. */
export const isCritical = (f: Pick<EbaFacts, "contract" | "functions">) =>
  f.contract.criticalFunction || f.functions.some((fn) => fn.criticality === CRITICAL);

/** One row of the EBA register from what the contract, its provider and its links hold. */
export function ebaRow(f: EbaFacts, today: IsoDate): EbaRegisterRow {
  const c = f.contract;
  const critical = isCritical(f);
  const renewal = nextRenewalDate(c, today);
  const criticalFunctions = f.functions.filter((fn) => fn.criticality === CRITICAL);
  const reasons =
    c.criticalityReasons ??
    (criticalFunctions
      .map((fn) => fn.criticalityReasons && `${fn.identifier}: ${fn.criticalityReasons}`)
      .filter(Boolean)
      .join("; ") ||
      null);
  const assessed = [c.criticalityAssessedOn, ...f.functions.map((fn) => fn.lastAssessedOn)]
    .filter((d): d is string => d !== null)
    .sort();
  const described = [f.functions.map((fn) => `${fn.identifier} ${fn.name}`).join("; "), c.description ?? ""].filter(
    (s) => s.trim() !== "",
  );
  const cloud = (c.ictServiceType && CLOUD_SERVICE_TYPES.has(c.ictServiceType)) || c.cloudServiceModel !== null;
  return {
    contractId: c.id,
    reference: c.reference,
    name: c.name,
    status: c.status,
    startDate: c.startDate,
    nextRenewalDate: renewal,
    endDate: c.endDate,
    noticeDate: noticeDate(renewal ?? c.endDate, c.noticePeriodDays),
    noticePeriodDays: c.noticePeriodDays,
    providerNoticePeriodDays: c.providerNoticePeriodDays,
    functionDescription: described.length ? described.join(" — ") : null,
    functions: f.functions.map((fn) => ({
      id: fn.id,
      identifier: fn.identifier,
      name: fn.name,
      critical: fn.criticality === CRITICAL,
    })),
    dataDescription: c.dataDescription,
    category: c.type,
    ictServiceType: c.ictServiceType,
    provider: f.provider,
    performanceCountries: unique([
      ...(c.provisionCountry ? [c.provisionCountry] : []),
      ...f.subcontractors.flatMap((s) => s.performanceCountries),
    ]),
    dataStorageCountries: unique(c.dataStorageCountries),
    critical,
    criticalityReasons: critical ? reasons : c.criticalityReasons,
    criticalityAssessedOn: assessed.length ? assessed[assessed.length - 1]! : null,
    cloud: cloud
      ? {
          serviceModel: c.cloudServiceModel,
          deploymentModel: c.cloudDeploymentModel,
          dataNature: c.dataDescription ?? c.dataSensitiveness,
        }
      : null,
    paragraph55: critical
      ? {
          entities: f.entities,
          lastRiskAssessment: f.riskAssessment,
          decisionBody: f.decisionBody,
          governingLaw: c.governingLaw,
          governingLawCountry: c.governingLawCountry,
          lastAuditOn: c.lastAuditOn,
          nextAuditOn: c.nextAuditOn,
          subOutsourcing: f.subcontractors,
          substitutability: substitutabilityOutcome(c.substitutability),
          substitutabilityCode: c.substitutability,
          reintegration: c.reintegration,
          discontinuationImpact: c.discontinuationImpact,
          alternativesIdentified: c.alternativesIdentified,
          alternativeProviders: c.alternativeProviders,
          timeCritical: c.timeCritical,
          annualCost: c.annualCost === null ? null : { amount: c.annualCost, currency: c.currency },
        }
      : null,
  };
}
