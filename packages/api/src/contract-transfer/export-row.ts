// One contract as the export's query reads it (export-service.ts), and the fields an import fills (columns.ts).
import type { ContractStageValue, ContractStatusValue, ContractTypeValue } from "../contracts/rules.js";
import type { RiskLevelValue } from "../lib/risk-levels.js";
import type { ContractRegisterRow, RegisterField } from "./register-columns.js";

/** One exported contract, as the export's query reads it (export-service.ts), with its register fields. */
export interface ContractExportRow extends ContractRegisterRow {
  id: string;
  reference: string;
  name: string;
  vendorId: string;
  vendorName: string;
  type: ContractTypeValue;
  /** numeric(18,2) as text: "120000.00". */
  value: string;
  currency: string;
  /** Calendar dates, "YYYY-MM-DD". */
  startDate: string;
  endDate: string | null;
  status: ContractStatusValue;
  stage: ContractStageValue;
  riskLevel: RiskLevelValue;
  autoRenewal: boolean;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  nextReviewDate: string | null;
  /** The owner's e-mail, or name (export-service.ts decides which). */
  owner: string | null;
  governingLaw: string | null;
  /** The country codes, "; "-separated; null for none. */
  dataStorageCountries: string | null;
  dataProcessingCountries: string | null;
  terminationRights: string | null;
  exitPlan: string | null;
  criticalFunction: boolean;
  description: string | null;
  approvedAt: Date | null;
  approvedBy: string | null;
  approvalNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an import fills from a column. */
export type ImportField =
  | "reference"
  | "name"
  | "vendorName"
  | "vendorId"
  | "type"
  | "value"
  | "currency"
  | "startDate"
  | "endDate"
  | "status"
  | "stage"
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
  | RegisterField;
