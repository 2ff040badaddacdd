// @vitest-environment jsdom
// A register check's link to a contract field the Register tab does not hold (?contract=<id>&edit=1&field=…) opens
// the contract's edit form on that field; closing the form leaves the contract's sheet open. A terminated contract
// is not edited (the server refuses it, the sheet hides Edit): the link opens its sheet with a note instead.
import "../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../lib/test-trpc";
import ContractsPage from "./ContractsPage";
import { CONTRACT_ID, contractFixture, OWNER } from "./detail/test-contract";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

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
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

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

describe("the contracts page opened by such a link to a terminated contract", () => {
  const terminated = () => ({
    ...contractFixture(),
    status: "terminated",
    terminatedAt: "2026-11-01T09:00:00.000Z",
    terminationReason: "Provider insolvent",
  });

  it("opens the contract's sheet, not its form, and says that its dates and terms are no longer changed", async () => {
    renderAt(`contract=${CONTRACT_ID}&edit=1&field=startDate`, "Admin", { "contracts.get": terminated });
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        "This contract is terminated: its dates and terms are no longer changed.",
      ),
    );
    await waitFor(() => expect(new URLSearchParams(location).toString()).toBe(`contract=${CONTRACT_ID}`));
    const sheet = await screen.findByRole("dialog");
    expect(screen.queryByTestId("contract-form-dialog")).toBeNull();
    expect(sheet.textContent).toContain(contractFixture().name);
    expect(within(sheet).queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("still opens the form of a contract that is not terminated, and says nothing", async () => {
    renderAt(`contract=${CONTRACT_ID}&edit=1`, "Admin", {
      "contracts.get": () => ({ ...contractFixture(), status: "active" }),
    });
    expect(await screen.findByTestId("contract-form-dialog")).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
