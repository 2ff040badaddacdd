// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import { CONTRACT_ID, contractFixture, LEGAL, OWNER } from "../detail/test-contract";
import type { ContractDetailData } from "../detail/types";
import DraftContractTab from "./DraftContractTab";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderTab(
  me: { id: string; role: string },
  contract: ContractDetailData,
  handlers: Record<string, Handler> = {},
) {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[`/contracts?tab=draft&contract=${CONTRACT_ID}`]}>
      <DraftContractTab />
    </MemoryRouter>,
    { "auth.me": () => ({ user: me }), "contracts.get": () => contract, ...handlers },
  );
}

const steps = () => within(screen.getByRole("list", { name: "Contract lifecycle" })).getAllByRole("listitem");
const current = () => steps().find((step) => step.getAttribute("aria-current") === "step");

beforeAll(polyfillDialogs);
beforeEach(() => vi.mocked(toast.success).mockReset());
afterEach(() => cleanup());

describe("the Draft Contract tab's stepper", () => {
  it("shows the contract's real stage: earlier stages completed, later ones upcoming", async () => {
    renderTab({ id: OWNER.id, role: "Procurement" }, contractFixture());
    await screen.findByRole("heading", { name: "Core banking hosting" });
    expect(steps()).toHaveLength(7);
    expect(current()?.textContent).toBe("3NegotiationCurrent stage");
    expect(steps().map((s) => s.dataset.state)).toEqual([
      "completed",
      "completed",
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    expect(screen.getByRole("combobox", { name: "Contract" })).toHaveProperty(
      "value",
      "CT-2026-0042 · Core banking hosting",
    );
  });

  it("moves the contract forward one stage with a note, and shows where it now stands", async () => {
    const moves: unknown[] = [];
    const { user } = renderTab({ id: OWNER.id, role: "Procurement" }, contractFixture(), {
      "contracts.moveStage": (input) => {
        moves.push(input);
        return contractFixture({ stage: "approval", status: "under_review" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Move to Approval" }));
    const panel = screen.getByTestId("stage-panel");
    expect(within(panel).getByRole("heading", { name: "Move to Approval?" })).toBeTruthy();
    await user.type(within(panel).getByLabelText("Note (optional)"), "Terms agreed");
    await user.click(within(panel).getByRole("button", { name: "Move to Approval" }));
    await waitFor(() => expect(moves).toEqual([{ id: CONTRACT_ID, stage: "approval", note: "Terms agreed" }]));
    await waitFor(() => expect(current()?.textContent).toContain("Approval"));
    expect(toast.success).toHaveBeenCalledWith("CT-2026-0042 moved to Approval.");
    expect(screen.queryByTestId("stage-panel")).toBeNull();
  });

  it("goes back to an earlier stage from the menu, warning that the approval will be withdrawn", async () => {
    const moves: unknown[] = [];
    const approved = contractFixture({
      stage: "approval",
      status: "approved",
      approved: true,
      approval: { at: "2026-11-01T10:00:00.000Z", by: LEGAL, note: null },
    });
    const { user } = renderTab({ id: OWNER.id, role: "Procurement" }, approved, {
      "contracts.moveStage": (input) => {
        moves.push(input);
        return contractFixture({ stage: "drafting" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Back to…" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Back to Negotiation", "Back to Drafting", "Back to Initiation"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Back to Drafting" }));
    const panel = screen.getByTestId("stage-panel");
    expect(within(panel).getByTestId("withdraw-warning").textContent).toContain("withdraws the contract's approval");
    await user.click(within(panel).getByRole("button", { name: "Back to Drafting" }));
    await waitFor(() => expect(moves).toEqual([{ id: CONTRACT_ID, stage: "drafting" }]));
    await waitFor(() => expect(current()?.textContent).toContain("Drafting"));
  });

  it("shows the server's refusal of a move", async () => {
    const { user } = renderTab({ id: OWNER.id, role: "Procurement" }, contractFixture(), {
      "contracts.moveStage": () => {
        throw serverError(409, "CONFLICT", "The contract has expired or been terminated.");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Move to Approval" }));
    await user.click(within(screen.getByTestId("stage-panel")).getByRole("button", { name: "Move to Approval" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The contract has expired or been terminated.");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("refuses Execution before the approval and says why", async () => {
    const { user } = renderTab(
      { id: OWNER.id, role: "Procurement" },
      contractFixture({ stage: "approval", status: "under_review" }),
    );
    const move = await screen.findByRole("button", { name: "Move to Execution" });
    expect(move.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByTestId("execution-blocked").textContent).toBe(
      "Execution needs an approved contract: record the approval first.",
    );
    expect(move.getAttribute("aria-describedby")).toBe(screen.getByTestId("execution-blocked").id);
    await user.click(move);
    expect(screen.queryByTestId("stage-panel")).toBeNull();
    // Procurement does not approve: someone else will.
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByText("Waiting for approval by Legal or Legal Counsel.")).toBeTruthy();
  });

  it("hides Approve from the contract's owner and says someone else must approve", async () => {
    renderTab({ id: OWNER.id, role: "Legal" }, contractFixture({ stage: "approval", status: "under_review" }));
    await screen.findByRole("button", { name: "Move to Execution" });
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByText("You own this contract: someone else must approve it.")).toBeTruthy();
  });

  it("lets an approver who is not the owner approve, and shows a refusal in the server's words", async () => {
    const approvals: unknown[] = [];
    let refuse = true;
    const { user } = renderTab(
      { id: LEGAL.id, role: "Legal" },
      contractFixture({ stage: "approval", status: "under_review" }),
      {
        "contracts.approve": (input) => {
          if (refuse) throw serverError(403, "FORBIDDEN", "You own this contract: someone else must approve it.");
          approvals.push(input);
          return contractFixture({
            stage: "approval",
            status: "approved",
            approved: true,
            approval: { at: "2026-11-24T10:00:00.000Z", by: LEGAL, note: null },
          });
        },
      },
    );
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const panel = screen.getByTestId("stage-panel");
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect((await within(panel).findByRole("alert")).textContent).toContain(
      "You own this contract: someone else must approve it.",
    );
    refuse = false;
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(approvals).toEqual([{ id: CONTRACT_ID }]));
    expect(toast.success).toHaveBeenCalledWith("CT-2026-0042 approved.");
    const execution = await screen.findByRole("button", { name: "Move to Execution" });
    expect(execution.getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("offers no moves on a terminated contract", async () => {
    renderTab({ id: OWNER.id, role: "Procurement" }, contractFixture({ stage: "management", status: "terminated" }));
    await screen.findByText("This contract has been terminated: its stage no longer changes.");
    expect(screen.queryByRole("button", { name: /Move to/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Back to…" })).toBeNull();
    expect(current()?.textContent).toBe("6ManagementTerminated");
  });
});
