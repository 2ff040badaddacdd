// Who may call the register's data procedures, for all 17 roles.
import { createContract, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestApp } from "./helpers.js";
import { businessFunction, type Caller, entity, freshLei, startRegisterApp } from "./register-support.js";

let t: TestApp;
let call: Caller;
beforeAll(async () => {
  ({ t, call } = await startRegisterApp());
});
afterAll(() => t.close());

/**
 * Written out by hand from the spec's role table (000 §6) and the register's rules (docs/REGISTER.md), not read from
 * the permission module.
 *   read      — entities and functions, lists and records: view compliance (Regulatory Body), create policies
 *               (Compliance, Compliance Officer), create audit-reports (Internal Auditor), create risk-assessment
 *               (Risk Manager), or edit contracts (Business User, Legal, Legal Counsel, Procurement: the contract's
 *               Register tab picks functions and entities)
 *   edit      — create, change, delete and import entities and functions: create policies (Compliance, Compliance
 *               Officer)
 *   ctView    — a contract's register fields: the register's viewers, or view contracts
 *   ctEdit    — change them: edit contracts or create policies
 *   vnView    — a vendor's identification: the register's viewers, or view vendors
 *   vnEdit    — change it: edit vendors (Vendor Manager), edit vendor-info (Procurement) or create policies
 * Admin passes everything.
 */
const Y = true;
const N = false;
const TABLE: Record<
  string,
  [read: boolean, edit: boolean, ctView: boolean, ctEdit: boolean, vnView: boolean, vnEdit: boolean]
> = {
  Admin: [Y, Y, Y, Y, Y, Y],
  "Business User": [Y, N, Y, Y, Y, N],
  "Risk Manager": [Y, N, Y, N, Y, N],
  Compliance: [Y, Y, Y, Y, Y, Y],
  "Compliance Officer": [Y, Y, Y, Y, Y, Y],
  Finance: [N, N, Y, N, Y, N],
  "Finance Manager": [N, N, Y, N, Y, N],
  Legal: [Y, N, Y, Y, Y, N],
  "Legal Counsel": [Y, N, Y, Y, Y, N],
  "IT Security": [N, N, N, N, Y, N],
  Procurement: [Y, N, Y, Y, Y, Y],
  "Vendor Manager": [N, N, Y, N, Y, Y],
  Executive: [N, N, N, N, N, N],
  "Board Member": [N, N, N, N, N, N],
  "Internal Auditor": [Y, N, Y, N, Y, N],
  "External Auditor": [N, N, N, N, N, N],
  "Regulatory Body": [Y, N, Y, N, Y, N],
};

describe("register data calls per role", () => {
  for (const [role, [read, edit, ctView, ctEdit, vnView, vnEdit]] of Object.entries(TABLE)) {
    it(`${role}: read ${read}, edit ${edit}, contract ${ctView}/${ctEdit}, vendor ${vnView}/${vnEdit}`, async () => {
      const { token } = await signIn(t, role);
      const db = t.services.db;
      const head = await entity(t);
      const spare = await entity(t);
      const fn = await businessFunction(t, head.id);
      const spareFn = await businessFunction(t, head.id);
      const vendor = await createVendor(db, {});
      const contract = await createContract(db, { vendorId: vendor.id });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const send = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;
      const lei = freshLei();

      const expected: [string, number, number][] = [
        ["GET /api/register/entities", await send("GET", "/api/register/entities"), ok(read)],
        ["GET /api/register/entities/{id}", await send("GET", `/api/register/entities/${head.id}`), ok(read)],
        [
          "POST /api/register/entities",
          await send("POST", "/api/register/entities", { name: `By ${role}`, lei, country: "DE" }),
          ok(edit, 201),
        ],
        [
          "PATCH /api/register/entities/{id}",
          await send("PATCH", `/api/register/entities/${head.id}`, { competentAuthority: "DE_BAFIN" }),
          ok(edit),
        ],
        ["DELETE /api/register/entities/{id}", await send("DELETE", `/api/register/entities/${spare.id}`), ok(edit)],
        [
          "POST /api/register/entities/import",
          await send("POST", "/api/register/entities/import", { csv: `name,lei,country\nImported,${freshLei()},DE\n` }),
          ok(edit),
        ],
        ["GET /api/register/functions", await send("GET", "/api/register/functions"), ok(read)],
        ["GET /api/register/functions/{id}", await send("GET", `/api/register/functions/${fn.id}`), ok(read)],
        [
          "POST /api/register/functions",
          await send("POST", "/api/register/functions", {
            identifier: `F-${lei.slice(0, 8)}`,
            name: "Made",
            entityId: head.id,
          }),
          ok(edit, 201),
        ],
        [
          "PATCH /api/register/functions/{id}",
          await send("PATCH", `/api/register/functions/${fn.id}`, { rtoHours: 2 }),
          ok(edit),
        ],
        [
          "DELETE /api/register/functions/{id}",
          await send("DELETE", `/api/register/functions/${spareFn.id}`),
          ok(edit),
        ],
        [
          "POST /api/register/functions/import",
          await send("POST", "/api/register/functions/import", {
            csv: `identifier,name,entity_lei\nF-I-${lei.slice(0, 8)},Imported,${head.lei}\n`,
          }),
          ok(edit),
        ],
        ["GET /api/register/contracts/{id}", await send("GET", `/api/register/contracts/${contract.id}`), ok(ctView)],
        [
          "PUT /api/register/contracts/{id}",
          await send("PUT", `/api/register/contracts/${contract.id}`, { isOutsourcing: true, functionIds: [fn.id] }),
          ok(ctEdit),
        ],
        ["GET /api/register/vendors/{id}", await send("GET", `/api/register/vendors/${vendor.id}`), ok(vnView)],
        [
          "PUT /api/register/vendors/{id}",
          await send("PUT", `/api/register/vendors/${vendor.id}`, { euid: "DEB1234.HRB1" }),
          ok(vnEdit),
        ],
      ];
      expect(expected.map(([c, got]) => [c, got])).toEqual(expected.map(([c, , want]) => [c, want]));
      // A refused change wrote nothing.
      if (!edit) {
        expect(await db.registerEntity.count({ where: { lei } })).toBe(0);
        expect((await db.registerEntity.findUniqueOrThrow({ where: { id: head.id } })).competentAuthority).toBeNull();
      }
      if (!ctEdit)
        expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).isOutsourcing).toBe(false);
      if (!vnEdit) expect((await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).euid).toBeNull();
    });
  }
});
