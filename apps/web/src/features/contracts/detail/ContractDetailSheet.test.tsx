// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import ContractDetailSheet from "./ContractDetailSheet";
import { CONTRACT_ID, contractFixture, LEGAL, OWNER } from "./test-contract";
import type { ContractDetailData } from "./types";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("../form/ContractFormDialog", () => ({
  ContractFormDialog: ({ contract }: { contract?: { reference: string } }) => (
    <div role="dialog" aria-label="Edit contract">
      {contract?.reference}
    </div>
  ),
}));

const DOCUMENTS: ContractDetailData["documents"] = [
  {
    id: "0196f000-0000-7000-8000-0000000000d1",
    kind: "signed",
    title: "Signed hosting agreement",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-04-01T09:00:00.000Z",
    versions: [
      {
        id: "0196f000-0000-7000-8000-0000000000f2",
        version: 2,
        fileId: "0196f000-0000-7000-8000-0000000000f3",
        filename: "hosting-v2.pdf",
        contentType: "application/pdf",
        size: 2_400_000,
        note: "Countersigned",
        uploadedBy: LEGAL,
        uploadedAt: "2026-04-01T09:00:00.000Z",
      },
      {
        id: "0196f000-0000-7000-8000-0000000000f1",
        version: 1,
        fileId: "0196f000-0000-7000-8000-0000000000f4",
        filename: "hosting-v1.pdf",
        contentType: "application/pdf",
        size: 2_000,
        note: null,
        uploadedBy: OWNER,
        uploadedAt: "2026-03-01T09:00:00.000Z",
      },
    ],
  },
];

function renderSheet(role: string, contract: ContractDetailData, handlers: Record<string, Handler> = {}) {
  const onClose = vi.fn();
  const rendered = renderWithTrpc(
    <MemoryRouter>
      <ContractDetailSheet contractId={CONTRACT_ID} onClose={onClose} />
    </MemoryRouter>,
    {
      "auth.me": () => ({ user: { id: OWNER.id, role } }),
      "contracts.get": () => contract,
      "activity.feed": () => ({ items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
      ...handlers,
    },
  );
  return { ...rendered, onClose };
}

beforeAll(polyfillDialogs);
beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.unstubAllGlobals();
});
afterEach(() => cleanup());

describe("a contract's detail", () => {
  it("shows every field on the overview, with the notice deadline and the expiring badge", async () => {
    renderSheet("Business User", contractFixture());
    const sheet = await screen.findByTestId("contract-detail");
    expect(await within(sheet).findByRole("heading", { name: "Core banking hosting" })).toBeTruthy();
    expect(within(sheet).getByTestId("contract-reference").textContent).toBe("CT-2026-0042");
    expect(within(sheet).getByTestId("contract-status").textContent).toBe("Status: Draft");
    expect(within(sheet).getByTestId("contract-stage").textContent).toBe("Stage: Negotiation");
    expect(within(sheet).getAllByTestId("contract-expiring")[0]?.textContent).toBe("Expires in 20 days");
    const overview = within(sheet).getByTestId("contract-overview");
    expect(within(overview).getByTestId("contract-notice-deadline").textContent).toBe("09/16/2026");
    expect(overview.textContent).toContain("€1,200,000.00");
    expect(overview.textContent).toContain("100.0k");
    expect(overview.textContent).toContain("Outsourcing Agreement");
    expect(overview.textContent).toContain("Olivia Owner");
    expect(overview.textContent).toContain("Germany (DE)");
    expect(overview.textContent).toContain("Ireland (IE)");
    expect(overview.textContent).toContain("12 months");
    expect(overview.textContent).toContain("90 days");
    expect(overview.textContent).toContain("German law");
    expect(overview.textContent).toContain("Migrate to the secondary provider");
    expect(within(overview).getByTestId("contract-approval").textContent).toBe("Not approved yet.");
  });

  it("lists each document's versions with a download for each, and uploads a new document", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: {} }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, queryClient } = renderSheet("Legal", contractFixture({ documents: DOCUMENTS }));
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("tab", { name: /Documents/ }));
    const versions = screen.getAllByTestId("document-version");
    expect(versions.map((v) => v.textContent?.slice(0, 16))).toEqual(["v2hosting-v2.pdf", "v1hosting-v1.pdf"]);
    const download = screen.getByRole("link", { name: "Download hosting-v1.pdf, version 1" });
    expect(download.getAttribute("href")).toBe("/api/files/0196f000-0000-7000-8000-0000000000f4/download");
    expect(versions[0]?.textContent).toContain("2.3 MB");

    await user.click(screen.getByRole("button", { name: "Upload document" }));
    const panel = screen.getByTestId("document-upload");
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    expect(panel.textContent).toContain("Document title is required");
    expect(panel.textContent).toContain("Choose the file to upload");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(within(panel).getByLabelText("Kind"), "amendment");
    await user.type(within(panel).getByLabelText("Title"), "Amendment 1");
    await user.upload(within(panel).getByLabelText("File"), new File(["%PDF-1.7"], "amendment.pdf"));
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Amendment 1 uploaded."));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/documents`);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(["kind", "title", "file"]);
    expect(form.get("kind")).toBe("amendment");
    expect(invalidated).toHaveBeenCalledWith({ queryKey: [["contracts"]] });
    expect(screen.queryByTestId("document-upload")).toBeNull();
  });

  it("uploads a new version and shows the server's refusal of a file", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Only .pdf, .doc, .docx, .txt" }), { status: 415 })),
    );
    const { user } = renderSheet("Legal", contractFixture({ documents: DOCUMENTS }));
    await user.click(await screen.findByRole("tab", { name: /Documents/ }));
    await user.click(screen.getByRole("button", { name: "Upload a new version of Signed hosting agreement" }));
    const panel = screen.getByTestId("document-upload");
    expect(within(panel).queryByLabelText("Title")).toBeNull();
    await user.upload(within(panel).getByLabelText("File"), new File(["MZ"], "tool.pdf"));
    await user.click(within(panel).getByRole("button", { name: "Upload" }));
    expect((await within(panel).findByRole("alert")).textContent).toContain("This kind of file is not accepted");
    const [url] = vi.mocked(fetch).mock.calls[0] as unknown as [string];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/documents/0196f000-0000-7000-8000-0000000000d1/versions`);
  });

  it("shows the lifecycle history newest first, with who, when and the note", async () => {
    const { user } = renderSheet("Internal Auditor", contractFixture());
    await user.click(await screen.findByRole("tab", { name: /History/ }));
    const events = screen.getAllByTestId("history-event");
    expect(events.map((e) => e.querySelector("p")?.textContent)).toEqual([
      "Moved from Drafting to Negotiation",
      "Moved from Initiation to Drafting",
      "Created at Initiation",
    ]);
    expect(events[0]?.textContent).toContain("Liam Legal");
    expect(events[1]?.textContent).toContain("Note: Scope agreed");
  });

  it("lists the invoices billed under the contract", async () => {
    const asked: unknown[] = [];
    const { user } = renderSheet("Finance", contractFixture({ invoiceCount: 1 }), {
      "invoices.list": (input) => {
        asked.push(input);
        return {
          items: [
            {
              id: "0196f000-0000-7000-8000-000000000101",
              vendorId: "0196f000-0000-7000-8000-0000000000b1",
              contractId: CONTRACT_ID,
              number: "INV-7",
              amount: "12450.50",
              currency: "EUR",
              issueDate: "2026-10-01",
              dueDate: "2026-10-31",
              status: "pending",
              displayStatus: "overdue",
              overdue: true,
              paidAt: null,
              paidById: null,
              paidBy: null,
              description: null,
              createdById: null,
              createdAt: "2026-10-01T09:00:00.000Z",
              updatedAt: "2026-10-01T09:00:00.000Z",
            },
          ],
          pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
        };
      },
    });
    await user.click(await screen.findByRole("tab", { name: /Invoices/ }));
    const row = await screen.findByTestId("contract-invoice");
    expect(row.textContent).toContain("INV-7");
    expect(row.textContent).toContain("€12,450.50");
    expect(asked[0]).toMatchObject({ contractId: CONTRACT_ID });
  });

  it("gives each role its actions: edit opens the form with the contract; no Delete but for Admin", async () => {
    const { user } = renderSheet("Business User", contractFixture());
    const actions = await screen.findByTestId("contract-actions");
    expect(
      within(actions)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Edit", "Terminate"]);
    await user.click(within(actions).getByRole("button", { name: "Edit" }));
    expect(screen.getByRole("dialog", { name: "Edit contract" }).textContent).toBe("CT-2026-0042");
    cleanup();
    renderSheet("Internal Auditor", contractFixture());
    await screen.findByTestId("contract-overview");
    expect(screen.queryByTestId("contract-actions")).toBeNull();
  });

  it("terminates with a required reason", async () => {
    const terminated: unknown[] = [];
    const { user } = renderSheet("Legal", contractFixture(), {
      "contracts.terminate": (input) => {
        terminated.push(input);
        return contractFixture({ status: "terminated" });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Terminate" }));
    const panel = screen.getByTestId("terminate-panel");
    await user.click(within(panel).getByRole("button", { name: "Terminate contract" }));
    expect(panel.textContent).toContain("Give the reason for terminating");
    expect(terminated).toEqual([]);
    await user.type(within(panel).getByLabelText("Reason for terminating"), "Vendor exits the market");
    await user.click(within(panel).getByRole("button", { name: "Terminate contract" }));
    await waitFor(() => expect(terminated).toEqual([{ id: CONTRACT_ID, reason: "Vendor exits the market" }]));
    expect(toast.success).toHaveBeenCalledWith("CT-2026-0042 terminated.");
  });

  it("lets Admin delete, and shows the server's 409 when the contract has invoices", async () => {
    const { user, onClose } = renderSheet("Admin", contractFixture({ invoiceCount: 2 }), {
      "contracts.delete": () => {
        throw serverError(409, "CONFLICT", "The contract has invoices: terminate it instead.");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const panel = screen.getByTestId("delete-panel");
    expect(panel.textContent).toContain("This contract has 2 invoices: it cannot be deleted, terminate it instead.");
    await user.click(within(panel).getByRole("button", { name: "Delete contract" }));
    expect((await within(panel).findByRole("alert")).textContent).toContain(
      "The contract has invoices: terminate it instead.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
