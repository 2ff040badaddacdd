// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import { DraftList } from "./DraftList";

const ID = "0195f3a0-0000-7000-8000-000000000001";

const draft = {
  id: ID,
  legalEntity: "Example Bank AG",
  jurisdiction: "",
  recipientDetails: "Retail",
  providerDetails: "PayCo Ltd\nDublin",
  vendor: null,
  committeeId: null,
  processDescription: "Card payments for retail customers.",
  outsourcingAssessment: [],
  materialityAssessment: [],
  currentStep: "Step 3",
  step: 3,
  draftLastSaved: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function Wizard() {
  const location = useLocation();
  return <p data-testid="wizard">{`${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function renderList(handlers: Record<string, Handler>, role = "Business User") {
  return renderWithTrpc(
    <MemoryRouter initialEntries={["/workflows"]}>
      <Routes>
        <Route path="/workflows" element={<DraftList />} />
        <Route path="/workflows/new-outsourcing" element={<Wizard />} />
      </Routes>
    </MemoryRouter>,
    { "auth.me": () => ({ user: { id: "u1", role } }), ...handlers },
  );
}

describe("the draft list (001 §2.4)", () => {
  beforeAll(polyfillDialogs);
  afterEach(cleanup);

  it("shows a card per draft: its entity, 'Step n/5', when it was saved and its description", async () => {
    renderList({ "workflowDrafts.mine": () => [draft, { ...draft, id: `${ID.slice(0, -1)}2`, legalEntity: "" }] });
    const cards = await screen.findAllByTestId("draft-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole("heading").textContent).toBe("Example Bank AG");
    expect(within(cards[0] as HTMLElement).getByTestId("draft-step").textContent).toBe("Step 3/5");
    expect(cards[0]?.textContent).toContain("Just now");
    expect(cards[0]?.textContent).toContain("Card payments for retail customers.");
    expect(within(cards[1] as HTMLElement).getByRole("heading").textContent).toBe("Untitled Draft");
  });

  it("says so when there is none, and shows a failed load", async () => {
    renderList({ "workflowDrafts.mine": () => [] });
    expect((await screen.findByTestId("draft-list-empty")).textContent).toBe(
      "No draft workflows found. Start a new outsourcing arrangement to create a draft.",
    );
    cleanup();
    renderList({
      "workflowDrafts.mine": () => {
        throw serverError(500, "INTERNAL_SERVER_ERROR", "Database unavailable");
      },
    });
    expect((await screen.findByTestId("query-error")).textContent).toContain("Database unavailable");
  });

  it("continues in the wizard with the draft's id in the address and the navigation state", async () => {
    const { user } = renderList({ "workflowDrafts.mine": () => [draft] });
    await user.click(await screen.findByTestId("draft-continue"));
    expect(screen.getByTestId("wizard").textContent).toBe(`?draft=${ID} {"draftId":"${ID}"}`);
  });

  it("asks before deleting and shows a failed delete", async () => {
    const remove = vi.fn(() => {
      throw serverError(500, "INTERNAL_SERVER_ERROR", "");
    });
    const { user } = renderList({ "workflowDrafts.mine": () => [draft], "workflowDrafts.delete": remove });
    await user.click(await screen.findByRole("button", { name: "Delete draft Example Bank AG" }));
    const dialog = await screen.findByTestId("draft-delete-dialog");
    expect(dialog.textContent).toContain("Delete Draft?");
    expect(dialog.textContent).toContain("This action cannot be undone.");
    await user.click(within(dialog).getByTestId("draft-delete-confirm"));
    await waitFor(() => expect(dialog.textContent).toContain("Failed to delete draft. Please try again."));
    expect(remove).toHaveBeenCalledWith({ id: ID });
  });

  it("is not shown to a role that cannot start an arrangement", async () => {
    const mine = vi.fn(() => [draft]);
    renderList({ "workflowDrafts.mine": mine }, "Risk Manager");
    await waitFor(() => expect(screen.queryByTestId("draft-list")).toBeNull());
    expect(mine).not.toHaveBeenCalled();
  });
});
