// The DORA Register of Information's data as plain values (dates "YYYY-MM-DD", money as decimal strings): what the
// table builder (build.ts) and the checks (checks.ts) read, loaded once per export or check run. Scope: the reporting
// entity alone (individual) or it and every entity below it in the parentId tree (consolidated), with their
// branches; contracts with an ICT service type, in force on some day of the year that ends on the reference date,
// used (ContractRecipient) or signed by an entity in scope.
import type { Prisma, PrismaClient } from "@tprm/db";
import { addDays, addYears } from "../lib/dates.js";

export type DbOrTx = PrismaClient | Prisma.TransactionClient;

export interface RegisterScope {
  /** false: the reporting entity alone; true: it and every entity below it (parentId tree). */
  consolidated: boolean;
  /** The reporting entity (RegisterEntity, kind entity, usually maintainsRegister). */
  entityId: string;
  /** "YYYY-MM-DD": contracts in force on any day of the year that ends on it. */
  referenceDate: string;
}

export interface SnapshotEntity {
  id: string;
  kind: "entity" | "branch";
  name: string;
  lei: string | null;
  branchCode: string | null;
  country: string;
  entityType: string | null;
  hierarchy: string | null;
  /** The direct parent (an entity) or a branch's head office, and its LEI (also when outside the scope). */
  parentId: string | null;
  parentLei: string | null;
  competentAuthority: string | null;
  currency: string;
  totalAssets: string | null;
  integratedOn: string;
  deletedOn: string | null;
  /** Date of the record's last update (B_01.02.0070). */
  updatedOn: string;
}

export interface SnapshotFunction {
  id: string;
  identifier: string;
  name: string;
  licensedActivity: string | null;
  entityId: string;
  criticality: string;
  criticalityReasons: string | null;
  lastAssessedOn: string | null;
  rtoHours: number | null;
  rpoHours: number | null;
  discontinuationImpact: string | null;
}

export interface SnapshotRecipient {
  entityId: string;
  branchId: string | null;
}

export interface SnapshotSubcontractor {
  id: string;
  vendorId: string;
  rank: number;
  /** The provider one rank above; null = the contract's provider. */
  recipientVendorId: string | null;
  serviceType: string;
  performanceCountries: string[];
  dataLocations: string[];
}

/** An entity a contract names that may lie outside the scope (the signing entity of a group contract). */
export interface SnapshotEntityRef {
  id: string;
  name: string;
  lei: string | null;
}

export interface SnapshotContract {
  id: string;
  reference: string;
  name: string;
  /** The provider (a vendor in `vendors`). */
  vendorId: string;
  status: string;
  currency: string;
  annualCost: string | null;
  startDate: string;
  endDate: string | null;
  terminatedOn: string | null;
  ictServiceType: string;
  arrangementType: string;
  overarchingContractId: string | null;
  overarchingReference: string | null;
  signingEntity: SnapshotEntityRef | null;
  noticePeriodDays: number | null;
  providerNoticePeriodDays: number | null;
  governingLawCountry: string | null;
  provisionCountry: string | null;
  terminationReasonCode: string | null;
  dataStored: boolean | null;
  dataSensitiveness: string | null;
  relianceLevel: string | null;
  dataStorageCountries: string[];
  dataProcessingCountries: string[];
  substitutability: string | null;
  nonSubstitutabilityReason: string | null;
  lastAuditOn: string | null;
  exitPlanExists: boolean | null;
  exitPlanTestedOn: string | null;
  reintegration: string | null;
  discontinuationImpact: string | null;
  alternativesIdentified: boolean | null;
  alternativeProviders: string | null;
  criticalityAssessedOn: string | null;
  /** Functions (ids in `functions`) of entities in scope it supports. */
  functionIds: string[];
  /** Entities in scope using it, through a branch or not. */
  recipients: SnapshotRecipient[];
  subcontractors: SnapshotSubcontractor[];
}

export interface SnapshotVendor {
  id: string;
  name: string;
  legalName: string | null;
  latinName: string | null;
  country: string | null;
  lei: string | null;
  euid: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  passportNumber: string | null;
  personType: string | null;
  ultimateParentId: string | null;
}

export interface RegisterSnapshot {
  scope: RegisterScope;
  /** The entity maintaining the register (also in `entities`). */
  reportingEntityId: string;
  /** Entities in scope (kind entity) and their branches (kind branch). */
  entities: SnapshotEntity[];
  /** Functions of the entities in scope. */
  functions: SnapshotFunction[];
  contracts: SnapshotContract[];
  /** Every vendor referenced: providers, subcontractors, their recipients and ultimate parents. */
  vendors: SnapshotVendor[];
}

export const isoDay = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** The first day of the year that ends on the reference date ("2026-12-31" → "2026-01-01"). */
export function yearStart(referenceDate: string): string {
  return addDays(addYears(referenceDate, -1), 1);
}

/** Ids of the reporting entity and, when consolidated, every entity below it, in tree order. */
export function entitiesInScope(
  all: { id: string; kind: string; parentId: string | null }[],
  scope: Pick<RegisterScope, "entityId" | "consolidated">,
): string[] {
  const ids = [scope.entityId];
  if (!scope.consolidated) return ids;
  const seen = new Set(ids);
  for (let i = 0; i < ids.length; i++) {
    for (const e of all) {
      if (e.kind === "entity" && e.parentId === ids[i] && !seen.has(e.id)) {
        seen.add(e.id);
        ids.push(e.id);
      }
    }
  }
  return ids;
}

export { loadRegisterSnapshot } from "./snapshot-load.js";
