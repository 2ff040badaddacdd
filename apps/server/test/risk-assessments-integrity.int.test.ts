// What a save may not do to work it was not about: a form that sends back a domain unchanged leaves its author and
// time (and IT Security's score) alone; an older-dated assessment submitted late does not overwrite the vendor's
// rating from a newer one; bulk changes leave a submitted assessment's lead assessor and review date in place; a
// blank score is not a zero; a vendor with assessments is not deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  type Caller,
  domainsBody,
  expectNothingWritten,
  footprint,
  type SignedIn,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let rm: SignedIn;
let rm2: SignedIn;
let itSecurity: SignedIn;

beforeAll(async () => {
  ({ t, call, rm } = await startAssessmentApp());
  rm2 = await signIn(t, "Risk Manager");
  itSecurity = await signIn(t, "IT Security");
});
afterAll(() => t.close());

async function create(vendorId: string, assessmentDate: string, scores: Parameters<typeof domainsBody>[0] = {}) {
  const res = await call(rm.token, "POST", "/api/risk-assessments", {
    vendorId,
    leadAssessorId: rm.user.id,
    assessmentDate,
    domains: domainsBody(scores),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; reference: string };
}

const domainRow = (assessmentId: string, domain: string) =>
  t.services.db.riskAssessmentDomain.findUniqueOrThrow({
    where: { assessmentId_domain: { assessmentId, domain: domain as never } },
  });

describe("saving leaves untouched domains as they were", () => {
  it("a domain sent back unchanged keeps its author; IT Security's score survives a form that omits it", async () => {
    const vendor = await activeVendor(t);
    const a = await create(vendor.id, "2026-03-01", { complianceLegal: 4 });
    const compliance = await domainRow(a.id, "complianceLegal");

    const security = await call(itSecurity.token, "PUT", `/api/risk-assessments/${a.id}/domains/itBusinessContinuity`, {
      score: 9,
      notes: "No disaster recovery test in two years",
    });
    expect(security.status, JSON.stringify(security.body)).toBe(200);

    // Another Risk Manager saves comments, sending the compliance domain back as it was and not the IT domain.
    const put = await call(rm2.token, "PUT", `/api/risk-assessments/${a.id}`, {
      comments: "Reviewed with procurement",
      domains: domainsBody({ complianceLegal: 4 }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = await domainRow(a.id, "complianceLegal");
    expect(after.updatedById).toBe(rm.user.id);
    expect(after.updatedAt).toEqual(compliance.updatedAt);
    const itRow = await domainRow(a.id, "itBusinessContinuity");
    expect([itRow.score, itRow.notes, itRow.updatedById]).toEqual([
      9,
      "No disaster recovery test in two years",
      itSecurity.user.id,
    ]);
  });

  it("the same score again through the one-domain form writes nothing, not even an audit row", async () => {
    const vendor = await activeVendor(t);
    const a = await create(vendor.id, "2026-03-02", { itBusinessContinuity: 5 });
    const before = await footprint(t);
    const res = await call(itSecurity.token, "PUT", `/api/risk-assessments/${a.id}/domains/itBusinessContinuity`, {
      score: 5,
    });
    expect(res.status).toBe(200);
    await expectNothingWritten(t, before);
  });

  it("a blank, boolean or text score is refused, not read as 0", async () => {
    const vendor = await activeVendor(t);
    const a = await create(vendor.id, "2026-03-03");
    const before = await footprint(t);
    for (const score of ["", " ", false, "7", [], "0x7"]) {
      const res = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}/domains/complianceLegal`, { score });
      expect(res.status, JSON.stringify(score)).toBe(400);
    }
    const legacy = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}`, { itScore: "" });
    expect(legacy.status).toBe(400);
    await expectNothingWritten(t, before);
  });
});

describe("the vendor's rating follows its latest completed assessment", () => {
  it("an older-dated assessment submitted after a newer one is recorded but leaves the rating", async () => {
    const vendor = await activeVendor(t, undefined, { riskRating: "medium" });
    const newer = await create(vendor.id, "2025-09-01", allScored(9));
    const older = await create(vendor.id, "2024-03-01", allScored(1));
    expect((await call(rm.token, "POST", `/api/risk-assessments/${newer.id}/submit`)).status).toBe(200);
    const rated = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(rated.riskRating).toBe("critical");
    const late = await call(rm.token, "POST", `/api/risk-assessments/${older.id}/submit`);
    expect(late.status).toBe(200);
    expect(late.body.data.status).toBe("completed");
    const still = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect([still.riskRating, still.lastReviewedAt]).toEqual(["critical", rated.lastReviewedAt]);
    const vendorAudit = await t.services.db.auditLog.count({ where: { entityType: "Vendor", entityId: vendor.id } });
    expect(vendorAudit).toBeGreaterThanOrEqual(1);
    // Its six notices still went out: the stakeholders hear of every submission.
    expect(await t.services.db.notification.count({ where: { entityId: older.id } })).toBeGreaterThan(0);
  });
});

describe("bulk changes and submitted assessments", () => {
  it("refuses a new lead assessor or a cleared review date for a completed assessment, writing nothing", async () => {
    const vendor = await activeVendor(t);
    const done = await create(vendor.id, "2026-02-01", allScored(5));
    expect((await call(rm.token, "POST", `/api/risk-assessments/${done.id}/submit`)).status).toBe(200);
    const open = await create(vendor.id, "2026-02-02");
    const before = await footprint(t);
    const lead = await call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", {
      ids: [open.id, done.id],
      patch: { leadAssessorId: rm2.user.id },
    });
    expect(lead.status).toBe(409);
    expect(lead.body.message).toContain(done.reference);
    const cleared = await call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", {
      ids: [done.id],
      patch: { nextReviewDate: null },
    });
    expect(cleared.status).toBe(409);
    await expectNothingWritten(t, before);
    const moved = await call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", {
      ids: [done.id],
      patch: { nextReviewDate: "2027-01-15" },
    });
    expect(moved.status).toBe(200);
  });
});

describe("vendors with assessments", () => {
  it("are not deleted: 409 naming the history, nothing written", async () => {
    const procurement = await signIn(t, "Procurement");
    const vendor = await activeVendor(t);
    await create(vendor.id, "2026-04-01");
    const before = await footprint(t);
    const res = await call(procurement.token, "DELETE", `/api/vendors/${vendor.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("1 risk assessment");
    await expectNothingWritten(t, before);
  });
});
