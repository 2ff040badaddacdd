// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDownload } from "../../../components/transfer/upload";
import { type Handler, renderWithTrpc } from "../../../lib/test-trpc";
import { AssessmentTransferActions } from "./AssessmentTransferActions";

vi.mock("../../../components/transfer/upload", async (original) => ({
  ...(await original<typeof import("../../../components/transfer/upload")>()),
  startDownload: vi.fn(),
}));

const TASK = "0196f000-0000-7000-8000-0000000000a1";
const FILE = "0196f000-0000-7000-8000-0000000000a2";

function renderActions(role: string, handlers: Record<string, Handler> = {}) {
  const { user } = renderWithTrpc(
    <AssessmentTransferActions filters={{ status: "in_progress", search: "", overallRisk: undefined }} />,
    { "auth.me": () => ({ user: { id: "u1", role } }), ...handlers },
  );
  return user;
}

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => cleanup());

describe("the risk assessment centre's export and import buttons", () => {
  it("offer export and import to a Risk Manager, export alone to an Executive, nothing to Finance", async () => {
    renderActions("Risk Manager");
    expect(await screen.findByTestId("assessment-export")).toBeTruthy();
    expect(screen.getByTestId("assessment-import").textContent).toBe("Import");
    cleanup();
    renderActions("Executive");
    expect(await screen.findByTestId("assessment-export")).toBeTruthy();
    expect(screen.queryByTestId("assessment-import")).toBeNull();
    cleanup();
    renderActions("Finance");
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId("assessment-export")).toBeNull();
  });

  it("export the assessments of the filters, show the task through to the file and download it", async () => {
    const requests: unknown[] = [];
    const user = renderActions("Risk Manager", {
      "riskAssessmentTransfer.export": (body) => {
        requests.push(body);
        return { taskId: TASK, status: "queued" };
      },
      "tasks.get": () => ({
        id: TASK,
        kind: "assessment-export",
        status: "completed",
        progress: 3,
        total: 3,
        result: { rows: 3, format: "xlsx", filename: "risk-assessments.xlsx" },
        error: null,
        createdAt: "2026-11-25T10:00:00.000Z",
        startedAt: "2026-11-25T10:00:01.000Z",
        finishedAt: "2026-11-25T10:00:02.000Z",
        outputFile: {
          id: FILE,
          filename: "risk-assessments.xlsx",
          size: 4096,
          contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          expiresAt: "2026-12-02T10:00:02.000Z",
        },
        outputFileExpired: null,
      }),
    });
    await user.click(await screen.findByTestId("assessment-export"));
    expect(await screen.findByText("Assessments matching the filters")).toBeTruthy();
    await user.click(screen.getByTestId("assessment-export-xlsx"));
    const dialog = await screen.findByTestId("transfer-dialog");
    expect(within(dialog).getByText("Export risk assessments (Excel (XLSX))")).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId("export-ready").textContent).toContain("3 assessments, 4 KB"),
    );
    expect(requests).toEqual([{ format: "xlsx", status: "in_progress" }]);
    expect(startDownload).toHaveBeenCalledWith(`/api/files/${FILE}/download`, "risk-assessments.xlsx");
  });

  it("explain an import first: the columns with what to enter, and the templates", async () => {
    const user = renderActions("Risk Manager");
    await user.click(await screen.findByTestId("assessment-import"));
    const help = await screen.findByTestId("import-help");
    expect(within(help).getByText("Import risk assessments")).toBeTruthy();
    const columns = within(help).getAllByTestId("import-help-column");
    expect(columns[0]!.textContent).toMatch(/^Reference.*a new reference/);
    expect(columns[1]!.textContent).toMatch(/^VendorRequired.*exactly as in the register/);
    expect(columns.map((c) => c.textContent)).toContainEqual(expect.stringMatching(/^Lead AssessorRequired/));
    expect(within(help).getByTestId("import-template-csv").getAttribute("href")).toBe(
      "/api/risk-assessments/import-template/csv",
    );
  });
});
