// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import TemplatesTab from "./TemplatesTab";
import { TemplateUploadError, uploadTemplate, uploadTemplateVersion } from "./template-upload";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("./template-upload", async (original) => ({
  ...(await original<typeof import("./template-upload")>()),
  uploadTemplate: vi.fn(),
  uploadTemplateVersion: vi.fn(),
}));
// The add-contract dialog is the contract form's own (tested with it); here only what the tab hands it matters.
vi.mock("../form/ContractFormDialog", () => ({
  ContractFormDialog: (props: {
    open: boolean;
    template?: { id: string; name: string; type: string };
    onSaved?: (id: string) => void;
  }) =>
    props.open ? (
      <div role="dialog" aria-label="Add contract">
        <p data-testid="preset">{`${props.template?.id} ${props.template?.name} ${props.template?.type}`}</p>
        <button type="button" onClick={() => props.onSaved?.("0196f000-0000-7000-8000-0000000000c9")}>
          Save contract
        </button>
      </div>
    ) : null,
}));

const USER = { id: "0196f000-0000-7000-8000-0000000000b1", name: "Petra Buyer" };
const MSA = {
  id: "0196f000-0000-7000-8000-0000000000a1",
  name: "Cloud MSA",
  type: "master_services_agreement",
  description: "For hosting providers",
  contracts: 3,
  createdAt: "2026-10-01T09:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  updatedBy: USER,
  versions: [
    {
      id: "0196f000-0000-7000-8000-0000000000d2",
      version: 2,
      fileId: "0196f000-0000-7000-8000-0000000000f2",
      filename: "msa-v2.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      size: 2_400_000,
      note: "Clause 12 updated",
      uploadedBy: USER,
      uploadedAt: "2026-11-20T10:00:00.000Z",
    },
    {
      id: "0196f000-0000-7000-8000-0000000000d1",
      version: 1,
      fileId: "0196f000-0000-7000-8000-0000000000f1",
      filename: "msa.pdf",
      contentType: "application/pdf",
      size: 850 * 1024,
      note: null,
      uploadedBy: null,
      uploadedAt: "2026-10-01T09:00:00.000Z",
    },
  ],
};
const NDA = {
  ...MSA,
  id: "0196f000-0000-7000-8000-0000000000a2",
  name: "Mutual NDA",
  type: "non_disclosure_agreement",
  description: null,
  contracts: 0,
  versions: [MSA.versions[1]],
};

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.search}</p>;
}

function renderTab(role: string, handlers: Record<string, Handler> = {}) {
  const calls: { path: string; input: unknown }[] = [];
  const spy =
    (path: string, handler: Handler): Handler =>
    (input) => {
      calls.push({ path, input });
      return handler(input);
    };
  const all: Record<string, Handler> = {
    "auth.me": () => ({ user: { id: USER.id, role } }),
    "contractTemplates.list": () => [MSA, NDA],
    ...handlers,
  };
  const { user, queryClient } = renderWithTrpc(
    <MemoryRouter initialEntries={["/contracts?tab=templates"]}>
      <TemplatesTab />
      <Location />
    </MemoryRouter>,
    Object.fromEntries(Object.entries(all).map(([path, handler]) => [path, spy(path, handler)])),
  );
  return { user, calls, invalidated: vi.spyOn(queryClient, "invalidateQueries") };
}

const cards = () => screen.findAllByTestId("template-card");
const card = async (name: string) => (await cards()).find((c) => c.textContent?.includes(name)) as HTMLElement;

beforeAll(() => polyfillDialogs());
beforeEach(() => {
  vi.mocked(uploadTemplate).mockReset();
  vi.mocked(uploadTemplateVersion).mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(() => cleanup());

describe("the Templates tab", () => {
  it("lists each template's name, type, version, description, last change and contracts, for a viewer without actions", async () => {
    const { user } = renderTab("Risk Manager");
    const msa = await card("Cloud MSA");
    expect(within(msa).getByRole("heading", { name: "Cloud MSA" })).toBeTruthy();
    expect(within(msa).getByTestId("template-type").textContent).toBe("Master Services Agreement");
    expect(within(msa).getByTestId("template-version-badge").textContent).toBe("Version 2");
    expect(msa.textContent).toContain("For hosting providers");
    expect(within(msa).getByTestId("template-updated").textContent).toMatch(/^11\/20\/2026 .+ by Petra Buyer$/);
    expect(within(msa).getByTestId("template-contracts").textContent).toBe("3");
    expect((await card("Mutual NDA")).textContent).toContain("No description.");
    expect(screen.getByTestId("templates-count").textContent).toBe("2 templates");
    expect(screen.queryByRole("button", { name: "Upload template" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New contract from this template" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload new version" })).toBeNull();
    expect(screen.queryByRole("button", { name: "More actions for Cloud MSA" })).toBeNull();

    // Every version is a download, newest first.
    await user.click(within(msa).getByRole("button", { name: "2 versions" }));
    const versions = within(msa).getByRole("list", { name: "Versions of Cloud MSA" });
    const links = within(versions).getAllByRole("link");
    expect(links.map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")])).toEqual([
      ["Download version 2 of Cloud MSA (msa-v2.docx)", "/api/files/0196f000-0000-7000-8000-0000000000f2/download"],
      ["Download version 1 of Cloud MSA (msa.pdf)", "/api/files/0196f000-0000-7000-8000-0000000000f1/download"],
    ]);
    expect(versions.textContent).toContain("2.3 MB · uploaded 11/20/2026");
    expect(versions.textContent).toContain("by Petra Buyer");
    expect(versions.textContent).toContain("Clause 12 updated");
    expect(versions.textContent).toContain("850 KB");
  });

  it("searches by name, type and description", async () => {
    const { user } = renderTab("Legal");
    await cards();
    await user.type(screen.getByRole("searchbox", { name: "Search templates" }), "disclosure");
    expect((await cards()).map((c) => c.querySelector("h3")?.textContent)).toEqual(["Mutual NDA"]);
    expect(screen.getByTestId("templates-count").textContent).toBe("1 of 2 templates matches");
    await user.clear(screen.getByRole("searchbox", { name: "Search templates" }));
    await user.type(screen.getByRole("searchbox", { name: "Search templates" }), "lease");
    expect(screen.queryAllByTestId("template-card")).toHaveLength(0);
    expect(screen.getByText("No template matches “lease”.")).toBeTruthy();
  });

  it("says there are none yet and offers the upload to an editor only", async () => {
    renderTab("Procurement", { "contractTemplates.list": () => [] });
    const empty = await screen.findByTestId("templates-empty");
    expect(empty.textContent).toContain("No templates yet");
    expect(within(empty).getByRole("button", { name: "Upload template" })).toBeTruthy();
    cleanup();
    renderTab("Finance", { "contractTemplates.list": () => [] });
    const viewer = await screen.findByTestId("templates-empty");
    expect(viewer.textContent).toContain("Templates uploaded by Procurement or Legal will appear here.");
    expect(within(viewer).queryByRole("button")).toBeNull();
  });

  it("shows the server's message when the list fails, and tries again", async () => {
    let fail = true;
    const { user } = renderTab("Legal", {
      "contractTemplates.list": () => {
        if (fail) throw serverError(500, "INTERNAL_SERVER_ERROR", "The database is not answering");
        return [MSA];
      },
    });
    const alert = await screen.findByTestId("query-error");
    expect(alert.textContent).toContain("Templates could not be loaded");
    expect(alert.textContent).toContain("The database is not answering");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await cards()).toHaveLength(1);
  });

  it("uploads a template: the name comes from the file, the details and the file are sent, the list refreshes", async () => {
    const { user, invalidated } = renderTab("Procurement");
    await cards();
    await user.click(screen.getByRole("button", { name: "Upload template" }));
    const dialog = await screen.findByTestId("upload-template-dialog");
    await user.click(within(dialog).getByRole("button", { name: "Upload template" }));
    // One submit shows every problem: the file and the name.
    expect(await within(dialog).findByText("Choose the file to upload.")).toBeTruthy();
    expect(within(dialog).getByText("Give the template a name.")).toBeTruthy();
    expect(uploadTemplate).not.toHaveBeenCalled();

    const file = new File(["%PDF-1.4"], "Outsourcing terms 2026.pdf", { type: "application/pdf" });
    await user.upload(within(dialog).getByTestId("template-file"), file);
    const name = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
    expect(name.value).toBe("Outsourcing terms 2026");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Contract type" }), "outsourcing_agreement");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "EBA guidelines");
    vi.mocked(uploadTemplate).mockResolvedValueOnce({ id: MSA.id, name: "Outsourcing terms 2026" });
    await user.click(within(dialog).getByRole("button", { name: "Upload template" }));
    await waitFor(() => expect(screen.queryByTestId("upload-template-dialog")).toBeNull());
    expect(vi.mocked(uploadTemplate).mock.calls[0]?.slice(0, 2)).toEqual([
      { name: "Outsourcing terms 2026", type: "outsourcing_agreement", description: "EBA guidelines" },
      file,
    ]);
    expect(toast.success).toHaveBeenCalledWith("Template “Outsourcing terms 2026” uploaded");
    expect(invalidated).toHaveBeenCalledWith({ queryKey: [["contractTemplates"]] });
  });

  it("puts a refused file on the file field and the server's field issues on their fields", async () => {
    const { user } = renderTab("Legal");
    await cards();
    await user.click(screen.getByRole("button", { name: "Upload template" }));
    const dialog = await screen.findByTestId("upload-template-dialog");
    await user.upload(within(dialog).getByTestId("template-file"), new File(["MZ"], "tool.pdf"));
    vi.mocked(uploadTemplate).mockRejectedValueOnce(new TemplateUploadError("Not a PDF", 415, "wrongKind"));
    await user.click(within(dialog).getByRole("button", { name: "Upload template" }));
    expect(await within(dialog).findByText(/^Only PDF, Word/)).toBeTruthy();

    vi.mocked(uploadTemplate).mockRejectedValueOnce(
      new TemplateUploadError("A template has this name", 409, "refused", [
        { path: "name", message: "A template has this name" },
      ]),
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload template" }));
    expect(await within(dialog).findByText("A template has this name")).toBeTruthy();
    expect(screen.getByTestId("upload-template-dialog")).toBeTruthy();
  });

  it("uploads a new version with its note", async () => {
    const { user } = renderTab("Legal");
    await user.click(within(await card("Cloud MSA")).getByRole("button", { name: "Upload new version" }));
    const dialog = await screen.findByTestId("template-version-dialog");
    expect(within(dialog).getByText("New version of Cloud MSA")).toBeTruthy();
    expect(dialog.textContent).toContain("The file becomes version 3.");
    const file = new File(["terms"], "msa-v3.txt", { type: "text/plain" });
    await user.upload(within(dialog).getByTestId("template-file"), file);
    await user.type(within(dialog).getByRole("textbox", { name: "What changed in this version" }), "Exit plan");
    vi.mocked(uploadTemplateVersion).mockResolvedValueOnce({ id: MSA.id, name: MSA.name });
    await user.click(within(dialog).getByRole("button", { name: "Upload version" }));
    await waitFor(() => expect(screen.queryByTestId("template-version-dialog")).toBeNull());
    expect(vi.mocked(uploadTemplateVersion).mock.calls[0]?.slice(0, 3)).toEqual([MSA.id, "Exit plan", file]);
    expect(toast.success).toHaveBeenCalledWith("Version 3 of “Cloud MSA” uploaded");
  });

  it("edits a template's details and deletes one after confirmation", async () => {
    const { user, calls } = renderTab("Business User", {
      "contractTemplates.update": (input) => ({ ...MSA, ...(input as object) }),
      "contractTemplates.delete": (input) => input,
    });
    const msa = await card("Cloud MSA");
    await user.click(within(msa).getByRole("button", { name: "More actions for Cloud MSA" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit details" }));
    const edit = await screen.findByTestId("edit-template-dialog");
    const name = within(edit).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    expect(await within(edit).findByText("Give the template a name.")).toBeTruthy();
    await user.type(name, "Cloud MSA 2026");
    await user.click(within(edit).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByTestId("edit-template-dialog")).toBeNull());
    expect(calls.find((c) => c.path === "contractTemplates.update")?.input).toEqual({
      id: MSA.id,
      name: "Cloud MSA 2026",
      type: "master_services_agreement",
      description: "For hosting providers",
    });

    await user.click(within(msa).getByRole("button", { name: "More actions for Cloud MSA" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByTestId("delete-template-dialog");
    expect(confirm.textContent).toContain("The 3 contracts made from it keep their own copy of the file.");
    await user.click(within(confirm).getByRole("button", { name: "Delete template" }));
    await waitFor(() => expect(screen.queryByTestId("delete-template-dialog")).toBeNull());
    expect(calls.find((c) => c.path === "contractTemplates.delete")?.input).toEqual({ id: MSA.id });
    expect(toast.success).toHaveBeenCalledWith("Template “Cloud MSA” deleted");
  });

  it("keeps the delete dialog open with the server's refusal", async () => {
    const { user } = renderTab("Legal", {
      "contractTemplates.delete": () => {
        throw serverError(404, "NOT_FOUND", "Contract template not found.");
      },
    });
    const nda = await card("Mutual NDA");
    await user.click(within(nda).getByRole("button", { name: "More actions for Mutual NDA" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByTestId("delete-template-dialog");
    expect(confirm.textContent).toContain("The template and all its versions are deleted.");
    await user.click(within(confirm).getByRole("button", { name: "Delete template" }));
    expect(await within(confirm).findByText("Contract template not found.")).toBeTruthy();
  });

  it("starts a new contract from a template for Procurement and opens it once saved", async () => {
    const { user, invalidated } = renderTab("Procurement");
    await user.click(within(await card("Cloud MSA")).getByRole("button", { name: "New contract from this template" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contract" });
    expect(within(dialog).getByTestId("preset").textContent).toBe(`${MSA.id} Cloud MSA master_services_agreement`);
    await user.click(within(dialog).getByRole("button", { name: "Save contract" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add contract" })).toBeNull());
    const search = new URLSearchParams(screen.getByTestId("location").textContent ?? "");
    expect(search.get("contract")).toBe("0196f000-0000-7000-8000-0000000000c9");
    expect(search.get("tab")).toBeNull();
    expect(invalidated).toHaveBeenCalledWith({ queryKey: [["contractTemplates"]] });
  });

  it("offers a Legal user (who may edit, not create) no new contract", async () => {
    renderTab("Legal");
    const msa = await card("Cloud MSA");
    expect(within(msa).getByRole("button", { name: "Upload new version" })).toBeTruthy();
    expect(within(msa).queryByRole("button", { name: "New contract from this template" })).toBeNull();
  });
});
