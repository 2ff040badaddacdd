// Committee members decide whatever their role (issue 16 review): an Executive or a Board Member linked as a member
// of the arrangement's committee lists what awaits them (GET /api/workflows/committee-decisions), reads the deck and
// records the decision, though the spec's table gives them no view of workflows; the owner is refused even on the
// committee; a non-member is refused the deck and the decision, whatever their role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import {
  arrangement,
  BASE,
  committeeWith,
  expectNothingWritten,
  footprint,
  isoDay,
  REVIEW_KINDS,
  workflowRow,
} from "./workflows-support.js";

let t: TestApp;
let call: ReturnType<typeof caller>;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Session;
let executive: Session;
let board: Session;
let outsider: Session;
let viewer: Session;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  owner = await signIn(t, "Business User");
  executive = await signIn(t, "Executive");
  board = await signIn(t, "Board Member");
  outsider = await signIn(t, "Executive");
  viewer = await signIn(t, "Risk Manager");
  admin = await signIn(t, "Admin");
});
afterAll(() => t.close());

const ready = (ownerId = owner.user.id, memberIds = [executive.user.id, board.user.id, owner.user.id]) =>
  arrangement(t, {
    ownerId,
    memberIds,
    raStatus: "completed",
    overallRisk: "medium",
    reviews: REVIEW_KINDS,
    reviewerId: admin.user.id,
  });

const COMMITTEE = `${BASE}/committee-decisions`;
const deck = (s: Session, id: string) => call(s.token, "GET", `${BASE}/${id}/with-risk-assessment`);
const decide = (s: Session, id: string, body: object) =>
  call(s.token, "POST", `${BASE}/${id}/committee-decision`, body);
const listed = async (s: Session) => {
  const res = await call(s.token, "GET", `${COMMITTEE}?limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { id: string }[]; pagination: { total: number } };
};
const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);

describe("an Executive and a Board Member on the committee", () => {
  it("list the arrangement, read the deck (may decide) and approve it, recorded as theirs", async () => {
    const { w, ra } = await ready();
    // Their role still opens nothing else of the centre.
    expect((await call(executive.token, "GET", BASE)).status).toBe(403);
    expect((await call(board.token, "GET", `${BASE}/${w.id}`)).status).toBe(403);

    for (const s of [executive, board]) {
      const list = await listed(s);
      expect(ids(list)).toContain(w.id);
      const row = list.data.find((r) => r.id === w.id) as unknown as Record<string, unknown>;
      expect(row).toMatchObject({ reference: w.reference, status: "pending", displayStatus: "pending-approval" });
      const read = await deck(s, w.id);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.data.riskAssessment).toMatchObject({ id: ra.id, overallRisk: "medium" });
      expect(read.body.data.workflow.can).toMatchObject({ decide: true, edit: false, reviews: [], delete: false });
    }

    const res = await decide(board, w.id, { decision: "approved" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe("Arrangement APPROVED - Contract execution initiated");
    expect(res.body.data.workflow.decisions).toEqual([
      expect.objectContaining({ decision: "approved", decidedBy: { id: board.user.id, name: expect.any(String) } }),
    ]);
    const stored = await t.services.db.workflowDecision.findMany({ where: { workflowId: w.id } });
    expect(stored.map((d) => [d.decision, d.decidedById])).toEqual([["approved", board.user.id]]);
    // Decided: no longer awaiting anyone.
    expect(ids(await listed(executive))).not.toContain(w.id);
    expect((await deck(executive, w.id)).body.data.workflow.can.decide).toBe(false);
  });

  it("an Executive defers it, and it stays in the list (deferred) for the next decision", async () => {
    const { w } = await ready();
    const res = await decide(executive, w.id, { decision: "deferred", reason: "More facts", deferralDate: isoDay(14) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.workflow.decisions[0].decidedBy.id).toBe(executive.user.id);
    const list = await listed(board);
    expect(list.data.find((r) => r.id === w.id)).toMatchObject({ status: "deferred" });
  });
});

describe("who is refused", () => {
  it("the member who owns it: not listed, deck readable (may not decide), decision 403", async () => {
    const { w } = await ready(board.user.id, [executive.user.id, board.user.id]);
    expect(ids(await listed(board))).not.toContain(w.id);
    const read = await deck(board, w.id);
    expect(read.status).toBe(200);
    expect(read.body.data.workflow.can.decide).toBe(false);
    const before = await footprint(t);
    const res = await decide(board, w.id, { decision: "approved" });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain("segregation of duties");
    await expectNothingWritten(t, before);
    expect(ids(await listed(executive))).toContain(w.id);
  });

  it("an Executive not on the committee: 403 on the deck and the decision, nothing listed; a missing id 404", async () => {
    const { w } = await ready();
    const before = await footprint(t);
    const read = await deck(outsider, w.id);
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).toContain("members of the arrangement's committee");
    const res = await decide(outsider, w.id, { decision: "approved" });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain("Only a member of the arrangement's committee");
    await expectNothingWritten(t, before);
    expect(await listed(outsider)).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await deck(outsider, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("a viewer not on the committee reads the deck but may not decide (403); a removed member is refused", async () => {
    const { w, committee } = await ready();
    const read = await deck(viewer, w.id);
    expect(read.status).toBe(200);
    expect(read.body.data.workflow.can.decide).toBe(false);
    expect((await decide(viewer, w.id, { decision: "approved" })).status).toBe(403);

    await t.services.db.committeeMember.updateMany({
      where: { committeeId: committee.id, userId: executive.user.id },
      data: { removedAt: new Date() },
    });
    expect(ids(await listed(executive))).not.toContain(w.id);
    expect((await deck(executive, w.id)).status).toBe(403);
    expect((await decide(executive, w.id, { decision: "approved" })).status).toBe(403);
  });
});

describe("the list", () => {
  it("shows only the pending and deferred arrangements of the caller's active committees, newest first, paged", async () => {
    const db = t.services.db;
    const member = await signIn(t, "Board Member");
    const mine = await committeeWith(t, [member.user.id]);
    const inactive = await committeeWith(t, [member.user.id], { status: "inactive" });
    const others = await committeeWith(t, [executive.user.id]);
    const make = (committeeId: string, status: "pending" | "deferred" | "initiation" | "approved", daysAgo: number) =>
      workflowRow(t, {
        ownerId: owner.user.id,
        committeeId,
        status,
        currentStep: "committee_approval",
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
    const older = await make(mine.id, "pending", 3);
    const newer = await make(mine.id, "deferred", 1);
    await make(mine.id, "initiation", 0);
    await make(mine.id, "approved", 0);
    await make(inactive.id, "pending", 0);
    await make(others.id, "pending", 0);
    await db.workflow.create({
      data: {
        reference: `WF-1999-other-type-${Date.now()}`,
        type: "vendor_onboarding",
        name: "Another type",
        status: "pending",
        currentStep: "kickoff",
        ownerId: owner.user.id,
        committeeId: mine.id,
        startDate: new Date(),
        targetDate: new Date(Date.now() + 30 * 86_400_000),
      },
    });

    const all = await listed(member);
    expect(ids(all)).toEqual([newer.id, older.id]);
    expect(all.pagination.total).toBe(2);
    const first = await call(member.token, "GET", `${COMMITTEE}?limit=1&page=2`);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual([older.id]);
    expect(first.body.pagination).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect((await call(member.token, "GET", `${COMMITTEE}?limit=500`)).status).toBe(400);
  });
});
