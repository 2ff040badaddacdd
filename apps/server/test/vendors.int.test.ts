import { randomUUID } from "node:crypto";
import { createContract, createInvoice, createVendor, demoLei } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
let procurement: string;
let vendorManager: { token: string; name: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t, "Admin")).token;
  procurement = (await signIn(t, "Procurement")).token;
  const vm = await signIn(t, "Vendor Manager");
  vendorManager = { token: vm.token, name: `${vm.user.firstName} ${vm.user.lastName}` };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** A tag unique to this run, so list and search assertions only see this file's vendors. */
const TAG = `zq${randomUUID().slice(0, 6)}`;

const auditRows = (entityId: string) =>
  t.services.db.auditLog.findMany({ where: { entityType: "Vendor", entityId }, orderBy: { createdAt: "asc" } });

// Risk scores (10 = most risk): all 5 → relationship health (10 − 5) / 9 × 100 = 55.6 → 56.
const review = (vendorId: string, extra: object = {}) =>
  call(vendorManager.token, "POST", `/api/vendors/${vendorId}/reviews`, {
    itScore: 5,
    operationalScore: 5,
    complianceScore: 5,
    financialScore: 5,
    gdprScore: 5,
    kpiBreaches: 2,
    ...extra,
  });

async function activeVendor(name = `Active ${TAG} ${randomUUID().slice(0, 4)}`) {
  return createVendor(t.services.db, { name, status: "active", checklistDone: "all", activatedAt: new Date() });
}

describe("New Vendor Onboarding dialog (POST /api/vendors)", () => {
  it("creates the vendor in onboarding with the default checklist and an audit row", async () => {
    const lei = demoLei("2138", `Harbourline ${TAG}`);
    const res = await call(procurement, "POST", "/api/vendors", {
      name: `  Harbourline Hosting ${TAG} `,
      legalName: "Harbourline Hosting Ltd",
      businessType: "Cloud hosting",
      country: "gb",
      countryOfService: "IE",
      contactPerson: "Fiona Marsh",
      email: "Fiona.Marsh@Harbourline.example",
      phone: "+44 20 7946 0101",
      currency: "gbp",
      servicesProvided: "Hosting, Backup;\nDisaster recovery",
      criticality: "critical",
      lei: lei.toLowerCase().replace(/(.{4})/g, "$1 "),
    });
    expect(res.status).toBe(201);
    const vendor = res.body.data;
    expect(vendor).toMatchObject({
      name: `Harbourline Hosting ${TAG}`,
      status: "onboarding",
      country: "GB",
      currency: "GBP",
      email: "fiona.marsh@harbourline.example",
      // Derived from the vendor's executed contracts: none yet.
      contractValue: "0.00",
      servicesProvided: ["Hosting", "Backup", "Disaster recovery"],
      criticality: "critical",
      riskRating: null,
      kpiBreachesCount: 0,
      lei,
      checklist: { completed: 0, total: 7, percent: 0 },
    });
    expect(vendor.onboardingTasks.map((task: { title: string }) => task.title)).toContain("Contract signed");

    const row = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(row.contractValue.toFixed(2)).toBe("0.00");
    expect(await t.services.db.vendorOnboardingTask.count({ where: { vendorId: vendor.id } })).toBe(7);
    const audit = await auditRows(vendor.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "CREATE",
      description: `Started onboarding of Harbourline Hosting ${TAG}`,
    });

    const again = await call(procurement, "POST", "/api/vendors", { name: "Copycat", lei });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`LEI ${lei} already belongs to Harbourline Hosting ${TAG}`);
  });

  it("validates the form: name required, LEI check digits, ISO codes; the contract value is not the form's", async () => {
    const before = await t.services.db.vendor.count();
    const bad = await call(procurement, "POST", "/api/vendors", {
      name: " ",
      lei: "5493001KJTIIGC8Y1R13",
      country: "XX",
      currency: "DOLLARS",
      contractValue: "12.345",
      email: "not-an-email",
    });
    expect(bad.status).toBe(400);
    const issues = Object.fromEntries(
      bad.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(issues.name).toBe("Vendor name is required");
    expect(issues.lei).toMatch(/valid LEI/);
    expect(issues.country).toMatch(/ISO 3166-1/);
    expect(issues.currency).toMatch(/ISO 4217/);
    expect(issues.contractValue).toBe(
      "Contract value comes from the vendor's contracts: add or change a contract instead.",
    );
    expect(issues.email).toBe("Enter a valid email address");
    expect(await t.services.db.vendor.count()).toBe(before);

    const minimal = await call(procurement, "POST", "/api/vendors", { name: `Minimal ${TAG}`, email: "", lei: "" });
    expect(minimal.status).toBe(201);
    expect(minimal.body.data).toMatchObject({
      contractValue: "0.00",
      currency: "USD",
      criticality: "medium",
      lei: null,
    });
  });
});

describe("lifecycle", () => {
  it("activates only with a complete checklist and refuses moves outside the lifecycle with 409", async () => {
    const created = await call(procurement, "POST", "/api/vendors", { name: `Lifecycle ${TAG}` });
    const id = created.body.data.id as string;

    const skip = await call(procurement, "PUT", `/api/vendors/${id}`, { status: "under_review" });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      `Lifecycle ${TAG} cannot move from Onboarding to Under Review: it can move to Active.`,
    );

    const early = await call(procurement, "PUT", `/api/vendors/${id}`, { status: "active" });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain("until its onboarding checklist is complete (0 of 7 done)");

    const tasks = created.body.data.onboardingTasks as { id: string }[];
    for (const [i, task] of tasks.entries()) {
      const tick = await call(vendorManager.token, "PATCH", `/api/vendors/${id}/onboarding-tasks/${task.id}`, {
        done: true,
      });
      expect(tick.status).toBe(200);
      expect(tick.body.data.progress.completed).toBe(i + 1);
    }
    const untick = await call(vendorManager.token, "PATCH", `/api/vendors/${id}/onboarding-tasks/${tasks[0]!.id}`, {
      done: false,
    });
    expect(untick.body.data.progress).toEqual({ completed: 6, total: 7, percent: 85 });
    await call(vendorManager.token, "PATCH", `/api/vendors/${id}/onboarding-tasks/${tasks[0]!.id}`, { done: true });

    const active = await call(procurement, "PUT", `/api/vendors/${id}`, { status: "active" });
    expect(active.status).toBe(200);
    expect(active.body.data.status).toBe("active");
    expect(active.body.data.activatedAt).toBeTruthy();

    expect((await call(vendorManager.token, "PUT", `/api/vendors/${id}`, { status: "under_review" })).status).toBe(200);
    expect((await call(vendorManager.token, "PUT", `/api/vendors/${id}`, { status: "active" })).status).toBe(200);
    const jump = await call(vendorManager.token, "PUT", `/api/vendors/${id}`, { status: "offboarded" });
    expect(jump.status).toBe(409);
    expect(jump.body.message).toContain("cannot move from Active to Offboarded");
    const back = await call(vendorManager.token, "PUT", `/api/vendors/${id}`, { status: "onboarding" });
    expect(back.status).toBe(409);

    const descriptions = (await auditRows(id)).map((a) => a.description);
    expect(descriptions).toContain(`Updated Lifecycle ${TAG}: status Onboarding → Active`);
    expect(descriptions).toContain(`Updated Lifecycle ${TAG}: status Active → Under Review`);
    expect(descriptions.some((d) => d?.startsWith('Completed "Due diligence questionnaire received"'))).toBe(true);
  });

  it("updates details, clears optional fields with null, and answers 404 for an unknown vendor", async () => {
    const vendor = await activeVendor();
    const res = await call(procurement, "PUT", `/api/vendors/${vendor.id}`, {
      phone: "+44 1 234",
      legalName: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: "+44 1 234", contractValue: "0.00", legalName: null });
    const audit = (await auditRows(vendor.id)).at(-1)!;
    expect(audit.description).toBe(`Updated ${vendor.name}: phone`);
    expect(audit.before).toMatchObject({ contractValue: "0.00" });
    expect((await call(procurement, "PUT", `/api/vendors/${randomUUID()}`, { phone: "1" })).status).toBe(404);
  });
});

describe("vendor review dialog", () => {
  it("stores the review, sets risk rating and review dates, and audits it; the KPI breach count stays what is recorded", async () => {
    const vendor = await activeVendor();
    const res = await review(vendor.id, { overallRisk: "high", reviewType: "annual", recommendations: "Re-test exit" });
    expect(res.status).toBe(201);
    expect(res.body.data.review).toMatchObject({
      overallRisk: "high",
      reviewType: "annual",
      itScore: 5,
      kpiBreaches: 2,
    });
    const row = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(row.riskRating).toBe("high");
    // The review's "2 KPI breaches" stays with the review; the vendor counts the breaches recorded for it (none).
    expect(row.kpiBreachesCount).toBe(0);
    expect(row.lastReviewedAt).toBeTruthy();
    const year = 365 * 86_400_000;
    expect(row.nextReviewDate!.getTime() - row.lastReviewedAt!.getTime()).toBeGreaterThanOrEqual(year);
    const audit = (await auditRows(vendor.id)).at(-1)!;
    expect(audit.action).toBe("REVIEW");
    expect(audit.description).toBe(`Reviewed ${vendor.name}: risk High (Annual Review by ${vendorManager.name})`);
  });

  it("defaults to a Periodic Review with overall risk Medium, and validates scores 1–10", async () => {
    const vendor = await activeVendor();
    const res = await review(vendor.id);
    expect(res.body.data.review).toMatchObject({ reviewType: "periodic", overallRisk: "medium" });
    const bad = await review(vendor.id, { itScore: 11, coReviewerIds: "Oliver Grant" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["coReviewerIds", "itScore"]);
    expect(await t.services.db.vendorReview.count({ where: { vendorId: vendor.id } })).toBe(1);
  });

  it("reads the five scores as risk scores: 10 = most risk, so riskier scores mean weaker relationship health", async () => {
    const safe = await activeVendor();
    const risky = await activeVendor();
    const all = (n: number) => ({
      itScore: n,
      operationalScore: n,
      complianceScore: n,
      financialScore: n,
      gdprScore: n,
    });
    expect((await review(safe.id, { ...all(1), kpiBreaches: 0 })).status).toBe(201);
    expect((await review(risky.id, { ...all(10), kpiBreaches: 0 })).status).toBe(201);
    expect((await call(admin, "GET", `/api/vendors/${safe.id}`)).body.data.healthScore).toBe(100);
    expect((await call(admin, "GET", `/api/vendors/${risky.id}`)).body.data.healthScore).toBe(0);
    // Mean 2.8 → (10 − 2.8) / 9 × 100 = 80 (docs/VENDORS.md's example).
    const mixed = await activeVendor();
    await review(mixed.id, { itScore: 3, operationalScore: 4, complianceScore: 2, financialScore: 4, gdprScore: 1 });
    expect((await call(admin, "GET", `/api/vendors/${mixed.id}`)).body.data.healthScore).toBe(80);
  });
});

describe("offboarding dialog", () => {
  it("opens an offboarding, then completes it: vendor offboarded, record completed, both audited", async () => {
    const vendor = await activeVendor();
    const start = await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding`, {
      reason: "Service brought in-house",
    });
    expect(start.status).toBe(201);
    expect(start.body.data.vendor.status).toBe("offboarding");
    expect(start.body.data.offboarding).toMatchObject({ state: "open", requester: vendorManager.name });
    const twice = await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding`, {
      reason: "again",
    });
    expect(twice.status).toBe(409);

    const done = await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding/complete`, {
      completionNotes: "Access revoked; data deletion certificate received",
    });
    expect(done.status).toBe(200);
    expect(done.body.data.vendor.status).toBe("offboarded");
    const record = await t.services.db.vendorOffboarding.findFirstOrThrow({ where: { vendorId: vendor.id } });
    expect(record).toMatchObject({
      state: "completed",
      completionNotes: "Access revoked; data deletion certificate received",
    });
    expect(record.completedAt).toBeTruthy();
    const row = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(row.offboardedAt).toBeTruthy();

    expect((await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding/complete`, {})).status).toBe(
      409,
    );
    const late = await review(vendor.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("offboarded");
    const descriptions = (await auditRows(vendor.id)).map((a) => a.description);
    expect(descriptions).toEqual([
      `Started offboarding of ${vendor.name} (requested by ${vendorManager.name}): Service brought in-house`,
      `Completed offboarding of ${vendor.name}: Access revoked; data deletion certificate received`,
    ]);
  });

  it("can be cancelled (back to active), and cannot start from onboarding", async () => {
    const vendor = await activeVendor();
    await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding`, { reason: "r" });
    const cancel = await call(vendorManager.token, "POST", `/api/vendors/${vendor.id}/offboarding/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.vendor.status).toBe("active");
    expect(cancel.body.data.offboarding.state).toBe("cancelled");

    const newcomer = await createVendor(t.services.db, { name: `Newcomer ${TAG}` });
    const refused = await call(vendorManager.token, "POST", `/api/vendors/${newcomer.id}/offboarding`, {
      reason: "r",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("cannot move from Onboarding to Offboarding");
  });
});

describe("deleting", () => {
  it("hard-deletes a vendor without history, and refuses one with history (409)", async () => {
    const clean = await createVendor(t.services.db, { name: `Clean ${TAG}` });
    const res = await call(procurement, "DELETE", `/api/vendors/${clean.id}`);
    expect(res.status).toBe(200);
    expect(await t.services.db.vendor.findUnique({ where: { id: clean.id } })).toBeNull();
    expect(await t.services.db.vendorOnboardingTask.count({ where: { vendorId: clean.id } })).toBe(0);
    expect((await auditRows(clean.id)).map((a) => a.action)).toEqual(["DELETE"]);

    const reviewed = await activeVendor(`Reviewed ${TAG}`);
    await review(reviewed.id);
    await createInvoice(t.services.db, { vendorId: reviewed.id });
    const refused = await call(procurement, "DELETE", `/api/vendors/${reviewed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Reviewed ${TAG} has history (1 review, 1 invoice); start an offboarding instead.`,
    );
    expect(await t.services.db.vendor.findUnique({ where: { id: reviewed.id } })).not.toBeNull();
    expect((await call(procurement, "DELETE", `/api/vendors/${randomUUID()}`)).status).toBe(404);
  });
});

describe("bulk changes are all or nothing", () => {
  it("bulk update: one invalid transition changes nothing; a valid patch changes all with one audit row each", async () => {
    const a = await activeVendor();
    const b = await activeVendor();
    const c = await createVendor(t.services.db, { name: `Queue ${TAG}`, checklistDone: 3 });
    const ids = [a.id, b.id, c.id];

    const refused = await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", {
      ids,
      patch: { status: "under_review", riskRating: "high" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Queue ${TAG} cannot move from Onboarding to Under Review`);
    const unchanged = await t.services.db.vendor.findMany({ where: { id: { in: ids } } });
    expect(unchanged.map((v) => v.riskRating)).toEqual([null, null, null]);
    expect(unchanged.filter((v) => v.status === "under_review")).toHaveLength(0);

    const ok = await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", {
      ids,
      patch: { riskRating: "high", criticality: "critical" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ updated: 3 });
    const changed = await t.services.db.vendor.findMany({ where: { id: { in: ids } } });
    expect(changed.every((v) => v.riskRating === "high" && v.criticality === "critical")).toBe(true);
    for (const id of ids) {
      const last = (await auditRows(id)).at(-1)!;
      expect(last.description).toMatch(/risk High.*criticality \(bulk update of 3\)$/);
    }

    const status = await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", {
      ids: [a.id, b.id],
      patch: { status: "under_review" },
    });
    expect(status.body.data).toEqual({ updated: 2 });
    expect((await t.services.db.vendor.findMany({ where: { id: { in: [a.id, b.id] } } })).map((v) => v.status)).toEqual(
      ["under_review", "under_review"],
    );

    const ghost = await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", {
      ids: [a.id, randomUUID()],
      patch: { riskRating: "low" },
    });
    expect(ghost.status).toBe(404);
    expect((await t.services.db.vendor.findUniqueOrThrow({ where: { id: a.id } })).riskRating).toBe("high");

    expect(
      (await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", { ids: [], patch: { riskRating: "low" } }))
        .status,
    ).toBe(400);
    expect((await call(vendorManager.token, "PATCH", "/api/vendors/bulk-update", { ids, patch: {} })).status).toBe(400);
  });

  it("bulk delete (ids in the JSON body): any vendor with history blocks all", async () => {
    const x = await createVendor(t.services.db, { name: `BulkX ${TAG}` });
    const y = await createVendor(t.services.db, { name: `BulkY ${TAG}` });
    const z = await activeVendor(`BulkZ ${TAG}`);
    await review(z.id);

    const refused = await call(procurement, "DELETE", "/api/vendors/bulk-delete", { ids: [x.id, y.id, z.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`BulkZ ${TAG} has history`);
    expect(await t.services.db.vendor.count({ where: { id: { in: [x.id, y.id, z.id] } } })).toBe(3);

    const ok = await call(procurement, "DELETE", "/api/vendors/bulk-delete", { ids: [x.id, y.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ deleted: 2 });
    expect(await t.services.db.vendor.count({ where: { id: { in: [x.id, y.id] } } })).toBe(0);
    expect((await auditRows(x.id)).map((a) => a.action)).toEqual(["DELETE"]);
  });
});

describe("search, list and summary", () => {
  const tag = `${TAG}list`;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const db = t.services.db;
    // Each vendor's contract value: one executed contract (the database keeps the vendor's value from it).
    const make = async (name: string, value: string, fields: object) => {
      const vendor = await createVendor(db, { name: `${name} ${tag}`, ...fields });
      await createContract(db, { vendorId: vendor.id, value });
      return vendor;
    };
    const rows = await Promise.all([
      make("Alpha", "500.00", { status: "active", riskRating: "low", kpiBreachesCount: 1 }),
      make("Bravo", "9000.00", { status: "under_review", riskRating: "critical", kpiBreachesCount: 4 }),
      make("Charlie", "100.00", { status: "onboarding" }),
      make("Delta", "7000.00", { status: "offboarding", riskRating: "medium", contactPerson: "Zed Q" }),
      make("Echo", "3000.00", { status: "offboarded", riskRating: "high", legalName: "Echo Legal plc" }),
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.name.split(" ")[0]!, r.id]));
  });

  const list = async (query: string) => {
    const res = await call(admin, "GET", `/api/vendors?search=${tag}&${query}`);
    expect(res.status).toBe(200);
    return res.body as {
      success: boolean;
      data: { name: string; contractValue: string }[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    };
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name.split(" ")[0]);

  it("pages and sorts", async () => {
    const page1 = await list("sort=contractValue&order=desc&limit=2");
    expect(page1.success).toBe(true);
    expect(names(page1)).toEqual(["Bravo", "Delta"]);
    expect(page1.data[0]!.contractValue).toBe("9000.00");
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(names(await list("sort=contractValue&order=desc&limit=2&page=3"))).toEqual(["Charlie"]);
    expect(names(await list("sort=name&order=asc"))).toEqual(["Alpha", "Bravo", "Charlie", "Delta", "Echo"]);
    // Unrated vendors come last ascending and first descending (PostgreSQL's placement, one index scan each way).
    expect(names(await list("sort=riskRating&order=asc"))).toEqual(["Alpha", "Delta", "Echo", "Bravo", "Charlie"]);
    expect(names(await list("sort=riskRating&order=desc"))).toEqual(["Charlie", "Bravo", "Echo", "Delta", "Alpha"]);
    expect(names(await list("sort=kpiBreachesCount&order=desc&limit=2"))).toEqual(["Bravo", "Alpha"]);
  });

  it("filters by tab, status and risk rating; searches legal name and contact too", async () => {
    expect(names(await list("tab=offboarding"))).toEqual(["Delta", "Echo"]);
    expect(names(await list("tab=active"))).toEqual(["Alpha"]);
    expect(names(await list("tab=under_review"))).toEqual(["Bravo"]);
    expect(names(await list("tab=onboarding"))).toEqual(["Charlie"]);
    expect((await list("tab=all")).pagination.total).toBe(5);
    expect(names(await list("status=offboarded"))).toEqual(["Echo"]);
    expect(names(await list("riskRating=critical"))).toEqual(["Bravo"]);
    const byLegal = await call(admin, "GET", "/api/vendors?search=ECHO%20LEGAL");
    expect(byLegal.body.data.map((v: { id: string }) => v.id)).toContain(ids.Echo);
    const byContact = await call(admin, "GET", `/api/vendors?search=zed%20q&tab=offboarding`);
    expect(byContact.body.data.map((v: { id: string }) => v.id)).toContain(ids.Delta);
    expect((await call(admin, "GET", "/api/vendors?limit=500")).status).toBe(400);
    expect((await call(admin, "GET", "/api/vendors?sort=secret")).status).toBe(400);
  });

  it("search answers id, name, legal name, status and country, best match first", async () => {
    const res = await call(admin, "GET", `/api/vendors/search?q=${encodeURIComponent(`Echo ${tag}`)}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id: ids.Echo,
      name: `Echo ${tag}`,
      legalName: "Echo Legal plc",
      status: "offboarded",
      country: null,
    });
    const many = await call(admin, "GET", `/api/vendors/search?q=${tag}&limit=3`);
    expect(many.body.data).toHaveLength(3);
    expect((await call(admin, "GET", "/api/vendors/search?q=")).status).toBe(400);
  });

  it("summary counts every status and sums the contract book of vendors not offboarded, per currency", async () => {
    const book = async () => {
      const data = (await call(admin, "GET", "/api/vendors/summary")).body.data;
      const byCurrency = new Map<string, { total: string; vendors: number }>(
        data.contractBookByCurrency.map((e: { currency: string; total: string; vendors: number }) => [e.currency, e]),
      );
      return { data, byCurrency };
    };
    const before = await book();
    const db = t.services.db;
    const big = await createVendor(db, { name: `Big ${tag}`, status: "active" });
    await createContract(db, { vendorId: big.id, value: "1250000.25", currency: "USD" });
    const gone = await createVendor(db, { name: `Gone ${tag}`, status: "offboarded" });
    await createContract(db, { vendorId: gone.id, value: "9999999.00", currency: "USD" });
    const after = await book();
    expect(after.data.total).toBe(before.data.total + 2);
    expect(after.data.counts.active).toBe(before.data.counts.active + 1);
    expect(after.data.counts.offboarded).toBe(before.data.counts.offboarded + 1);
    const cents = (s: string | undefined) => BigInt((s ?? "0.00").replace(".", ""));
    expect(cents(after.byCurrency.get("USD")?.total) - cents(before.byCurrency.get("USD")?.total)).toBe(125000025n);
    expect(after.byCurrency.get("USD")!.vendors).toBe((before.byCurrency.get("USD")?.vendors ?? 0) + 1);
    // Each currency's total is the exact sum of the executed contracts in it of vendors not offboarded; none is
    // added to another.
    const exact = await db.contract.groupBy({
      by: ["currency"],
      where: { status: "executed", vendor: { status: { not: "offboarded" } } },
      _sum: { value: true },
    });
    expect(Object.fromEntries([...after.byCurrency].map(([c, e]) => [c, e.total]))).toEqual(
      Object.fromEntries(exact.map((g) => [g.currency, g._sum.value!.toFixed(2)])),
    );
    // The old single figure is only given when there is a single currency.
    if (after.byCurrency.size === 1) expect(after.data.contractBook).toBe(after.byCurrency.get("USD")!.total);
    else expect(after.data.contractBook).toBeNull();
  });
});

describe("vendor detail, onboarding queue, KPI breaches and relationship health", () => {
  it("GET /api/vendors/{id} returns checklist, reviews newest first, breaches, invoices with overdue flag and activity", async () => {
    const vendor = await activeVendor();
    await review(vendor.id, { reviewedAt: "2026-01-10T10:00:00Z", overallRisk: "low" });
    await review(vendor.id, { reviewedAt: "2026-03-10T10:00:00Z", overallRisk: "high" });
    const past = new Date(Date.now() - 10 * 86_400_000);
    await createInvoice(t.services.db, { vendorId: vendor.id, issueDate: past, dueDate: past, number: "OVD-1" });
    const res = await call(admin, "GET", `/api/vendors/${vendor.id}`);
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail.checklist).toEqual({ completed: 7, total: 7, percent: 100 });
    expect(detail.reviews.map((r: { overallRisk: string }) => r.overallRisk)).toEqual(["high", "low"]);
    expect(detail.healthScore).toBe(56);
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoices[0]).toMatchObject({
      number: "OVD-1",
      overdue: true,
      displayStatus: "overdue",
      amount: "1000.00",
    });
    expect(detail.activity[0]).toMatchObject({ action: "REVIEW", actor: { name: vendorManager.name } });
    expect(detail.activity[0].description).toContain("risk High");

    const business = await signIn(t, "Business User");
    const limited = await call(business.token, "GET", `/api/vendors/${vendor.id}`);
    expect(limited.status).toBe(200);
    expect(limited.body.data.invoices).toBeNull();
    expect((await call(admin, "GET", `/api/vendors/${randomUUID()}`)).status).toBe(404);
    expect((await call(admin, "GET", "/api/vendors/not-a-uuid")).status).toBe(400);
  });

  it("onboarding queue: vendors in onboarding with checklist progress, oldest first", async () => {
    const old = await createVendor(t.services.db, {
      name: `Oldest ${TAG}`,
      checklistDone: 2,
      onboardingStartedAt: new Date("2001-01-01T00:00:00Z"),
    });
    const res = await call(admin, "GET", "/api/vendors/onboarding-queue?limit=200");
    expect(res.status).toBe(200);
    const queue = res.body.data as { id: string; status?: string; progress: object; onboardingStartedAt: string }[];
    expect(queue[0]).toMatchObject({ id: old.id, progress: { completed: 2, total: 7, percent: 28 } });
    const starts = queue.map((v) => v.onboardingStartedAt);
    expect([...starts].sort()).toEqual(starts);
  });

  it("KPI breaches: recording increments the count and lowers health until resolved", async () => {
    const vendor = await activeVendor(`Breachy ${TAG}`);
    await review(vendor.id, { kpiBreaches: 0 });
    const created = await call(vendorManager.token, "POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Service availability",
      threshold: 99.9,
      actual: "99.2",
      unit: "%",
      severity: "high",
      occurredAt: new Date().toISOString(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ threshold: "99.9", actual: "99.2", open: true });
    expect((await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).kpiBreachesCount).toBe(1);
    const audit = (await auditRows(vendor.id)).at(-1)!;
    expect(audit.description).toBe(
      `Recorded a High KPI breach for Breachy ${TAG}: Service availability 99.2% against a target of 99.9% (reported by ${vendorManager.name})`,
    );

    const recent = await call(admin, "GET", "/api/kpi-breaches/recent");
    expect(recent.body.data.length).toBeLessThanOrEqual(5);
    expect(recent.body.data[0]).toMatchObject({ id: created.body.data.id, vendor: { name: `Breachy ${TAG}` } });

    const health = await call(admin, "GET", "/api/vendors/relationship-health?limit=100");
    const mine = health.body.data.find((h: { vendorId: string }) => h.vendorId === vendor.id);
    // 55.6 less 10 for the open high breach → 45.6 → 46.
    expect(mine).toMatchObject({ name: `Breachy ${TAG}`, score: 46, openBreaches: 1 });
    const scores = health.body.data.map((h: { score: number }) => h.score);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);

    const resolved = await call(vendorManager.token, "PATCH", `/api/kpi-breaches/${created.body.data.id}/resolve`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.open).toBe(false);
    expect((await call(vendorManager.token, "PATCH", `/api/kpi-breaches/${created.body.data.id}/resolve`)).status).toBe(
      409,
    );
    const healed = await call(admin, "GET", "/api/vendors/relationship-health?limit=100");
    expect(healed.body.data.find((h: { vendorId: string }) => h.vendorId === vendor.id).score).toBe(56);
    const bad = await call(vendorManager.token, "POST", "/api/kpi-breaches", { vendorId: vendor.id, kpi: "" });
    expect(bad.status).toBe(400);
  });

  it("KPI breaches: a breach date after today is refused on the field, and nothing is recorded", async () => {
    const vendor = await activeVendor(`Future breach ${TAG}`);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = await call(vendorManager.token, "POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Service availability",
      threshold: "99.9",
      actual: "99.2",
      severity: "high",
      occurredAt: tomorrow,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      expect.objectContaining({ path: "occurredAt", message: "The breach date cannot be after today" }),
    ]);
    expect(await t.services.db.kpiBreach.count({ where: { vendorId: vendor.id } })).toBe(0);
  });
});
