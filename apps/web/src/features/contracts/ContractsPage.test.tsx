// @vitest-environment jsdom
// A register check's link to a contract field the Register tab does not hold (?contract=<id>&edit=1&field=…) opens
// the contract's edit form on that field; closing the form leaves the contract's sheet open.
import "../../i18n/test-setup";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../lib/test-trpc";
import ContractsPage from "./ContractsPage";
import { CONTRACT_ID, contractFixture, OWNER } from "./detail/test-contract";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const page = <T,>(items: T[]) => ({ items, pagination: { page: 1, limit: 25, total: items.length, totalPages: 1 } });

let location = "";
function Where() {
  const l = useLocation();
  location = l.search;
  return null;
}

function renderAt(query: string, role: string, handlers: Record<string, Handler> = {}) {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[`/contracts?${query}`]}>
      <ContractsPage />
      <Where />
    </MemoryRouter>,
    {
      "auth.me": () => ({ user: { id: OWNER.id, role } }),
      "system.calendar": () => ({ timeZone: "UTC", today: "2026-11-29" }),
      "contracts.get": () => contractFixture(),
      "contracts.list": () => page([]),
      "contracts.summary": () => ({
        total: 0,
        byStatus: [],
        byStage: [],
        expiringSoon: 0,
        pendingApproval: 0,
        noticeDue: 0,
        totals: [],
      }),
      "vendors.list": () => page([]),
      "users.directory": () => [OWNER],
      ...handlers,
    },
  );
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("the contracts page opened by a link to a field of the contract's own form", () => {
  it("opens the edit form on the field, and closing it keeps the contract open without edit and field", async () => {
    const { user } = renderAt(`contract=${CONTRACT_ID}&edit=1&field=startDate`, "Admin");
    const dialog = await screen.findByTestId("contract-form-dialog");
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe("startDate"));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("contract-form-dialog")).toBeNull());
    expect(new URLSearchParams(location).toString()).toBe(`contract=${CONTRACT_ID}`);
  });
});
