// The demo contracts: the plan of ./contract-plan.ts written for the demo vendors — a main contract per vendor and
// the extras of ../demo-data/contracts.ts at every stage and status, with their history, approvals by Legal, the
// templates and documents (./contract-documents.ts), CT references kept in step with ReferenceCounter and audit rows.
// The vendors' contract values follow from their executed contracts (the "Contract_vendorValue" trigger). Needs the
// demo accounts and vendors first.

import { markAuditRows } from "../audit-chain.js";
import { CONTRACT_TEXT } from "../demo-data/contracts.js";
import { DEMO_VENDORS } from "../demo-data/vendors.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { Role } from "../roles.js";
import { utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { type ContractFileDb, seedContractDocuments, seedDemoTemplates, templateOf } from "./contract-documents.js";
import {
  approverOf,
  type ContractPlanVendor,
  type DemoContractStatus,
  type PlannedContract,
  planDemoContracts,
} from "./contract-plan.js";
import { demoId } from "./ids.js";

/** The delegates the contract seed uses: a PrismaClient or a transaction client. */
export type ContractSeedDb = ContractFileDb &
  Pick<
    Prisma.TransactionClient,
    "user" | "vendor" | "contract" | "contractEvent" | "referenceCounter" | "auditLog" | "invoice" | "$executeRaw"
  >;

export interface DemoContractSummary {
  contracts: number;
  byStatus: Record<DemoContractStatus, number>;
  templates: number;
  documents: number;
}

const REFERENCE_PREFIX = "CT";
const contractReference = (year: number, n: number) => `${REFERENCE_PREFIX}-${year}-${String(n).padStart(4, "0")}`;
const GOVERNING_LAW: Readonly<Record<string, string>> = CONTRACT_TEXT.governingLaw;
const ON_RECORD = " — contract on record";

/**
 * About fifty contracts over the demo vendors: drafts, contracts under review and approved, executed ones (some
 * ending within 30 days, some renewing automatically with the notice deadline near), expired and terminated ones, in
 * several types and currencies. Idempotent: the demo contracts (fixed ids) are written again with the same rows and
 * references; contracts people made are never touched, the migration's "contract on record" of a demo vendor
 * excepted (the demo's executed contracts now carry that value).
 */
export async function seedDemoContracts(db: ContractSeedDb, now: Date = new Date()): Promise<DemoContractSummary> {
  const today = utcDay(now);
  const byStatus = { draft: 0, under_review: 0, approved: 0, executed: 0, expired: 0, terminated: 0 };
  const summary: DemoContractSummary = { contracts: 0, byStatus, templates: 0, documents: 0 };
  const roles: Role[] = ["Procurement", "Legal", "Legal Counsel"];
  const users = await db.user.findMany({
    where: { email: { in: roles.map(demoEmailFor) } },
    select: { id: true, email: true },
  });
  const userId = (role: Role) => users.find((u) => u.email === demoEmailFor(role))?.id ?? null;
  if (!userId("Procurement") || !userId("Legal")) return summary; // no demo accounts: nobody to own a contract

  const vendorIds = DEMO_VENDORS.map((v) => demoId("vendor", v.name));
  const rows = await db.vendor.findMany({
    where: { id: { in: vendorIds } },
    select: { id: true, legalName: true, onboardingStartedAt: true, activatedAt: true, offboardedAt: true },
  });
  const vendors: ContractPlanVendor[] = [];
  DEMO_VENDORS.forEach((demo, index) => {
    const row = rows.find((r) => r.id === vendorIds[index]);
    if (!row) return;
    vendors.push({
      index,
      id: row.id,
      demo,
      onboardingStartedAt: utcDay(row.onboardingStartedAt ?? today),
      activatedAt: row.activatedAt ? utcDay(row.activatedAt) : null,
      offboardedAt: row.offboardedAt ? utcDay(row.offboardedAt) : null,
    });
  });
  const plan = planDemoContracts(vendors, today);
  const idOf = (c: PlannedContract) => demoId("contract", `${c.vendor.id}:${c.key}`);
  const ids = plan.map(idOf);

  // A clean slate for the demo contracts (their history, documents and reminders go with them), keeping their
  // references; invoices naming one are linked again below.
  const previous = await db.contract.findMany({ where: { id: { in: ids } }, select: { id: true, reference: true } });
  const files = await db.contractDocumentVersion.findMany({
    where: { document: { contractId: { in: ids } } },
    select: { fileId: true },
  });
  await db.invoice.updateMany({ where: { contractId: { in: ids } }, data: { contractId: null } });
  await db.contract.deleteMany({ where: { id: { in: ids } } });
  await db.storedFile.deleteMany({ where: { id: { in: files.map((f) => f.fileId) } } });
  await db.contract.deleteMany({
    where: {
      vendorId: { in: vendors.map((v) => v.id) },
      name: { in: vendors.map((v) => `${v.demo.name.slice(0, 160)}${ON_RECORD}`) },
      invoices: { none: {} },
    },
  });
  summary.templates = await seedDemoTemplates(db, today, userId("Legal"));

  const references = await assignReferences(db, plan, new Map(previous.map((p) => [p.id, p.reference])), idOf);
  const audits: Prisma.AuditLogCreateManyInput[] = [];
  const audit = (key: string, entry: Omit<Prisma.AuditLogCreateManyInput, "id" | "entityType">) =>
    audits.push({ id: demoId("audit", key), entityType: "Contract", ...entry });
  const events: Prisma.ContractEventCreateManyInput[] = [];
  const contracts: Prisma.ContractCreateManyInput[] = plan.map((c) => {
    const id = idOf(c);
    const reference = references.get(id)!;
    const owner = userId(c.owner);
    const approver = userId(approverOf(c.owner));
    const template = templateOf(c, today);
    const demo = c.vendor.demo;
    const signed = c.signedAt !== null;
    c.events.forEach((e, n) => {
      const actorId = e.actor === "owner" ? owner : e.actor === "approver" ? approver : null;
      events.push({
        id: demoId("contract-event", `${id}:${n}`),
        contractId: id,
        kind: e.kind,
        fromStage: e.fromStage,
        toStage: e.toStage,
        note: e.note,
        actorId,
        createdAt: e.at,
      });
    });
    const last = c.events[c.events.length - 1]!;
    audit(`${id}:create`, {
      actorId: owner,
      action: "CREATE",
      entityId: id,
      description: `Created the contract ${reference} with ${demo.name}: ${c.name}`,
      createdAt: c.events[0]!.at,
    });
    if (c.approvedAt) {
      audit(`${id}:approve`, {
        actorId: approver,
        action: "APPROVE",
        entityId: id,
        description: `Approved the contract ${reference} with ${demo.name}`,
        createdAt: c.events.find((e) => e.kind === "approved")!.at,
      });
    }
    if (c.expiredAt)
      audit(`${id}:expire`, {
        actorId: null,
        action: "UPDATE",
        entityId: id,
        description: `${reference} expired: its end date passed`,
        createdAt: c.expiredAt,
      });
    if (c.terminatedAt) {
      audit(`${id}:terminate`, {
        actorId: owner,
        action: "UPDATE",
        entityId: id,
        description: `Terminated the contract ${reference} with ${demo.name}: ${CONTRACT_TEXT.terminationReason}`,
        createdAt: last.at,
      });
    }
    summary.contracts += 1;
    byStatus[c.status] += 1;
    return {
      id,
      reference,
      name: c.name,
      vendorId: c.vendor.id,
      type: c.type,
      value: c.value.toFixed(2),
      currency: c.currency,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status,
      stage: c.stage,
      riskLevel: c.riskLevel,
      autoRenewal: c.autoRenewal !== null,
      renewalTermMonths: c.autoRenewal?.termMonths ?? null,
      noticePeriodDays: c.autoRenewal?.noticeDays ?? null,
      nextReviewDate: c.nextReviewDate,
      ownerId: owner,
      governingLaw: GOVERNING_LAW[demo.country] ?? CONTRACT_TEXT.defaultLaw,
      dataStorageCountries: [demo.countryOfService ?? demo.country],
      dataProcessingCountries: [...new Set([demo.countryOfService ?? demo.country, demo.country])],
      terminationRights: signed ? CONTRACT_TEXT.terminationRights : null,
      exitPlan: demo.criticality === "critical" || demo.criticality === "high" ? CONTRACT_TEXT.exitPlan : null,
      criticalFunction: demo.criticality === "critical",
      description: c.description,
      templateId: template?.id ?? null,
      templateVersion: template?.version ?? null,
      approvedAt: c.approvedAt ? c.events.find((e) => e.kind === "approved")!.at : null,
      approvedById: c.approvedAt ? approver : null,
      approvalNote: c.approvedAt ? CONTRACT_TEXT.approvalNote : null,
      expiredAt: c.expiredAt,
      terminatedAt: c.terminatedAt ? last.at : null,
      terminatedById: c.terminatedAt ? owner : null,
      terminationReason: c.terminatedAt ? CONTRACT_TEXT.terminationReason : null,
      createdById: owner,
      updatedById: owner,
      createdAt: c.events[0]!.at,
      updatedAt: last.at,
    };
  });
  await db.contract.createMany({ data: contracts });
  await db.contractEvent.createMany({ data: events });
  for (const c of plan) {
    const id = idOf(c);
    const legalName = rows.find((r) => r.id === c.vendor.id)?.legalName ?? c.vendor.demo.legalName;
    const uploaderId = userId(c.owner);
    summary.documents += await seedContractDocuments(
      db,
      c,
      { id, reference: references.get(id)!, legalName, uploaderId },
      today,
    );
    // The vendor seed's invoices name the main contract they are billed under.
    if (c.key === "main" && c.signedAt) {
      const invoiceIds = [0, 1, 2, 3, 4].map((n) => demoId("invoice", `${c.vendor.id}:${n}`));
      await db.invoice.updateMany({
        where: { id: { in: invoiceIds }, currency: c.currency },
        data: { contractId: id },
      });
    }
  }
  // The trigger kept each vendor's value as the contracts were written; the vendor seed may have written one since.
  await db.$executeRaw`SELECT "Contract_vendor_value"(v) FROM unnest(${vendors.map((v) => v.id)}::uuid[]) AS v`;
  await db.auditLog.createMany({ data: markAuditRows(audits), skipDuplicates: true });
  return summary;
}

/**
 * CT-<year>-<NNNN> by year of creation in creation order: a demo contract keeps the reference it had; a new one takes
 * the lowest number no other contract holds. Each year's counter is raised to the highest number in use, so the next
 * contract created takes the number after.
 */
async function assignReferences(
  db: ContractSeedDb,
  plan: readonly PlannedContract[],
  kept: ReadonlyMap<string, string>,
  idOf: (c: PlannedContract) => string,
) {
  const taken = new Set((await db.contract.findMany({ select: { reference: true } })).map((r) => r.reference));
  for (const reference of kept.values()) taken.add(reference);
  const ordered = [...plan].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || idOf(a).localeCompare(idOf(b)),
  );
  const used = new Map<number, number>();
  const references = new Map<string, string>();
  const sequence = new Map<number, number>();
  for (const c of ordered) {
    const id = idOf(c);
    let reference = kept.get(id);
    if (!reference) {
      const year = c.createdAt.getUTCFullYear();
      let n = sequence.get(year) ?? 0;
      do {
        n += 1;
        reference = contractReference(year, n);
      } while (taken.has(reference));
      sequence.set(year, n);
      taken.add(reference);
    }
    references.set(id, reference);
    const [, year, number] = reference.split("-");
    if (year && number) used.set(Number(year), Math.max(used.get(Number(year)) ?? 0, Number(number)));
  }
  const counters = await db.referenceCounter.findMany({ where: { prefix: REFERENCE_PREFIX } });
  for (const [year, highest] of used) {
    const value = Math.max(highest, counters.find((c) => c.year === year)?.value ?? 0);
    await db.referenceCounter.upsert({
      where: { prefix_year: { prefix: REFERENCE_PREFIX, year } },
      create: { prefix: REFERENCE_PREFIX, year, value },
      update: { value },
    });
  }
  return references;
}
