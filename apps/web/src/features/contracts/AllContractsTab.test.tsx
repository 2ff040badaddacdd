// @vitest-environment jsdom
import "../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../lib/test-trpc";
import { AllContractsTab } from "./AllContractsTab";
import { contractRights } from "./contract-format";
import { type ContractListView, parseContractView, withContractView } from "./contract-view";

const VENDOR = { id: "0196f000-0000-7000-8000-0000000000a1", name: "Acme Payments" };
const OWNER = { id: "0196f000-0000-7000-8000-0000000000c1", name: "Pat Procurement" };

function row(overrides: Record<string, unknown>) {
  return {
    id: "0196f000-0000-7000-8000-0000000000b1",
    reference: "CT-2026-0001",
    name: "Card processing",
    vendor: VENDOR,
    type: "service_agreement",
    value: "1200000.00",
    currency: "USD",
    monthlyValueK: "100.0",
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    status: "executed",
    stage: "management",
    riskLevel: "high",
    autoRenewal: false,
    noticeDeadline: null,
    expiringSoon: false,
    daysToEnd: 36,
    approved: true,
    criticalFunction: false,
    owner: OWNER,
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

const ROWS = [
  row({}),
  row({
    id: "0196f000-0000-7000-8000-0000000000b2",
    reference: "CT-2026-0002",
    name: "Data processing terms",
    type: "data_processing_agreement",
    value: "60000.00",
    currency: "EUR",
    monthlyValueK: "5.0",
    endDate: "2026-12-07",
    status: "under_review",
    stage: "approval",
    riskLevel: "medium",
    expiringSoon: true,
    daysToEnd: 12,
    approved: false,
  }),
];

const SUMMARY = {
  total: 2,
  byStatus: [],
  byStage: [],
  expiringSoon: 1,
  pendingApproval: 1,
  noticeDue: 0,
  totals: [
    { currency: "USD", total: "1200000.00", totalMillions: "1.2", monthlyValueK: "100.0", contracts: 1 },
    { currency: "EUR", total: "60000.00", totalMillions: "0.1", monthlyValueK: "5.0", contracts: 1 },
  ],
};

const page = (items: unknown[]) => ({
  items,
  pagination: { page: 1, limit: 25, total: items.length, totalPages: 1 },
});

/** The tab with its view held as the page holds it (the URL's query string). */
function Harness({ initial = "", onView }: { initial?: string; onView?: (view: ContractListView) => void }) {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const view = parseContractView(params);
  onView?.(view);
  return (
    <AllContractsTab
      view={view}
      onViewChange={(change) => setParams((p) => withContractView(p, change))}
      rights={contractRights("Procurement")}
      meId={OWNER.id}
      contractHref={(id) => `?contract=${id}`}
      emptyAction={<button type="button">Add contract</button>}
    />
  );
}

function renderTab(handlers: Record<string, Handler>, initial = "", onView?: (view: ContractListView) => void) {
  return renderWithTrpc(
    <MemoryRouter>
      <Harness initial={initial} onView={onView} />
    </MemoryRouter>,
    handlers,
  );
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("All Contracts: the register (spec 000 §2, §9)", () => {
  it("shows each contract with its labels, the monthly value in k and the Expiring soon badge with days left", async () => {
    renderTab({ "contracts.list": () => page(ROWS), "contracts.summary": () => SUMMARY });
    const rows = await screen.findAllByTestId("contract-row");
    expect(rows).toHaveLength(2);
    const [active, review] = rows as [HTMLElement, HTMLElement];

    expect(within(active).getByRole("link", { name: "Card processing" }).getAttribute("href")).toBe(
      `/?contract=${ROWS[0]?.id}`,
    );
    expect(within(active).getByTestId("contract-status").textContent).toBe("Active");
    expect(within(active).getByTestId("contract-value").textContent).toBe("$1,200,000 USD");
    expect(within(active).getByTestId("contract-monthly").textContent).toBe("$100.0k");
    expect(within(active).getByText("Service Agreement")).toBeTruthy();
    expect(within(active).getByTestId("contract-stage").textContent).toBe("Stage: Management");
    expect(within(active).getByTestId("contract-reference").textContent).toBe("CT-2026-0001");
    expect(within(active).getByTestId("contract-vendor").textContent).toBe("Acme Payments");
    expect(within(active).getByTestId("contract-end").textContent).toBe("Ends 12/31/2026");
    expect(within(active).getByTestId("contract-start").textContent).toBe("From 01/01/2026");
    expect(within(active).getByText("Pat Procurement")).toBeTruthy();
    expect(within(active).queryByTestId("expiring-badge")).toBeNull();

    expect(within(review).getByTestId("contract-status").textContent).toBe("Under review");
    expect(within(review).getByTestId("contract-monthly").textContent).toBe("€5.0k");
    expect(within(review).getByTestId("expiring-badge").textContent).toBe("Expiring soon · 12 days left");
    expect(within(review).getByText("Data Processing Agreement")).toBeTruthy();
  });

  it("shows the totals per currency: millions with one decimal when large, the monthly value in k, the counts", async () => {
    renderTab({ "contracts.list": () => page(ROWS), "contracts.summary": () => SUMMARY });
    const totals = await screen.findAllByTestId("currency-total");
    const [usd, eur] = totals as [HTMLElement, HTMLElement];
    expect(within(usd).getByTestId("currency-total-value").textContent).toBe("$1.2M");
    expect(within(usd).getByTestId("currency-total-monthly").textContent).toBe("$100.0k a month");
    expect(within(eur).getByTestId("currency-total-value").textContent).toBe("€60,000");
    expect(within(eur).getByTestId("currency-total-monthly").textContent).toBe("€5.0k a month");
    expect(screen.getByTestId("total-contracts").textContent).toBe("2");
    expect(screen.getByTestId("total-expiring").textContent).toBe("1");
    expect(screen.getByTestId("total-pending").textContent).toBe("1");
  });

  it("sends the filters of the URL to the list and the totals, and sorts by a column header", async () => {
    const listInputs: Record<string, unknown>[] = [];
    const summaryInputs: unknown[] = [];
    const { user } = renderTab(
      {
        "contracts.list": (input) => {
          listInputs.push(input as Record<string, unknown>);
          return page(ROWS);
        },
        "contracts.summary": (input) => {
          summaryInputs.push(input);
          return SUMMARY;
        },
      },
      "status=executed&expiring=1&risk=high",
    );
    await screen.findAllByTestId("contract-row");
    expect(listInputs[0]).toMatchObject({ status: "executed", expiring: true, riskLevel: "high", sort: "endDate" });
    expect(summaryInputs[0]).toEqual({ status: "executed", expiring: true, riskLevel: "high" });
    expect(screen.getByRole("switch", { name: "Expiring within 30 days" }).getAttribute("aria-checked")).toBe("true");

    await user.click(screen.getByRole("button", { name: /^Value/ }));
    await waitFor(() => expect(listInputs.at(-1)).toMatchObject({ sort: "value", order: "desc", page: 1 }));
  });

  it("says “No contracts yet” with Add contract when there are none, and offers Clear filters when filtered", async () => {
    const empty = { ...SUMMARY, total: 0, expiringSoon: 0, pendingApproval: 0, totals: [] };
    renderTab({ "contracts.list": () => page([]), "contracts.summary": () => empty });
    expect(await screen.findByText("No contracts yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add contract" })).toBeTruthy();
    cleanup();

    const views: ContractListView[] = [];
    const { user } = renderTab(
      { "contracts.list": () => page([]), "contracts.summary": () => empty },
      "stage=negotiation",
      (view) => views.push(view),
    );
    const filtered = await screen.findByTestId("contracts-empty-filtered");
    expect(within(filtered).getByText("No contracts match these filters")).toBeTruthy();
    await user.click(within(filtered).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(views.at(-1)?.stage).toBe(""));
  });

  it("shows a failed load with a retry (spec §8: shown, not swallowed), never an empty register", async () => {
    let calls = 0;
    const { user } = renderTab({
      "contracts.list": () => {
        calls += 1;
        if (calls === 1) throw serverError(500, "INTERNAL_SERVER_ERROR", "The database is unavailable.");
        return page(ROWS);
      },
      "contracts.summary": () => SUMMARY,
    });
    const alert = await screen.findByTestId("query-error");
    expect(within(alert).getByText("The contracts could not be loaded")).toBeTruthy();
    expect(screen.queryByText("No contracts yet")).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("contract-row")).toHaveLength(2);
  });
});
