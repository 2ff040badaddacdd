// Every "by whom" is the signed-in user, recorded by the server: a review's reviewer (co-reviewers chosen from
// active users), an offboarding's requester, a KPI breach's reporter, an invoice's payment approver. Whatever the
// request body says, over REST and over tRPC.
import { randomUUID } from "node:crypto";
import { createInvoice, createUser, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
/** The Vendor Manager who signs in: Vera Manning. */
let vm: { token: string; id: string; name: string };
let finance: { token: string; id: string; name: string };
let colleagues: { id: string; name: string }[];
let deactivated: { id: string; name: string };

const TAG = `attr${randomUUID().slice(0, 6)}`;

async function person(role: string, firstName: string, lastName: string) {
  const signedIn = await signIn(t, role);
  await t.services.db.user.update({ where: { id: signedIn.user.id }, data: { firstName, lastName } });
  return { token: signedIn.token, id: signedIn.user.id, name: `${firstName} ${lastName}` };
}

async function colleague(firstName: string, status: "active" | "deactivated" = "active") {
  const lastName = `${TAG}son`;
  const user = await createUser(t.services.db, { firstName, lastName, role: "Risk Manager", status });
  return { id: user.id, name: `${firstName} ${lastName}` };
}

beforeAll(async () => {
  t = await startTestApp();
  vm = await person("Vendor Manager", "Vera", `Manning${TAG}`);
  finance = await person("Finance Manager", "Felix", `Ledger${TAG}`);
  colleagues = [await colleague("Olive"), await colleague("Priya")];
  deactivated = await colleague("Dora", "deactivated");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH";
async function rest(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** A tRPC mutation as the browser sends it (cookie session, JSON input). */
async function trpcMutation(token: string, path: string, input: object) {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    cookies: { tprm_session: token },
    // The browser names its origin on every change; the app's own (APP_URL) passes the cross-site check.
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    payload: JSON.stringify(input),
  });
  return { status: res.statusCode, body: res.json() };
}

const scores = { itScore: 7, operationalScore: 7, complianceScore: 7, financialScore: 7, gdprScore: 7 };

const activeVendor = () =>
  createVendor(t.services.db, {
    name: `Attributed ${TAG} ${randomUUID().slice(0, 4)}`,
    status: "active",
    checklistDone: "all",
    activatedAt: new Date(),
  });

const vendorAudit = (vendorId: string) =>
  t.services.db.auditLog.findMany({
    where: { entityType: "Vendor", entityId: vendorId },
    orderBy: { createdAt: "asc" },
  });

describe("the reviewer is the signed-in user", () => {
  it("over REST: ids slipped into the body are ignored, co-reviewers are stored in order, the audit agrees", async () => {
    const vendor = await activeVendor();
    const res = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/reviews`, {
      ...scores,
      reviewerId: colleagues[0]!.id,
      createdById: colleagues[0]!.id,
      reviewedBy: { id: colleagues[0]!.id, name: colleagues[0]!.name },
      coReviewerIds: [colleagues[1]!.id, colleagues[0]!.id, colleagues[1]!.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.review).toMatchObject({
      reviewer: vm.name,
      reviewerId: vm.id,
      reviewedBy: { id: vm.id, name: vm.name },
      coReviewers: [colleagues[1], colleagues[0]],
      createdById: vm.id,
    });
    const row = await t.services.db.vendorReview.findFirstOrThrow({
      where: { vendorId: vendor.id },
      include: { coReviewers: { orderBy: { position: "asc" } } },
    });
    expect(row).toMatchObject({ reviewerId: vm.id, reviewer: vm.name, createdById: vm.id });
    expect(row.coReviewers.map((c) => c.userId)).toEqual([colleagues[1]!.id, colleagues[0]!.id]);
    const audit = (await vendorAudit(vendor.id)).at(-1)!;
    expect(audit.actorId).toBe(vm.id);
    expect(audit.description).toBe(
      `Reviewed ${vendor.name}: risk Medium (Periodic Review by ${vm.name} with ${colleagues[1]!.name} and ${colleagues[0]!.name})`,
    );

    const record = await rest(vm.token, "GET", `/api/vendors/${vendor.id}`);
    expect(record.body.data.reviews[0]).toMatchObject({
      reviewer: vm.name,
      reviewedBy: { id: vm.id, name: vm.name },
      coReviewers: [colleagues[1], colleagues[0]],
    });
  });

  it("over REST: a reviewer naming someone else is refused with the reason, nothing written; their own name passes", async () => {
    const vendor = await activeVendor();
    const refused = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/reviews`, {
      ...scores,
      reviewer: "Oliver Grant",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: "reviewer",
        message: `The reviewer is the signed-in user (${vm.name}); a reviewer cannot be named in the request. To credit Oliver Grant, add them as a co-reviewer (coReviewerIds).`,
      },
    ]);
    expect(await t.services.db.vendorReview.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await vendorAudit(vendor.id)).toEqual([]);

    const own = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/reviews`, {
      ...scores,
      reviewer: vm.name.toUpperCase(),
    });
    expect(own.status).toBe(201);
    expect(own.body.data.review).toMatchObject({ reviewer: vm.name, reviewerId: vm.id, coReviewers: [] });
  });

  it("over tRPC: the same rule, and the answer names the signed-in user", async () => {
    const vendor = await activeVendor();
    const refused = await trpcMutation(vm.token, "vendors.review", {
      vendorId: vendor.id,
      ...scores,
      reviewer: colleagues[0]!.name,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.data.issues).toEqual([
      expect.objectContaining({ path: "reviewer", message: expect.stringContaining(`(${vm.name})`) }),
    ]);
    const saved = await trpcMutation(vm.token, "vendors.review", {
      vendorId: vendor.id,
      ...scores,
      reviewerId: colleagues[0]!.id,
      coReviewerIds: [colleagues[0]!.id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.review).toMatchObject({
      reviewer: vm.name,
      reviewerId: vm.id,
      coReviewers: [colleagues[0]],
    });
    expect(await t.services.db.vendorReview.count({ where: { vendorId: vendor.id } })).toBe(1);
  });
});

describe("co-reviewers are validated on the server", () => {
  const cases: [string, () => string[], RegExp][] = [
    ["an unknown id", () => [colleagues[0]!.id, randomUUID()], /is not a user of this platform/],
    ["a deactivated user", () => [deactivated.id], /is deactivated and cannot be a co-reviewer/],
    ["the reviewer", () => [vm.id], /You are the reviewer; you cannot also be a co-reviewer/],
    ["more than 10", () => Array.from({ length: 11 }, () => randomUUID()), /At most 10 co-reviewers/],
    ["something not an id", () => ["Oliver Grant"], /Each co-reviewer must be a user id/],
  ];
  for (const [what, ids, message] of cases) {
    it(`refuses ${what} with 400 on coReviewerIds and writes nothing`, async () => {
      const vendor = await activeVendor();
      const res = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/reviews`, {
        ...scores,
        overallRisk: "critical",
        coReviewerIds: ids(),
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.issues[0].path).toMatch(/^coReviewerIds/);
      expect(res.body.message).toMatch(message);
      expect(await t.services.db.vendorReview.count({ where: { vendorId: vendor.id } })).toBe(0);
      const after = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
      expect(after.riskRating).toBeNull();
      expect(after.lastReviewedAt).toBeNull();
      expect(await vendorAudit(vendor.id)).toEqual([]);
    });
  }
});

describe("the user directory", () => {
  it("lists active users by name or role with id, name and role only, to whoever may record a review", async () => {
    const res = await rest(vm.token, "GET", `/api/users/directory?search=${TAG}son&limit=10`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: colleagues[0]!.id, name: colleagues[0]!.name, role: "Risk Manager" },
      { id: colleagues[1]!.id, name: colleagues[1]!.name, role: "Risk Manager" },
    ]);
    const two = await rest(vm.token, "GET", `/api/users/directory?search=pri ${TAG}`);
    expect(two.body.data.map((u: { id: string }) => u.id)).toEqual([colleagues[1]!.id]);
    const limited = await rest(vm.token, "GET", "/api/users/directory?limit=1");
    expect(limited.body.data).toHaveLength(1);
    expect(Object.keys(limited.body.data[0]).sort()).toEqual(["id", "name", "role"]);
    expect((await rest(vm.token, "GET", "/api/users/directory?limit=500")).status).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/users/directory" })).statusCode).toBe(401);
  });

  it("is refused to the auditors and the Regulatory Body: they cannot list the staff or find the Admins", async () => {
    for (const role of ["External Auditor", "Regulatory Body", "Internal Auditor"]) {
      const { token } = await signIn(t, role);
      const byRole = await rest(token, "GET", "/api/users/directory?search=admin");
      expect(byRole, role).toEqual({
        status: 403,
        body: { success: false, message: "You don't have permission to do this." },
      });
      const trpc = await t.app.inject({
        method: "GET",
        url: `/trpc/users.directory?input=${encodeURIComponent(JSON.stringify({ search: "admin" }))}`,
        cookies: { tprm_session: token },
      });
      expect(trpc.statusCode, role).toBe(403);
      expect(JSON.stringify(trpc.json())).not.toContain('"role"');
    }
  });
});

describe("the offboarding requester is the signed-in user", () => {
  it("records the account and its name, refuses another name, and the audit says the same", async () => {
    const vendor = await activeVendor();
    const refused = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/offboarding`, {
      reason: "Service brought in-house",
      requester: "Catherine Walsh",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0]).toMatchObject({ path: "requester" });
    expect(refused.body.message).toContain(`The requester is the signed-in user (${vm.name})`);
    expect(await t.services.db.vendorOffboarding.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect((await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).status).toBe("active");

    const started = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/offboarding`, {
      reason: "Service brought in-house",
      requestedById: colleagues[0]!.id,
    });
    expect(started.status).toBe(201);
    expect(started.body.data.offboarding).toMatchObject({
      requester: vm.name,
      requestedById: vm.id,
      requestedBy: { id: vm.id, name: vm.name },
      createdById: vm.id,
    });
    expect(started.body.data.offboarding).not.toHaveProperty("requesterAsTyped");
    const audit = (await vendorAudit(vendor.id)).at(-1)!;
    expect(audit.actorId).toBe(vm.id);
    expect(audit.description).toBe(
      `Started offboarding of ${vendor.name} (requested by ${vm.name}): Service brought in-house`,
    );
  });

  it("a request typed before the rule keeps its typed requester, not the account that entered it", async () => {
    const vendor = await activeVendor();
    // Inserted the old way: the requester typed as free text, requestedById the account that submitted the form.
    const typed = await t.services.db.vendorOffboarding.create({
      data: {
        vendorId: vendor.id,
        reason: "Legacy",
        requester: "Catherine Walsh, COO",
        requestedById: vm.id,
        requestedAt: new Date("2026-01-10T09:00:00Z"),
        state: "cancelled",
      },
    });
    // Also the old way, but the typed name was the author's own (spelled differently): that is their request.
    const own = await t.services.db.vendorOffboarding.create({
      data: {
        vendorId: vendor.id,
        reason: "Legacy, own name",
        requester: `  ${vm.name.toUpperCase()} `,
        requestedById: vm.id,
        requestedAt: new Date("2026-01-12T09:00:00Z"),
        state: "cancelled",
      },
    });
    // The new way, through the API.
    const started = await rest(vm.token, "POST", `/api/vendors/${vendor.id}/offboarding`, { reason: "Exit" });
    expect(started.status).toBe(201);

    const record = await rest(vm.token, "GET", `/api/vendors/${vendor.id}`);
    const byId = new Map(record.body.data.offboardings.map((o: { id: string }) => [o.id, o]));
    expect(byId.get(typed.id)).toMatchObject({
      requester: "Catherine Walsh, COO",
      requestedBy: null,
      requestedById: null,
      createdById: vm.id,
    });
    expect(byId.get(own.id)).toMatchObject({
      requester: vm.name,
      requestedBy: { id: vm.id, name: vm.name },
      requestedById: vm.id,
      createdById: vm.id,
    });
    expect(byId.get(started.body.data.offboarding.id)).toMatchObject({
      requester: vm.name,
      requestedBy: { id: vm.id, name: vm.name },
      requestedById: vm.id,
      createdById: vm.id,
    });
    for (const o of record.body.data.offboardings) expect(o).not.toHaveProperty("requesterAsTyped");
  });
});

describe("the KPI breach reporter is the signed-in user", () => {
  it("is recorded from the session, answered as reportedBy, and named in the activity line", async () => {
    const vendor = await activeVendor();
    const res = await rest(vm.token, "POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Service availability",
      threshold: "99.9",
      actual: "97.5",
      unit: "%",
      severity: "high",
      occurredAt: new Date().toISOString(),
      createdById: colleagues[0]!.id,
      reportedBy: colleagues[0]!.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ createdById: vm.id, reportedBy: { id: vm.id, name: vm.name } });
    const audit = (await vendorAudit(vendor.id)).at(-1)!;
    expect(audit.description).toBe(
      `Recorded a High KPI breach for ${vendor.name}: Service availability 97.5% against a target of 99.9% (reported by ${vm.name})`,
    );
    const record = await rest(vm.token, "GET", `/api/vendors/${vendor.id}`);
    expect(record.body.data.kpiBreaches[0].reportedBy).toEqual({ id: vm.id, name: vm.name });
    const report = await rest(vm.token, "GET", "/api/kpi-breaches/recent?limit=100");
    const mine = report.body.data.find((b: { id: string }) => b.id === res.body.data.id);
    expect(mine.reportedBy).toEqual({ id: vm.id, name: vm.name });

    const withUnit = await rest(vm.token, "POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Response time",
      threshold: "200 ms",
      actual: "250",
      severity: "low",
      occurredAt: new Date().toISOString(),
    });
    expect(withUnit.status).toBe(400);
    expect(withUnit.body.issues).toEqual([
      { path: "threshold", message: 'Target: enter the number only (200) and put "ms" in the Unit field' },
    ]);
  });
});

describe("the invoice approver is whoever marks it paid", () => {
  it("records paidBy from the session, keeps it while paid, clears it when back to pending", async () => {
    const vendor = await activeVendor();
    const invoice = await createInvoice(t.services.db, { vendorId: vendor.id, number: `AP-${TAG}` });
    const paid = await rest(finance.token, "PUT", `/api/invoices/${invoice.id}`, {
      status: "paid",
      paidById: colleagues[0]!.id,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: "paid",
      paidById: finance.id,
      paidBy: { id: finance.id, name: finance.name },
    });
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "Invoice", entityId: invoice.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(finance.id);
    expect(audit.description).toBe(
      `Marked invoice AP-${TAG} from ${vendor.name} paid: 1,000.00 USD (approved by ${finance.name})`,
    );

    // Another user editing a paid invoice does not become its approver.
    const admin = await signIn(t, "Admin");
    const edited = await rest(admin.token, "PUT", `/api/invoices/${invoice.id}`, { description: "Q3 hosting" });
    expect(edited.body.data.paidBy).toEqual({ id: finance.id, name: finance.name });
    const listed = await rest(finance.token, "GET", `/api/invoices?search=AP-${TAG}`);
    expect(listed.body.data[0].paidBy).toEqual({ id: finance.id, name: finance.name });

    const reopened = await rest(finance.token, "PUT", `/api/invoices/${invoice.id}`, { status: "pending" });
    expect(reopened.body.data).toMatchObject({ status: "pending", paidAt: null, paidById: null, paidBy: null });
  });

  it("an invoice recorded as already paid names whoever recorded it", async () => {
    const vendor = await activeVendor();
    const res = await rest(finance.token, "POST", "/api/invoices", {
      vendorId: vendor.id,
      number: `PAID-${TAG}`,
      amount: "10.00",
      issueDate: "2026-01-05",
      dueDate: "2026-02-05",
      status: "paid",
      paidById: colleagues[1]!.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.paidBy).toEqual({ id: finance.id, name: finance.name });
    const pending = await rest(finance.token, "POST", "/api/invoices", {
      vendorId: vendor.id,
      number: `OPEN-${TAG}`,
      amount: "10.00",
      issueDate: "2026-01-05",
      dueDate: "2026-02-05",
    });
    expect(pending.body.data.paidBy).toBeNull();
  });
});
