// Running the demo seed again after people used the demo (issue 16 review): a submission since the last run that made
// a demo vendor's newest draft assessment, linked to its own arrangement, does not make the seed fail; the demo
// workflows people acted on (a decision, a step completed) keep their real history; the others are written again.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoId, seedDemoWorkflows } from "../src/demo/index.js";
import { createRiskAssessment } from "../src/factories.js";
import { createPrismaClient, DB_PACKAGE_DIR } from "../src/index.js";
import { createTestDatabase, type TestDatabase } from "../src/testing.js";

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve("tsx");

let database: TestDatabase;
let db: ReturnType<typeof createPrismaClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  await run(process.execPath, ["--import", tsx, path.join(DB_PACKAGE_DIR, "src", "seed.ts")], {
    cwd: DB_PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: database.url },
    timeout: 180_000,
  });
  db = createPrismaClient(database.url, { poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const reseed = () => db.$transaction((tx) => seedDemoWorkflows(tx), { timeout: 120_000 });

describe("the demo workflows, seeded again after use", () => {
  it("pass over an assessment another workflow links, and keep what people did", async () => {
    const admin = await db.user.findFirstOrThrow({ where: { role: "Admin" }, select: { id: true } });
    const member = await db.user.findFirstOrThrow({ where: { role: "Vendor Manager" }, select: { id: true } });

    // A submission for the vendor of a demo arrangement whose risk review is open: its draft is now the newest.
    const ostara = demoId("workflow", "ostara-index");
    const demo = await db.workflow.findUniqueOrThrow({ where: { id: ostara } });
    expect(demo.riskAssessmentId).not.toBeNull();
    const newest = await createRiskAssessment(db, {
      vendorId: demo.vendorId as string,
      leadAssessorId: admin.id,
      type: "initial",
      status: "draft",
      assessmentDate: new Date(Date.now() + 86_400_000),
    });
    const submitted = await db.workflow.create({
      data: {
        reference: `WF-1999-${randomUUID().slice(0, 8)}`,
        type: "new_outsourcing",
        name: "Submitted since",
        status: "initiation",
        currentStep: "risk_assessment_in_progress",
        ownerId: admin.id,
        vendorId: demo.vendorId,
        riskAssessmentId: newest.id,
        startDate: new Date(),
        targetDate: new Date(Date.now() + 90 * 86_400_000),
      },
    });

    // The committee deferred the arrangement that awaited it.
    const ledgerline = demoId("workflow", "ledgerline-core");
    const decision = await db.workflowDecision.create({
      data: { workflowId: ledgerline, decision: "deferred", reason: "More facts", decidedById: member.id },
    });
    await db.workflowEvent.create({
      data: { workflowId: ledgerline, kind: "decision", detail: "deferred", note: "More facts", actorId: member.id },
    });
    await db.workflow.update({ where: { id: ledgerline }, data: { status: "deferred" } });

    // Someone completed a step of another type's workflow.
    const cardinal = demoId("workflow", "renewal-cardinal");
    const before = await db.workflow.findUniqueOrThrow({ where: { id: cardinal } });
    await db.workflowEvent.create({
      data: { workflowId: cardinal, kind: "step_completed", detail: before.currentStep, actorId: admin.id },
    });
    await db.workflow.update({ where: { id: cardinal }, data: { currentStep: "moved-on" } });

    // And an untouched one drifted in a way the seed repairs (its name).
    const halcyon = demoId("workflow", "halcyon-soc");
    const halcyonName = (await db.workflow.findUniqueOrThrow({ where: { id: halcyon } })).name;
    await db.workflow.update({ where: { id: halcyon }, data: { name: "Renamed in the database" } });

    const summary = await reseed();
    expect(summary.arrangements).toBe(11);

    expect((await db.workflow.findUniqueOrThrow({ where: { id: ostara } })).riskAssessmentId).toBe(
      demo.riskAssessmentId,
    );
    expect((await db.workflow.findUniqueOrThrow({ where: { id: submitted.id } })).riskAssessmentId).toBe(newest.id);

    const kept = await db.workflow.findUniqueOrThrow({
      where: { id: ledgerline },
      include: { decisions: true, events: { where: { kind: "decision" } } },
    });
    expect(kept.status).toBe("deferred");
    expect(kept.decisions.map((d) => d.id)).toEqual([decision.id]);
    expect(kept.events).toHaveLength(1);

    const keptOther = await db.workflow.findUniqueOrThrow({ where: { id: cardinal }, include: { events: true } });
    expect(keptOther.currentStep).toBe("moved-on");
    expect(keptOther.events.filter((e) => e.actorId === admin.id && e.detail === before.currentStep)).toHaveLength(1);

    expect((await db.workflow.findUniqueOrThrow({ where: { id: halcyon } })).name).toBe(halcyonName);
  }, 180_000);
});
