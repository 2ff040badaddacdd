// One record of every kind that takes tags (collaboration/rules.ts RECORD_TYPES), for the tags' tests.
import { randomUUID } from "node:crypto";
import {
  createContract,
  createInvoice,
  createPolicy,
  createRiskAssessment,
  createUser,
  createVendor,
} from "@tprm/db/factories";
import type { TestApp } from "./helpers.js";

export type Kind =
  | "vendor"
  | "contract"
  | "assessment"
  | "policy"
  | "procedure"
  | "committee"
  | "workflow"
  | "invoice"
  | "report";

const day = (offset: number) => new Date(Date.UTC(2026, 10, 28 + offset));

/** A new record of each kind (ids), all free-standing so a test may tag them without meeting another test's. */
export async function oneOfEach(t: TestApp): Promise<Record<Kind, string>> {
  const db = t.services.db;
  const suffix = randomUUID().slice(0, 8);
  const owner = await createUser(db, { role: "Admin" });
  const vendor = await createVendor(db, { name: `Tagged vendor ${suffix}` });
  const contract = await createContract(db, { vendorId: vendor.id });
  const assessment = await createRiskAssessment(db, { vendorId: vendor.id, leadAssessorId: owner.id });
  const policy = await createPolicy(db);
  const procedure = await db.procedure.create({
    data: { reference: `PRO-1999-${suffix}`, name: `Procedure ${suffix}`, owner: "Tom Lee" },
  });
  const committee = await db.committee.create({
    data: { name: `Committee ${suffix}`, type: "Steering", chair: "Ana Ruiz" },
  });
  const workflow = await db.workflow.create({
    data: {
      reference: `WF-1999-${suffix}`,
      type: "vendor_onboarding",
      name: `Review ${suffix}`,
      currentStep: "initiation",
      ownerId: owner.id,
      startDate: day(-10),
      targetDate: day(30),
    },
  });
  const invoice = await createInvoice(db, { vendorId: vendor.id });
  const template = await db.reportTemplate.create({
    data: { name: `Template ${suffix}`, type: "operational", sections: [] },
  });
  const report = await db.report.create({
    data: {
      name: `Report ${suffix}`,
      type: template.type,
      frequency: "ad_hoc",
      recipientGroups: [],
      externalRecipients: [],
      templateId: template.id,
    },
  });
  return {
    vendor: vendor.id,
    contract: contract.id,
    assessment: assessment.id,
    policy: policy.id,
    procedure: procedure.id,
    committee: committee.id,
    workflow: workflow.id,
    invoice: invoice.id,
    report: report.id,
  };
}
