// What the contract procedures answer with (schemas/contracts.ts), and what an audit row keeps of a contract.
// Calendar dates travel as "YYYY-MM-DD", money as exact text with two decimals.
import type { Contract, Prisma, RiskLevel } from "@tprm/db";
import { isoDate } from "../lib/dates.js";
import { USER_NAME, userRef } from "../lib/people.js";
import type { ContractDetail, ContractListItem } from "../schemas/contracts.js";
import {
  type ContractStageValue,
  type ContractStatusValue,
  type ContractTypeValue,
  daysToEnd,
  isExpiringSoon,
  monthlyValueK,
  noticeDeadline,
} from "./rules.js";

/** The audit trail's entity type, and the notifications' entity. */
export const CONTRACT_ENTITY = "Contract";

export const CONTRACT_NOT_FOUND = "No contract with this id.";

/** The contract in the app: the contracts screen opens its detail from `?contract=`. */
export const contractLink = (id: string) => `/contracts?contract=${encodeURIComponent(id)}`;

/** A "YYYY-MM-DD" date as the Date Prisma writes to a date column. */
export const asDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

const dayOrNull = (value: Date | null) => (value ? isoDate(value) : null);

/** numeric(18,2) as exact text ("1200000.00"), whether read through Prisma (Decimal) or SQL (text). */
export const moneyOf = (value: Prisma.Decimal | string) => (typeof value === "string" ? value : value.toFixed(2));

/** What a list row needs, whether read through Prisma (the detail) or SQL (the list). */
export interface ListSource {
  id: string;
  reference: string;
  name: string;
  vendor: { id: string; name: string };
  type: ContractTypeValue;
  value: Prisma.Decimal | string;
  currency: string;
  startDate: Date;
  endDate: Date | null;
  status: ContractStatusValue;
  stage: ContractStageValue;
  riskLevel: RiskLevel;
  autoRenewal: boolean;
  noticePeriodDays: number | null;
  approvedAt: Date | null;
  criticalFunction: boolean;
  owner: { id: string; name: string } | null;
  updatedAt: Date;
}

export function toListItem(source: ListSource, today: string): ContractListItem {
  const value = moneyOf(source.value);
  const endDate = dayOrNull(source.endDate);
  return {
    id: source.id,
    reference: source.reference,
    name: source.name,
    vendor: source.vendor,
    type: source.type,
    value,
    currency: source.currency,
    monthlyValueK: monthlyValueK(value),
    startDate: isoDate(source.startDate),
    endDate,
    status: source.status,
    stage: source.stage,
    riskLevel: source.riskLevel,
    autoRenewal: source.autoRenewal,
    noticeDeadline: noticeDeadline({
      autoRenewal: source.autoRenewal,
      endDate,
      noticePeriodDays: source.noticePeriodDays,
    }),
    expiringSoon: isExpiringSoon(endDate, today, source.status),
    daysToEnd: daysToEnd(endDate, today),
    approved: source.approvedAt !== null,
    criticalFunction: source.criticalFunction,
    owner: source.owner,
    updatedAt: source.updatedAt,
  };
}

/** Load a contract with these to answer it in full. */
export const DETAIL_INCLUDE = {
  vendor: { select: { id: true, name: true } },
  owner: USER_NAME,
  approvedBy: USER_NAME,
  terminatedBy: USER_NAME,
  createdBy: USER_NAME,
  updatedBy: USER_NAME,
  template: { select: { id: true, name: true } },
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { actor: USER_NAME } },
  documents: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: {
      versions: {
        orderBy: { version: "desc" },
        include: { file: { select: { filename: true, size: true, contentType: true } }, uploadedBy: USER_NAME },
      },
    },
  },
  _count: { select: { invoices: true } },
} as const satisfies Prisma.ContractInclude;

export type DetailRow = Prisma.ContractGetPayload<{ include: typeof DETAIL_INCLUDE }>;

export function toDetailDto(row: DetailRow, today: string): ContractDetail {
  const item = toListItem({ ...row, owner: userRef(row.owner) }, today);
  return {
    ...item,
    renewalTermMonths: row.renewalTermMonths,
    noticePeriodDays: row.noticePeriodDays,
    nextReviewDate: dayOrNull(row.nextReviewDate),
    governingLaw: row.governingLaw,
    dataStorageCountries: row.dataStorageCountries,
    dataProcessingCountries: row.dataProcessingCountries,
    terminationRights: row.terminationRights,
    exitPlan: row.exitPlan,
    description: row.description,
    template: row.template ? { id: row.template.id, name: row.template.name, version: row.templateVersion } : null,
    approval: row.approvedAt ? { at: row.approvedAt, by: userRef(row.approvedBy), note: row.approvalNote } : null,
    expiredAt: row.expiredAt,
    terminatedAt: row.terminatedAt,
    terminatedBy: userRef(row.terminatedBy),
    terminationReason: row.terminationReason,
    invoiceCount: row._count.invoices,
    createdAt: row.createdAt,
    createdBy: userRef(row.createdBy),
    updatedBy: userRef(row.updatedBy),
    history: row.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      fromStage: e.fromStage,
      toStage: e.toStage,
      note: e.note,
      actor: userRef(e.actor),
      at: e.createdAt,
    })),
    documents: row.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      versions: d.versions.map((v) => ({
        id: v.id,
        version: v.version,
        fileId: v.fileId,
        filename: v.file.filename,
        contentType: v.file.contentType,
        size: v.file.size,
        note: v.note,
        uploadedBy: userRef(v.uploadedBy),
        uploadedAt: v.createdAt,
      })),
    })),
  };
}

/** What an audit row keeps of a contract: its fields, dates as calendar days and money as exact text. */
export function auditSnapshot(row: Contract) {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    vendorId: row.vendorId,
    type: row.type,
    value: moneyOf(row.value),
    currency: row.currency,
    startDate: isoDate(row.startDate),
    endDate: dayOrNull(row.endDate),
    status: row.status,
    stage: row.stage,
    riskLevel: row.riskLevel,
    autoRenewal: row.autoRenewal,
    renewalTermMonths: row.renewalTermMonths,
    noticePeriodDays: row.noticePeriodDays,
    nextReviewDate: dayOrNull(row.nextReviewDate),
    ownerId: row.ownerId,
    governingLaw: row.governingLaw,
    dataStorageCountries: row.dataStorageCountries,
    dataProcessingCountries: row.dataProcessingCountries,
    terminationRights: row.terminationRights,
    exitPlan: row.exitPlan,
    criticalFunction: row.criticalFunction,
    description: row.description,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    approvedAt: row.approvedAt,
    approvedById: row.approvedById,
    approvalNote: row.approvalNote,
    expiredAt: row.expiredAt,
    terminatedAt: row.terminatedAt,
    terminatedById: row.terminatedById,
    terminationReason: row.terminationReason,
  };
}
