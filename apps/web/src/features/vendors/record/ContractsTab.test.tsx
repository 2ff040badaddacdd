// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTrpc } from "../../../lib/test-trpc";
import { ContractsTab } from "./ContractsTab";

const VENDOR = "0196f000-0000-7000-8000-0000000000b1";

const row = (n: number, over: Record<string, unknown>) => ({
  id: `0196f000-0000-7000-8000-00000000010${n}`,
  reference: `CT-2026-000${n}`,
  name: `Contract ${n}`,
  vendor: { id: VENDOR, name: "Acme Cloud" },
  type: "service_agreement",
  value: "1200000.00",
  currency: "EUR",
  monthlyValueK: "100.0",
  startDate: "2026-01-01",
  endDate: "2026-12-15",
  status: "executed",
  stage: "management",
  riskLevel: "medium",
  autoRenewal: false,
  noticeDeadline: null,
  expiringSoon: false,
  daysToEnd: 300,
  approved: true,
  criticalFunction: false,
  owner: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

afterEach(() => cleanup());

describe("the vendor record's Contracts tab", () => {
  it("lists the vendor's contracts with a link to each and its contract book per currency", async () => {
    const asked: unknown[] = [];
    renderWithTrpc(
      <MemoryRouter>
        <ContractsTab vendorId={VENDOR} />
      </MemoryRouter>,
      {
        "contracts.list": (input) => {
          asked.push(input);
          return {
            items: [
              row(1, { expiringSoon: true, daysToEnd: 12 }),
              row(2, { status: "under_review", stage: "approval", value: "5000.00", currency: "USD", endDate: null }),
            ],
            pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
          };
        },
        "contracts.summary": (input) => {
          asked.push(input);
          return {
            total: 1,
            byStatus: [],
            byStage: [],
            expiringSoon: 1,
            pendingApproval: 0,
            noticeDue: 0,
            totals: [
              { currency: "EUR", total: "1200000.00", totalMillions: "1.2", monthlyValueK: "100.0", contracts: 1 },
            ],
          };
        },
      },
    );
    const items = await screen.findAllByTestId("vendor-contract");
    expect(items).toHaveLength(2);
    const link = within(items[0] as HTMLElement).getByRole("link", {
      name: "Open CT-2026-0001, Contract 1, in the Contract Governance Center",
    });
    expect(link.getAttribute("href")).toBe("/contracts?contract=0196f000-0000-7000-8000-000000000101");
    expect(items[0]?.textContent).toContain("Active");
    expect(items[0]?.textContent).toContain("Expires in 12 days");
    expect(items[0]?.textContent).toContain("Management · €1,200,000.00 · ends 12/15/2026");
    expect(items[1]?.textContent).toContain("Under review");
    expect(items[1]?.textContent).toContain("Approval · $5,000.00 · no end date");
    const book = await screen.findByTestId("vendor-contract-book");
    expect(book.textContent).toContain("€1.2M");
    expect(book.textContent).toContain("€1,200,000.00 across 1 contract");
    expect(asked).toContainEqual({ vendorId: VENDOR, limit: 10, sort: "endDate", order: "asc" });
    expect(asked).toContainEqual({ vendorId: VENDOR, status: "executed" });
  });
});
