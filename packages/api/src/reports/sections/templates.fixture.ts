// The data the templates' test reports on (templates.int.test.ts): four vendors (one Polish, one Chinese name, one
// offboarded), contracts in force and a draft, three arrangements of the register (one rejected) and an overdue
// onboarding, two completed assessments, an open and a resolved KPI breach, and invoices with each exception.
import type { PrismaClient } from "@tprm/db";
import { createContract, createInvoice, createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";

import { addDays, todayIn } from "../../lib/dates.js";

/** The zone the reports are generated in: "today" is its calendar day, which may not be UTC's. */
export const TIME_ZONE = "Europe/Warsaw";
export const now = new Date();
const today = todayIn(TIME_ZONE, now);
/** `offset` days from today in TIME_ZONE, as a date column stores it (midnight UTC). */
export const iso = (offset: number) => addDays(today, offset);
export const day = (offset: number) => new Date(`${iso(offset)}T00:00:00.000Z`);

export async function seedTemplateData(db: PrismaClient): Promise<void> {
  let ref = 0;
  async function arrangement(fields: Record<string, unknown> & { ownerId: string; name: string }) {
    ref += 1;
    return db.workflow.create({
      data: {
        reference: `WF-1999-${String(ref).padStart(4, "0")}`,
        type: "new_outsourcing",
        currentStep: "initiation",
        startDate: day(-30),
        targetDate: day(60),
        ...fields,
      } as never,
    });
  }

  const owner = await createUser(db, { role: "Risk Manager", firstName: "Olga", lastName: "Owner" });
  const lodz = await createVendor(db, {
    name: "Łódź Clearing Sp. z o.o.",
    country: "PL",
    status: "active",
    riskRating: "high",
    criticality: "critical",
    lei: "529900LODZCLEARING01",
    currency: "EUR",
  });
  const cloud = await createVendor(db, { name: "华为云服务", country: "CN", status: "active", riskRating: "medium" });
  const print = await createVendor(db, { name: "Gamma Print", country: "DE", status: "active", riskRating: "low" });
  await createVendor(db, { name: "Delta Gone", status: "offboarded", riskRating: "critical" });

  const c1 = await createContract(db, {
    vendorId: lodz.id,
    reference: "CT-1999-0001",
    value: "500000.00",
    currency: "EUR",
    criticalFunction: true,
    governingLaw: "Polish law",
    dataStorageCountries: ["PL", "DE"],
    exitPlan: "Transfer to the second clearing house within six months.",
    endDate: day(20),
    autoRenewal: true,
    noticePeriodDays: 10,
  });
  const c2 = await createContract(db, {
    vendorId: cloud.id,
    reference: "CT-1999-0002",
    value: "1000.00",
    endDate: day(200),
  });
  await createContract(db, { vendorId: print.id, reference: "CT-1999-0003", status: "draft" });
  // Gamma Print provides no arrangement of the register: its contract is in the expiries, not the register's view.
  await createContract(db, { vendorId: print.id, reference: "CT-1999-0004", endDate: day(40) });

  const w1 = await arrangement({
    ownerId: owner.id,
    name: "Payment clearing",
    vendorId: lodz.id,
    status: "approved",
    materialityClassification: "critical",
    materialityScore: 61,
    businessUnit: "Payments",
    contractId: c1.id,
  });
  await db.workflowDecision.create({ data: { workflowId: w1.id, decision: "approved", decidedById: owner.id } });
  await arrangement({
    ownerId: owner.id,
    name: "Cloud hosting",
    vendorId: cloud.id,
    status: "pending",
    materialityClassification: "material",
    materialityScore: 30,
    targetDate: day(-1),
  });
  await arrangement({ ownerId: owner.id, name: "Printing", vendorId: print.id, status: "rejected" });
  await arrangement({
    ownerId: owner.id,
    name: "Onboard Gamma",
    type: "vendor_onboarding",
    vendorId: print.id,
    status: "in_progress",
    targetDate: day(-5),
  });

  await createRiskAssessment(db, {
    vendorId: lodz.id,
    leadAssessorId: owner.id,
    status: "completed",
    submittedAt: now,
    overallScore: "6.50",
    overallRisk: "high",
    nextReviewDate: day(-3),
    itBusinessContinuityScore: 7,
  });
  await createRiskAssessment(db, {
    vendorId: cloud.id,
    leadAssessorId: owner.id,
    status: "completed",
    submittedAt: now,
    overallScore: "4.00",
    overallRisk: "medium",
    nextReviewDate: day(30),
    itBusinessContinuityScore: 3,
  });

  await db.kpiBreach.create({
    data: {
      vendorId: lodz.id,
      kpi: "Settlement availability",
      threshold: "99.9",
      actual: "97.2",
      unit: "%",
      severity: "critical",
      occurredAt: day(-10),
    },
  });
  await db.kpiBreach.create({
    data: {
      vendorId: cloud.id,
      kpi: "Ticket response",
      threshold: "4",
      actual: "6",
      unit: "h",
      severity: "low",
      occurredAt: day(-20),
      resolvedAt: day(-15),
    },
  });

  await createInvoice(db, {
    vendorId: lodz.id,
    number: "PL-77",
    amount: "2500.00",
    currency: "EUR",
    issueDate: day(-70),
    dueDate: day(-40),
  });
  await createInvoice(db, { vendorId: cloud.id, number: "HW-1", amount: "300.00", dueDate: day(10) });
  await createInvoice(db, {
    vendorId: cloud.id,
    number: "hw-1 ",
    amount: "310.00",
    dueDate: day(10),
    issueDate: day(-1),
  });
  await createInvoice(db, {
    vendorId: cloud.id,
    number: "HW-2",
    amount: "5000.00",
    contractId: c2.id,
    dueDate: day(15),
  });
}
