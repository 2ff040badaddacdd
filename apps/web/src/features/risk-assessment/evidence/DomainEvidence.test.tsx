// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handler, renderWithTrpc } from "../../../lib/test-trpc";
import { DomainEvidence, type DomainEvidenceFiles } from "./DomainEvidence";
import { EvidenceUploadError, uploadEvidenceFile } from "./upload";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("./upload", async (original) => ({
  ...(await original<typeof import("./upload")>()),
  uploadEvidenceFile: vi.fn(),
}));

const ASSESSMENT = "0196f000-0000-7000-8000-0000000000e1";
const FILES: DomainEvidenceFiles = [
  {
    id: "0196f000-0000-7000-8000-0000000000f1",
    fileId: "0196f000-0000-7000-8000-0000000000f2",
    filename: "SOC 2 Type II.pdf",
    size: 2_400_000,
    contentType: "application/pdf",
    uploadedAt: "2026-11-20T10:00:00.000Z",
    uploadedBy: { id: "0196f000-0000-7000-8000-0000000000c1", name: "Rita Manager" },
  },
];

function renderEvidence(canEdit: boolean, handlers: Record<string, Handler> = {}) {
  const { user, queryClient } = renderWithTrpc(
    <DomainEvidence assessmentId={ASSESSMENT} domain="complianceLegal" evidence={FILES} canEdit={canEdit} />,
    handlers,
  );
  return { user, invalidated: vi.spyOn(queryClient, "invalidateQueries") };
}

const input = () => screen.getByTestId("evidence-input") as HTMLInputElement;

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => vi.mocked(uploadEvidenceFile).mockReset());
afterEach(() => cleanup());

describe("a domain's evidence files", () => {
  it("lists each file as a download for a viewer, without upload or delete", () => {
    renderEvidence(false);
    const list = screen.getByRole("list", { name: "Evidence files of Compliance & legal" });
    const link = within(list).getByRole("link", { name: "Download SOC 2 Type II.pdf" });
    expect(link.getAttribute("href")).toBe("/api/files/0196f000-0000-7000-8000-0000000000f2/download");
    expect(list.textContent).toContain("2.3 MB · added");
    expect(list.textContent).toContain("by Rita Manager");
    expect(screen.queryByRole("button", { name: /Add file/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete SOC 2 Type II.pdf" })).toBeNull();
  });

  it("refuses a file over the limit before sending it, and words the server's refusal", async () => {
    const { user, invalidated } = renderEvidence(true);
    expect(screen.getByRole("button", { name: "Add file to Compliance & legal" })).toBeTruthy();
    const big = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    await user.upload(input(), big);
    expect(screen.getByTestId("evidence-problem").textContent).toBe("The file is larger than 25.0 MB.");
    expect(uploadEvidenceFile).not.toHaveBeenCalled();

    vi.mocked(uploadEvidenceFile).mockRejectedValueOnce(
      new EvidenceUploadError("Only PDF, … files are accepted here", 415, "wrongKind"),
    );
    const renamed = new File(["MZ"], "tool.pdf");
    await user.upload(input(), renamed);
    await waitFor(() => expect(screen.getByTestId("evidence-problem").textContent).toMatch(/^This kind of file/));
    expect(vi.mocked(uploadEvidenceFile).mock.calls[0]?.slice(0, 3)).toEqual([ASSESSMENT, "complianceLegal", renamed]);
    // The assessment's queries refresh after the attempt, as the delete procedure declares.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: [["riskAssessments"]] });
  });

  it("attaches a file and says so", async () => {
    const { user } = renderEvidence(true);
    vi.mocked(uploadEvidenceFile).mockResolvedValueOnce({
      id: "e2",
      fileId: "f2",
      filename: "pentest.pdf",
      size: 10,
      domain: "complianceLegal",
    });
    await user.upload(input(), new File(["%PDF-1.7"], "pentest.pdf"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("pentest.pdf attached to Compliance & legal."));
  });

  it("deletes a file after confirmation", async () => {
    const deleted: unknown[] = [];
    const { user } = renderEvidence(true, {
      "riskAssessmentEvidence.delete": (body) => {
        deleted.push(body);
        return { id: FILES[0]!.id, assessmentId: ASSESSMENT, domain: "complianceLegal" };
      },
    });
    await user.click(screen.getByRole("button", { name: "Delete SOC 2 Type II.pdf" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("SOC 2 Type II.pdf will be removed from Compliance & legal and deleted.");
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete file" }));
    await waitFor(() => expect(deleted).toEqual([{ id: ASSESSMENT, evidenceId: FILES[0]!.id }]));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(toast.success).toHaveBeenCalledWith("SOC 2 Type II.pdf was deleted.");
  });
});
