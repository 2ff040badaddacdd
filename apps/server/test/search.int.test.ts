// The global search (GET /api/search/global, docs/COLLABORATION.md "Search"): only the kinds the caller may view,
// the exact name first, an LEI typed in groups or with dashes, offsets of the matches, and bad queries refused.
import { randomBytes } from "node:crypto";
import { createContract, createPolicy, createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

let t: TestApp;
let admin: string;
/** A word no other test writes: every record of this file carries it. */
const word = `Qz${randomBytes(4).toString("hex")}`;

interface Item {
  kind: string;
  id: string;
  title: string;
  code: string | null;
  tier: number;
  highlights: Record<"title" | "code" | "subtitle", { start: number; length: number }[]>;
}
interface Answer {
  kinds: string[];
  groups: { kind: string; items: Item[] }[];
}

async function search(token: string, query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/search/global?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json().data as Answer };
}
const items = (answer: Answer, kind: string) => answer.groups.find((g) => g.kind === kind)?.items ?? [];

const lei = `5493${randomBytes(7).toString("hex").toUpperCase()}42`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t, "Admin")).token;
  const db = t.services.db;
  // Made before the exact one, so the order found is not the order written.
  await createVendor(db, { name: `Northern ${word} Services` });
  await createVendor(db, { name: `${word} Holdings` });
  ids.exact = (await createVendor(db, { name: word, status: "active" })).id;
  ids.lei = (await createVendor(db, { name: `Lei holder ${word}`, lei })).id;
  ids.contract = (await createContract(db, { vendorId: ids.exact, name: `${word} master agreement` })).id;
  ids.policy = (await createPolicy(db, { name: `${word} outsourcing policy` })).id;
  const assessor = await createUser(db, { email: uniqueEmail("search"), role: "Risk Manager" });
  ids.assessment = (
    await createRiskAssessment(db, {
      vendorId: ids.exact,
      leadAssessorId: assessor.id,
      serviceCategory: `${word} cloud`,
    })
  ).id;
});
afterAll(() => t.close());

describe("the global search", () => {
  it("ranks the exact name first, then names starting with the search, then names containing it", async () => {
    const { status, body } = await search(admin, `q=${encodeURIComponent(word.toLowerCase())}&types=vendor&limit=10`);
    expect(status).toBe(200);
    expect(body.kinds).toEqual(["vendor"]);
    const vendors = items(body, "vendor");
    expect(vendors.map((v) => v.title)).toEqual([
      word,
      `${word} Holdings`,
      `Lei holder ${word}`,
      `Northern ${word} Services`,
    ]);
    expect(vendors.map((v) => v.tier)).toEqual([0, 1, 2, 2]);
    expect(vendors[0]!.id).toBe(ids.exact);
    // The offsets of the match, in the text as answered (never HTML).
    expect(vendors[3]!.highlights.title).toEqual([{ start: "Northern ".length, length: word.length }]);
  });

  it("finds an LEI typed in groups of four or with dashes, and marks the whole code", async () => {
    for (const typed of [lei.match(/.{1,4}/g)!.join(" "), lei.match(/.{1,4}/g)!.join("-"), lei.toLowerCase()]) {
      const { body } = await search(admin, `q=${encodeURIComponent(typed)}`);
      const [first] = items(body, "vendor");
      expect(first?.id, typed).toBe(ids.lei);
      expect(first?.tier).toBe(0);
      expect(first?.highlights.code).toEqual([{ start: 0, length: 20 }]);
      expect(body.groups[0]!.kind).toBe("vendor");
    }
  });

  it("answers only the kinds the caller may view", async () => {
    // Written from the spec's role table (000 §6), not read from the permission module.
    const expected: Record<string, string[]> = {
      Admin: ["vendor", "contract", "assessment", "policy"],
      "Business User": ["vendor", "contract"],
      Executive: ["assessment", "policy"],
      "Board Member": ["policy"],
      "Regulatory Body": [],
    };
    for (const [role, kinds] of Object.entries(expected)) {
      const { token } = await signIn(t, role);
      const { status, body } = await search(token, `q=${word}&limit=20`);
      expect(status, role).toBe(200);
      expect(body.groups.map((g) => g.kind).sort(), role).toEqual([...kinds].sort());
      // Asking for a kind one may not view answers nothing of it, never an error that tells it exists.
      const asked = await search(token, `q=${word}&types=contract,policy`);
      expect(asked.body.kinds, role).toEqual(["contract", "policy"].filter((k) => kinds.includes(k)));
    }
    const { body } = await search(admin, `q=${word}&limit=20`);
    expect(items(body, "contract").map((c) => c.id)).toEqual([ids.contract]);
    expect(items(body, "assessment").map((a) => a.id)).toEqual([ids.assessment]);
    expect(items(body, "policy").map((p) => p.id)).toEqual([ids.policy]);
  });

  it("treats LIKE's wildcards as characters", async () => {
    const { status, body } = await search(admin, `q=${encodeURIComponent("%_")}`);
    expect(status).toBe(200);
    expect(body.groups).toEqual([]);
  });

  it("refuses a search too short, an unknown kind or a limit out of range, and a caller not signed in", async () => {
    expect((await search(admin, "q=a")).status).toBe(400);
    expect((await search(admin, `q=${word}&types=secrets`)).status).toBe(400);
    expect((await search(admin, `q=${word}&limit=500`)).status).toBe(400);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/search/global?q=${word}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
