import "../../../i18n/test-setup";
import type { RiskAssessmentDashboard } from "@tprm/api/schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { domainRows, heatRows, reviewRows, statusRows } from "./dashboard-data";

// The dashboard's states and its text alternatives, rendered to HTML: what a screen reader and the tests of the page
// can rely on whatever recharts draws. (A cold import of the UI kit and recharts can take a while on a busy machine.)

let mod: {
  DashboardBody: typeof import("./AssessmentDashboard").DashboardBody;
  HeatMap: typeof import("./HeatMap").HeatMap;
  StatusChart: typeof import("./StatusChart").StatusChart;
  DomainAveragesChart: typeof import("./DomainAveragesChart").DomainAveragesChart;
  ReviewsDueChart: typeof import("./ReviewsDueChart").ReviewsDueChart;
  RiskChart: typeof import("./RiskChart").RiskChart;
};
beforeAll(async () => {
  const [dashboard, heat, status, domains, reviews, risk] = await Promise.all([
    import("./AssessmentDashboard"),
    import("./HeatMap"),
    import("./StatusChart"),
    import("./DomainAveragesChart"),
    import("./ReviewsDueChart"),
    import("./RiskChart"),
  ]);
  mod = {
    DashboardBody: dashboard.DashboardBody,
    HeatMap: heat.HeatMap,
    StatusChart: status.StatusChart,
    DomainAveragesChart: domains.DomainAveragesChart,
    ReviewsDueChart: reviews.ReviewsDueChart,
    RiskChart: risk.RiskChart,
  };
}, 60_000);

const EMPTY: RiskAssessmentDashboard = {
  total: 0,
  highRisk: 0,
  byRisk: [],
  byStatus: [],
  domainAverages: [],
  heatMap: { vendors: [] },
  reviewsDue: { overdue: 0, within30: 0, within60: 0, within90: 0 },
};

const SUMMARY: RiskAssessmentDashboard = {
  total: 4,
  highRisk: 2,
  byRisk: [
    { risk: "critical", count: 1 },
    { risk: "high", count: 1 },
    { risk: null, count: 2 },
  ],
  byStatus: [
    { status: "draft", count: 2 },
    { status: "completed", count: 2 },
  ],
  domainAverages: [{ domain: "vendorFinancialResilience", average: 7.5, scored: 2 }],
  heatMap: {
    vendors: [
      {
        vendor: { id: "0196f000-0000-7000-8000-0000000000b1", name: "Northwind Cloud" },
        assessmentId: "0196f000-0000-7000-8000-0000000000a1",
        reference: "RA-2026-0042",
        scores: [
          { domain: "vendorFinancialResilience", score: 9 },
          { domain: "itBusinessContinuity", score: null },
        ],
      },
    ],
  },
  reviewsDue: { overdue: 1, within30: 0, within60: 2, within90: 0 },
};

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("the dashboard's states", () => {
  it("shows the charts' outline and tells a screen reader it is loading", () => {
    const html = render(<mod.DashboardBody summary={undefined} pending error={null} filtered={false} />);
    expect(html).toContain('data-testid="dashboard-loading"');
    expect(html).toContain("Loading the dashboard…");
    expect(html).toContain('aria-busy="true"');
  });

  it("shows the server's message when the figures fail to load, with Try again", () => {
    const html = render(
      <mod.DashboardBody
        summary={undefined}
        pending={false}
        error={new Error("Database unavailable")}
        filtered={false}
        onRetry={() => {}}
      />,
    );
    expect(html).toContain("The dashboard could not be loaded");
    expect(html).toContain("Database unavailable");
    expect(html).toContain("Try again");
  });

  it("says there are no assessments yet, or none matching the filters", () => {
    const none = render(<mod.DashboardBody summary={EMPTY} pending={false} error={null} filtered={false} />);
    expect(none).toContain("No assessments found");
    expect(none).toContain("Get started by creating your first risk assessment");
    const filtered = render(<mod.DashboardBody summary={EMPTY} pending={false} error={null} filtered />);
    expect(filtered).toContain("No assessments found matching your filters");
    expect(filtered).not.toContain("Get started");
  });
});

describe("the charts' text alternatives", () => {
  it("lists every overall risk with its count and share, Not rated included", () => {
    const html = render(
      <mod.RiskChart
        rows={[
          { key: "critical", count: 1, percent: 25 },
          { key: "high", count: 1, percent: 25 },
          { key: "medium", count: 0, percent: 0 },
          { key: "low", count: 0, percent: 0 },
          { key: "notRated", count: 2, percent: 50 },
        ]}
        total={4}
      />,
    );
    expect(html).toMatch(/Not rated<\/span><\/span><span[^>]*>2 \(50%\)/);
    expect(html).toMatch(/Medium<\/span><\/span><span[^>]*>0 \(0%\)/);
  });

  it("gives the status counts as a table", () => {
    const html = render(<mod.StatusChart rows={statusRows(SUMMARY)} />);
    expect(html).toContain("<caption>Assessments by status</caption>");
    expect(html).toMatch(/<th scope="row">Draft<\/th><td>2 \(50%\)<\/td>/);
    expect(html).toMatch(/<th scope="row">In Progress<\/th><td>0 \(0%\)<\/td>/);
  });

  it("gives each domain's weight, average, band and count, and says when a domain has no scores", () => {
    const html = render(<mod.DomainAveragesChart rows={domainRows(SUMMARY)} />);
    expect(html).toContain(
      '<th scope="row">Vendor financial resilience (15%)</th><td>7.50</td><td>High</td><td>2</td>',
    );
    expect(html).toContain('<th scope="row">ESG &amp; AML (5%)</th><td>No scores yet</td><td>—</td><td>0</td>');
  });

  it("says so when no domain was scored instead of drawing zeros", () => {
    const html = render(<mod.DomainAveragesChart rows={domainRows(EMPTY)} />);
    expect(html).toContain("No domain has been scored yet.");
    expect(html).not.toContain("chart-figures");
  });

  it("gives the reviews due per bucket, or says none is due", () => {
    const html = render(<mod.ReviewsDueChart rows={reviewRows(SUMMARY)} />);
    expect(html).toMatch(/<th scope="row">Overdue<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">31–60 days<\/th><td>2<\/td>/);
    expect(render(<mod.ReviewsDueChart rows={reviewRows(EMPTY)} />)).toContain(
      "No review is overdue or due in the next 90 days.",
    );
  });
});

describe("the heat map", () => {
  it("is a table of vendors by domain: the score as text with its band, the vendor's name a link to its assessment", () => {
    const html = render(<mod.HeatMap rows={heatRows(SUMMARY)} />);
    expect(html).toContain('href="/risk-assessment?assessment=0196f000-0000-7000-8000-0000000000a1"');
    expect(html).toContain(">Northwind Cloud</a>");
    expect(html).toContain("RA-2026-0042");
    expect(html).toMatch(/data-level="critical">9<span class="sr-only"> \(Critical\)<\/span>/);
    expect(html).toMatch(/data-level="none"><span aria-hidden="true">—<\/span><span class="sr-only">Not scored/);
    // Nine domain columns, each with its full name for screen readers.
    expect(html.match(/<th scope="col"/g)).toHaveLength(10);
    expect(html).toContain('<span class="sr-only">Concentration &amp; systemic risk</span>');
    expect(html).toContain("Critical 8–10");
  });

  it("says so when no assessment is completed, or none among those the filters select", () => {
    expect(render(<mod.HeatMap rows={[]} />)).toContain("No assessment has been completed yet.");
    expect(render(<mod.HeatMap rows={[]} filtered />)).toContain("No completed assessment matches your filters.");
  });

  it("keeps the address's view and filters in the vendor's link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/risk-assessment?view=dashboard&status=completed"]}>
        <mod.HeatMap rows={heatRows(SUMMARY)} />
      </MemoryRouter>,
    );
    expect(html).toContain(
      'href="/risk-assessment?view=dashboard&amp;status=completed&amp;assessment=0196f000-0000-7000-8000-0000000000a1"',
    );
  });

  it("says when no domain was scored among the assessments the filters select", () => {
    expect(render(<mod.DomainAveragesChart rows={domainRows(EMPTY)} filtered />)).toContain(
      "No domain has been scored in the assessments your filters select.",
    );
  });
});
