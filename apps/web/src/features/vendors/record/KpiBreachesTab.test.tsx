// A browser west of UTC: the day a breach occurred must not slip to the day before.
process.env.TZ = "America/New_York";

import "../../../i18n/test-setup";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { VendorDetail } from "../types";

type Breach = VendorDetail["kpiBreaches"][number];

describe("the KPI breaches tab in New York", () => {
  let KpiBreachesTab: typeof import("./KpiBreachesTab").KpiBreachesTab;
  // Imported after TZ is set: the formatters take the zone they are made in. (A cold import of the UI kit can take
  // a while on a busy machine.)
  beforeAll(async () => {
    ({ KpiBreachesTab } = await import("./KpiBreachesTab"));
  }, 60_000);

  it("shows the calendar day the breach occurred on, as recorded (stored as midnight UTC)", () => {
    expect(new Date("2026-11-24T00:00:00Z").getDate()).toBe(23); // the zone is in effect
    const breach = {
      id: "0196f000-0000-7000-8000-000000000001",
      vendorId: "0196f000-0000-7000-8000-0000000000b1",
      kpi: "Uptime",
      threshold: "99.9",
      actual: "97.5",
      unit: "%",
      severity: "high",
      occurredAt: new Date("2026-11-24T00:00:00Z"),
      resolvedAt: null,
      open: true,
      notes: null,
      reportedBy: null,
      createdById: null,
    } as unknown as Breach;
    const vendor = {
      id: "0196f000-0000-7000-8000-0000000000b1",
      kpiBreaches: [breach],
      counts: { kpiBreaches: 1 },
    } as unknown as VendorDetail;
    const html = renderToStaticMarkup(
      <KpiBreachesTab vendor={vendor} canRecord={false} onRecord={() => {}} onResolve={() => {}} />,
    );
    expect(html).toContain("11/24/2026");
    expect(html).not.toContain("11/23/2026");
  });
});
