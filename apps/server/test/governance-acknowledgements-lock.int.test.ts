// Sending a policy for acknowledgement while another change makes its next version: the request waits for the
// policy's lock and sends the version current once it holds it, never the one it would have read before waiting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPolicyVersion, inDays, member, policyWithFile } from "./governance-acknowledgements-support.js";
import { signIn, type TestApp } from "./helpers.js";
import { type Caller, startAssessmentApp } from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let officer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ({ t, call } = await startAssessmentApp("Compliance Officer"));
  officer = await signIn(t, "Compliance Officer");
});
afterAll(() => t.close());

describe("sending while a new version is being made", () => {
  it("sends the version made while it waited for the lock, and ackVersionId is that version", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db);
    const reader = await member(t, "Risk Manager");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another change holds the policy's lock and makes version 2.0, committed only once released.
    const change = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Policy" WHERE "id" = ${policy.id}::uuid FOR UPDATE`;
        const version = await createPolicyVersion(tx, policy.id, { major: 2, minor: 0 });
        locked();
        await gate;
        return version;
      },
      { timeout: 20_000 },
    );
    await holding;
    const sent = call(officer.token, "POST", `/api/governance/policies/${policy.id}/acknowledgements`, {
      userIds: [reader.id],
      dueDate: inDays(14),
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the request is now waiting for the lock
    release();
    const v2 = await change;
    const res = await sent;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.version).toMatchObject({ id: v2.id, major: 2, minor: 0 });
    const after = await db.policy.findUniqueOrThrow({ where: { id: policy.id } });
    expect(after.ackVersionId).toBe(after.currentVersionId);
    const rows = await db.policyAcknowledgement.findMany({ where: { policyId: policy.id } });
    expect(rows.map((r) => r.versionId)).toEqual([v2.id]);
  });
});
