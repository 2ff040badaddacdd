// Policy export (POST /api/governance/policies/export → task → file): the rows the list's filters select, as CSV,
// with progress on the task and the audit row of the request; who may export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, caller, policyRow } from "./governance-policies-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { runExport, startTransferWorker } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
});
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

describe("export", () => {
  it("writes the policies the filters select to CSV, the task showing its total", async () => {
    const tag = `exp${Date.now()}`;
    await policyRow(t, {
      name: `${tag} Outsourcing`,
      regulatoryFramework: "EBA/GL/2019/02",
      complianceGaps: ["a", "b"],
    });
    await policyRow(t, { name: `${tag} AML`, riskRating: "critical" });
    await policyRow(t, { name: `${tag} Archived`, archived: true, archivedAt: new Date() });
    const { token } = await signIn(t, "Compliance Officer");
    const { task, file } = await runExport(
      t,
      `${BASE}/export`,
      token,
      { format: "csv", search: tag },
      /^attachment; filename="policies-.*\.csv"/,
    );
    expect(task.kind).toBe("policy-export");
    expect(task.total).toBe(2);
    const lines = file
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toContain("Reference,Policy Name,Policy Owner");
    expect(lines).toHaveLength(3);
    const outsourcing = lines.find((l) => l.includes(`${tag} Outsourcing`))!;
    expect(outsourcing).toContain("EBA/GL/2019/02");
    expect(outsourcing).toContain("a; b");
    const audit = await t.services.db.auditLog.findFirst({
      where: { entityType: "Policy", action: "EXPORT" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.description).toBe("Exported the policies as CSV");
  });

  it("is refused (403) to a role without the governance centre, and 400 for an unknown format", async () => {
    const finance = await signIn(t, "Finance");
    const call = caller(t);
    expect((await call(finance.token, "POST", `${BASE}/export`, { format: "csv" })).status).toBe(403);
    const auditor = await signIn(t, "External Auditor");
    expect((await call(auditor.token, "POST", `${BASE}/export`, { format: "pdf" })).status).toBe(400);
    expect((await call(auditor.token, "POST", `${BASE}/export`, { format: "xlsx" })).status).toBe(202);
  });
});
