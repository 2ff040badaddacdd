// Changes to one contract's details: create (numbered CT-<year>-<NNNN>, from a template when asked), update and
// delete (Admin only, never a contract with invoices). Each runs in one transaction with its audit row; the status
// is derived from the lifecycle (rules.ts), never taken from the input.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { isoDate, todayIn } from "../lib/dates.js";
import { conflict, invalidField } from "../lib/errors.js";
import { centsToString, toCents } from "../lib/money.js";
import { nextReferenceNumber } from "../lib/references.js";
import type { ContractDetail, createContractInput, updateContractInput } from "../schemas/contracts.js";
import { readContract } from "./contract-read.js";
import {
  addEvent,
  assertDatesAndRenewal,
  assertOwner,
  assertVendorOpen,
  copyTemplateDocument,
  lockContract,
  resolveVendor,
  statusOf,
  templateForContract,
  vendorValueChecked,
} from "./contract-save.js";
import { asDay, auditSnapshot, CONTRACT_ENTITY, moneyOf } from "./dto.js";
import { contractReference, contractStatus, editWithdrawsApproval } from "./rules.js";

/** The contract's optional details, as a create or an update writes them (only those the body names). */
function detailsData(input: z.output<typeof updateContractInput> | z.output<typeof createContractInput>) {
  const data: Prisma.ContractUncheckedUpdateInput = {};
  const day = (value: string | null) => (value === null ? null : asDay(value));
  if (input.type !== undefined) data.type = input.type;
  if (input.value !== undefined) data.value = input.value;
  if (input.currency !== undefined) data.currency = input.currency;
  if (input.startDate !== undefined) data.startDate = asDay(input.startDate);
  if (input.endDate !== undefined) data.endDate = day(input.endDate);
  if (input.nextReviewDate !== undefined) data.nextReviewDate = day(input.nextReviewDate);
  for (const key of [
    "riskLevel",
    "autoRenewal",
    "renewalTermMonths",
    "noticePeriodDays",
    "governingLaw",
    "dataStorageCountries",
    "dataProcessingCountries",
    "terminationRights",
    "exitPlan",
    "criticalFunction",
    "description",
  ] as const) {
    if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
  }
  return data;
}

export async function createContract(
  ctx: SignedInContext,
  input: z.output<typeof createContractInput>,
): Promise<ContractDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  assertDatesAndRenewal({
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    autoRenewal: input.autoRenewal ?? false,
    renewalTermMonths: input.renewalTermMonths ?? null,
  });
  return ctx.db.$transaction(async (tx) => {
    const vendor = await resolveVendor(tx, input);
    assertVendorOpen(vendor, input);
    await assertOwner(tx, input.ownerId);
    const template = input.templateId ? await templateForContract(tx, input.templateId) : null;
    const year = Number(today.slice(0, 4));
    const reference = contractReference(year, await nextReferenceNumber(tx, "CT", year));
    const stage = input.stage ?? "initiation";
    const created = await tx.contract.create({
      data: {
        ...(detailsData(input) as Prisma.ContractUncheckedCreateInput),
        reference,
        name: input.name,
        vendorId: vendor.id,
        type: input.type,
        value: input.value,
        currency: input.currency,
        startDate: asDay(input.startDate),
        stage,
        status: contractStatus({ stage, approved: false, expired: false, terminated: false }),
        ownerId: input.ownerId,
        templateId: template?.id ?? null,
        templateVersion: template?.latest?.version ?? null,
        createdById: actor.id,
        updatedById: actor.id,
      },
    });
    await addEvent(tx, created.id, actor.id, { kind: "created", toStage: stage });
    if (template) await copyTemplateDocument(tx, created.id, template, actor.id);
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: CONTRACT_ENTITY,
      entityId: created.id,
      after: auditSnapshot(created),
      description: `Created contract ${reference} ${created.name} with ${vendor.name}${template ? ` from the template ${template.name}` : ""}`,
    });
    return readContract(tx, created.id, today);
  });
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  vendorId: "vendor",
  type: "type",
  value: "value",
  currency: "currency",
  startDate: "start date",
  endDate: "end date",
  riskLevel: "risk level",
  autoRenewal: "auto-renewal",
  renewalTermMonths: "renewal term",
  noticePeriodDays: "notice period",
  nextReviewDate: "next review",
  ownerId: "owner",
  governingLaw: "governing law",
  dataStorageCountries: "data storage countries",
  dataProcessingCountries: "data processing countries",
  terminationRights: "termination rights",
  exitPlan: "exit plan",
  criticalFunction: "critical function",
  description: "description",
  status: "status",
  approvedAt: "approval",
};

/** "Updated contract CT-2026-0001: value, end date" from the audit snapshots. */
function describeChange(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(FIELD_LABELS).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const what = changed.length ? `: ${changed.map((k) => FIELD_LABELS[k]).join(", ")}` : " without changes";
  return `Updated contract ${String(after.reference)}${what}`;
}

export const APPROVER_NOT_OWNER = "This person approved the contract: its owner must be someone else";

export const TERMINATED_FINAL = "A terminated contract is not changed.";

export async function updateContract(
  ctx: SignedInContext,
  input: z.output<typeof updateContractInput>,
): Promise<ContractDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockContract(tx, input.id);
    if (before.status === "terminated") throw conflict(TERMINATED_FINAL);
    const endDate = input.endDate !== undefined ? input.endDate : before.endDate && isoDate(before.endDate);
    assertDatesAndRenewal({
      startDate: input.startDate ?? isoDate(before.startDate),
      endDate,
      autoRenewal: input.autoRenewal ?? before.autoRenewal,
      renewalTermMonths: input.renewalTermMonths !== undefined ? input.renewalTermMonths : before.renewalTermMonths,
    });
    const data: Prisma.ContractUncheckedUpdateInput = { ...detailsData(input), updatedById: actor.id };
    if (input.name !== undefined) data.name = input.name;
    if (input.vendorId !== undefined || input.vendor !== undefined) {
      const vendor = await resolveVendor(tx, input);
      // A contract already with an offboarded vendor stays editable; moving one onto such a vendor is refused.
      if (vendor.id !== before.vendorId) assertVendorOpen(vendor, input);
      data.vendorId = vendor.id;
    }
    if (input.ownerId !== undefined && input.ownerId !== before.ownerId) {
      await assertOwner(tx, input.ownerId);
      // The approver never owns the contract: otherwise an owner could hand it over, approve it and take it back.
      if (before.approvedById !== null && input.ownerId === before.approvedById) {
        throw invalidField("ownerId", APPROVER_NOT_OWNER);
      }
      data.ownerId = input.ownerId;
    }
    const money = (v: unknown) => (v === undefined ? undefined : centsToString(toCents(String(v))));
    const withdraws = editWithdrawsApproval(
      {
        vendorId: before.vendorId,
        type: before.type,
        value: moneyOf(before.value),
        currency: before.currency,
        startDate: isoDate(before.startDate),
        endDate: before.endDate && isoDate(before.endDate),
        stage: before.stage,
        approved: before.approvedAt !== null,
      },
      {
        vendorId: data.vendorId as string | undefined,
        type: input.type,
        value: money(input.value),
        currency: input.currency,
        startDate: input.startDate,
        endDate: input.endDate,
      },
    );
    if (withdraws) Object.assign(data, { approvedAt: null, approvedById: null, approvalNote: null });
    // An expired contract given an end date from today on runs again.
    const renewed = before.status === "expired" && input.endDate != null && input.endDate >= today;
    if (renewed) data.expiredAt = null;
    data.status = statusOf({
      stage: before.stage,
      approvedAt: withdraws ? null : before.approvedAt,
      expiredAt: renewed ? null : before.expiredAt,
      terminatedAt: before.terminatedAt,
    });
    const after = await vendorValueChecked(tx.contract.update({ where: { id: input.id }, data }));
    if (withdraws) {
      await addEvent(tx, input.id, actor.id, {
        kind: "approval_withdrawn",
        fromStage: before.stage,
        toStage: before.stage,
        note: "The approved terms changed before signature",
      });
    }
    if (renewed) {
      await addEvent(tx, input.id, actor.id, { kind: "renewed", note: `End date now ${endDate}` });
    }
    const beforeSnapshot = auditSnapshot(before);
    const afterSnapshot = auditSnapshot(after);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: CONTRACT_ENTITY,
      entityId: input.id,
      before: beforeSnapshot,
      after: afterSnapshot,
      description: describeChange(beforeSnapshot, afterSnapshot),
    });
    return readContract(tx, input.id, today);
  });
}

export const HAS_INVOICES = "The contract has invoices: terminate it instead.";
export const linkedToWorkflow = (contract: string, workflow: string) =>
  `Contract ${contract} is linked to outsourcing arrangement ${workflow}: it is kept with that arrangement.`;

export async function deleteContract(ctx: SignedInContext, id: string): Promise<{ id: string; deleted: boolean }> {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockContract(tx, id);
    if ((await tx.invoice.count({ where: { contractId: id } })) > 0) throw conflict(HAS_INVOICES);
    // The contract drafted for an outsourcing arrangement stays with it (its contract draft review and, once approved,
    // the committee's decision name it); refused here, the deletion never reaches the arrangement's row either.
    const workflow = await tx.workflow.findFirst({ where: { contractId: id }, select: { reference: true } });
    if (workflow) throw conflict(linkedToWorkflow(before.reference, workflow.reference));
    // Events, documents, their versions and reminders go with the contract (cascade); the files they held go too,
    // and the audit row names each one removed for good.
    const versions = await tx.contractDocumentVersion.findMany({
      where: { document: { contractId: id } },
      select: {
        version: true,
        fileId: true,
        document: { select: { kind: true, title: true } },
        file: { select: { filename: true, size: true, sha256: true, contentType: true } },
      },
    });
    await tx.contract.delete({ where: { id } });
    if (versions.length) await tx.storedFile.deleteMany({ where: { id: { in: versions.map((v) => v.fileId) } } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: CONTRACT_ENTITY,
      entityId: id,
      before: {
        ...auditSnapshot(before),
        files: versions.map((v) => ({ ...v.file, ...v.document, version: v.version, fileId: v.fileId })),
      },
      description: `Deleted contract ${before.reference} ${before.name}${versions.length ? ` and its ${versions.length} document file${versions.length === 1 ? "" : "s"}` : ""}`,
    });
    return { id, deleted: true };
  });
}
