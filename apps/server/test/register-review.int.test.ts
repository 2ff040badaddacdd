// The register's writes and exports under stress (review of issue 21): two saves of a contract's register lists at
// once (locked, never a 500), a vendor's ultimate parent always the top of its group, two saves of a vendor's
// identification at once (audited in turn), the reference date bounded, and
// a DORA export whose reporting entity was deleted before the worker ran it (failed at once, not retried).
import { isDeepStrictEqual } from "node:util";
import { runDoraExport } from "@tprm/api";
import { createContract, createVendor, type VendorDb } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTING_ENTITY_GONE } from "../../../packages/api/src/register/dora-export.js";
import type { TestApp } from "./helpers.js";
import {
  auditRows,
  businessFunction,
  type Caller,
  entity,
  expectRefused,
  freshLei,
  startRegisterApp,
} from "./register-support.js";

let t: TestApp;
let call: Caller;
let token: string;

beforeAll(async () => {
  const app = await startRegisterApp();
  ({ t, call } = app);
  token = app.officer.token;
});
afterAll(() => t.close());

const vendor = (name: string) => createVendor(t.services.db as VendorDb, { name: `${name} ${freshLei().slice(0, 6)}` });

describe("a contract's register lists saved twice at once", () => {
  it("answers both without a 500 and keeps one save's lists whole", async () => {
    const head = await entity(t);
    const other = await entity(t);
    const fs = await Promise.all([1, 2, 3, 4].map(() => businessFunction(t, head.id)));
    const provider = await vendor("Provider");
    const [s2, s3] = [await vendor("Sub A"), await vendor("Sub B")];
    const contract = await createContract(t.services.db, { vendorId: provider.id, currency: "EUR" });
    const url = `/api/register/contracts/${contract.id}`;
    const sub = (vendorId: string) => ({ vendorId, rank: 2, serviceType: "eba_TA:S17", performanceCountries: ["DE"] });
    const bodies = [
      { functionIds: [fs[0]!.id, fs[1]!.id], recipients: [{ entityId: head.id }], subcontractors: [sub(s2.id)] },
      {
        functionIds: [fs[2]!.id, fs[3]!.id, fs[0]!.id],
        recipients: [{ entityId: head.id }, { entityId: other.id }],
        subcontractors: [sub(s3.id), sub(s2.id)],
      },
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([call(token, "PUT", url, bodies[0]!), call(token, "PUT", url, bodies[1]!)]);
      for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
      const [links, recipients, subs] = await Promise.all([
        t.services.db.contractFunction.findMany({ where: { contractId: contract.id } }),
        t.services.db.contractRecipient.findMany({ where: { contractId: contract.id } }),
        t.services.db.contractSubcontractor.findMany({ where: { contractId: contract.id } }),
      ]);
      const stored = {
        functionIds: links.map((l) => l.functionId).sort(),
        recipients: recipients.map((r) => r.entityId).sort(),
        subcontractors: subs.map((s) => s.vendorId).sort(),
      };
      const asStored = (b: (typeof bodies)[number]) => ({
        functionIds: [...b.functionIds].sort(),
        recipients: b.recipients.map((r) => r.entityId).sort(),
        subcontractors: b.subcontractors.map((s) => s.vendorId).sort(),
      });
      expect([asStored(bodies[0]!), asStored(bodies[1]!)]).toContainEqual(stored);
    }
  });
});

describe("a vendor's ultimate parent", () => {
  it("is the top of its group: not a vendor with a parent of its own, and a group's top does not become a child", async () => {
    const top = await vendor("Top");
    const middle = await vendor("Middle");
    const leaf = await vendor("Leaf");
    const put = (id: string, body: object) => () => call(token, "PUT", `/api/register/vendors/${id}`, body);
    expect((await put(middle.id, { ultimateParentId: top.id })()).status).toBe(200);

    const body = await expectRefused(t, put(leaf.id, { ultimateParentId: middle.id }), 400, ["ultimateParentId"]);
    expect(body.issues?.find((i) => i.path === "ultimateParentId")?.message).toBe(
      `${middle.name} has an ultimate parent of its own (${top.name}): choose that one`,
    );
    expect((await put(leaf.id, { ultimateParentId: top.id })()).status).toBe(200);

    // Top is the ultimate parent of two vendors: made a child, they would point below the top.
    const elsewhere = await vendor("Holding");
    const refused = await expectRefused(t, put(top.id, { ultimateParentId: elsewhere.id }), 400, ["ultimateParentId"]);
    expect(refused.issues?.find((i) => i.path === "ultimateParentId")?.message).toMatch(
      new RegExp(`^${top.name} is the ultimate parent of 2 vendors`),
    );
    const stored = await t.services.db.vendor.findUniqueOrThrow({ where: { id: top.id } });
    expect(stored.ultimateParentId).toBeNull();
  });
});

describe("a vendor's identification saved twice at once", () => {
  it("audits the saves one after the other: each save's before is the previous one's after", async () => {
    const provider = await vendor("Concurrent");
    const top = await vendor("Group top");
    const url = `/api/register/vendors/${provider.id}`;
    const initial = await call(token, "GET", url);
    expect(initial.status).toBe(200);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        call(token, "PUT", url, { vatNumber: `DE${round}00000001`, latinName: `Round ${round} A` }),
        call(token, "PUT", url, { vatNumber: `DE${round}00000002`, ultimateParentId: round % 2 ? null : top.id }),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    }
    const rows = (await auditRows(t, "Vendor", provider.id)).filter((r) => r.description?.includes("identification"));
    expect(rows).toHaveLength(6);
    // One chain from the vendor as it was: no two saves read the same `before`.
    let current: unknown = (initial.body as { data: unknown }).data;
    const left = [...rows];
    while (left.length) {
      const next = left.findIndex((r) => isDeepStrictEqual(r.before, current));
      expect(next, `no save follows ${JSON.stringify(current)}`).toBeGreaterThanOrEqual(0);
      current = left.splice(next, 1)[0]!.after;
    }
    expect(current).toEqual(((await call(token, "GET", url)).body as { data: unknown }).data);
  });
});

describe("the reference date", () => {
  it("is from DORA's first register to the end of next year, the message naming the field", async () => {
    const nextYearEnd = `${new Date().getUTCFullYear() + 1}-12-31`;
    const later = `${new Date().getUTCFullYear() + 2}-12-31`;
    for (const date of ["0001-12-31", "2023-12-31", "2024-12-30", later, "9999-12-31"]) {
      const res = await call(token, "GET", `/api/register/checks?referenceDate=${date}`);
      expect(res.status, date).toBe(400);
      const issue = res.body.issues?.find((i: { path: string }) => i.path === "referenceDate");
      expect(issue?.message, date).toMatch(/^Reference date must be/);
    }
    const dora = await call(token, "POST", "/api/register/dora", { referenceDate: "2024-06-30", profile: "eba" });
    expect(dora.status).toBe(400);
    expect(dora.body.issues?.[0]).toMatchObject({ path: "referenceDate" });
    // The bounds themselves are accepted (no 400; the checks then run or say no entity keeps the register).
    for (const date of ["2024-12-31", nextYearEnd]) {
      const res = await call(token, "GET", `/api/register/checks?referenceDate=${date}`);
      expect(res.body.issues?.some((i: { path: string }) => i.path === "referenceDate") ?? false, date).toBe(false);
    }
  });
});

describe("a DORA export whose reporting entity was deleted before the worker ran it", () => {
  it("fails the task at once with a clear message, throwing nothing the queue would retry", async () => {
    const gone = await entity(t);
    const task = await t.services.db.backgroundTask.create({
      data: {
        kind: "dora-export",
        status: "queued",
        total: 4,
        params: {
          scope: { consolidated: false, entityId: gone.id, referenceDate: "2026-12-31" },
          profile: "eba",
          force: false,
          requestedBy: { id: "0196f000-0000-7000-8000-000000000001", name: "Someone" },
        },
      },
    });
    await t.services.db.registerEntity.delete({ where: { id: gone.id } });
    await expect(runDoraExport(t.services.db, task.id)).resolves.toBeNull();
    const after = await t.services.db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(after).toMatchObject({ status: "failed", error: REPORTING_ENTITY_GONE, outputFileId: null });
    expect(REPORTING_ENTITY_GONE).toMatch(/^The reporting entity no longer exists/);
  });
});
