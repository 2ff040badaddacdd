// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDownload } from "../../../components/transfer/upload";
import { polyfillDialogs, renderWithTrpc } from "../../../lib/test-trpc";
import { DoraTab } from "./DoraTab";

vi.mock("../../../components/transfer/upload", async (original) => ({
  ...(await original<typeof import("../../../components/transfer/upload")>()),
  startDownload: vi.fn(),
}));

const ENTITY = "0196f000-0000-7000-8000-00000000e001";
const CONTRACT = "0196f000-0000-7000-8000-00000000c001";
const FILE = "0196f000-0000-7000-8000-00000000f001";

const problem = {
  severity: "blocking",
  template: "B_02.01",
  row: 2,
  column: "c0050",
  field: "annualCost",
  rule: "mandatory",
  message: "B_02.01 c0050 (Annual expense or estimated cost) is mandatory and empty for CT-1 Hosting.",
  params: { label: "Annual expense or estimated cost" },
  record: { kind: "contract", id: CONTRACT, label: "CT-1 Hosting" },
  link: `/contracts?contract=${CONTRACT}&section=register&field=annualCost`,
};

const report = (forced: boolean) => ({
  refused: !forced,
  packageName: forced ? "529900VPNSMFJTR6PC81.IND_DE_DORA010100_DORA_2026-12-31_20261129100000000" : null,
  forced,
  counts: { blocking: 1, warning: 0 },
  problems: [problem],
  rowsPerTemplate: null,
});

function task(id: string, forced: boolean) {
  return {
    id,
    kind: "dora-export",
    status: forced ? "completed" : "failed",
    progress: 1,
    total: 1,
    result: report(forced),
    error: forced ? null : "The checks found 1 blocking error: the package was not written.",
    createdAt: "2026-11-29T10:00:00.000Z",
    startedAt: "2026-11-29T10:00:01.000Z",
    finishedAt: "2026-11-29T10:00:02.000Z",
    outputFile: forced ? { id: FILE, filename: "package.zip", size: 2048, contentType: "application/zip" } : null,
    outputFileExpired: null,
  };
}

beforeAll(() => polyfillDialogs());
afterEach(() => cleanup());

describe("the DORA export tab", () => {
  it("shows a refused export's problems with their links, and forces the export only after the confirmation", async () => {
    const starts: unknown[] = [];
    const { user } = renderWithTrpc(
      <MemoryRouter initialEntries={["/register?tab=dora"]}>
        <DoraTab />
      </MemoryRouter>,
      {
        "auth.me": () => ({ user: { id: "u1", role: "Compliance Officer" } }),
        "system.calendar": () => ({ timeZone: "UTC", today: "2026-11-29" }),
        "register.entities.list": () => ({
          items: [{ id: ENTITY, name: "Lindenhof Bank AG", lei: "529900VPNSMFJTR6PC81", maintainsRegister: true }],
          pagination: { page: 1, limit: 200, total: 1, totalPages: 1 },
        }),
        "register.dora.list": () => ({ items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
        "register.dora.start": (input) => {
          starts.push(input);
          return { taskId: `task-${starts.length}`, status: "queued" };
        },
        "tasks.get": (input) => task((input as { id: string }).id, (input as { id: string }).id === "task-2"),
      },
    );

    const exportButton = await screen.findByTestId("dora-export");
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    await user.click(exportButton);
    const refused = await screen.findByTestId("dora-refused");
    expect(starts[0]).toEqual({
      consolidated: false,
      referenceDate: "2026-12-31",
      entityId: ENTITY,
      profile: "eba",
      force: false,
    });
    expect(refused.textContent).toContain("The checks found 1 blocking error.");
    const item = within(refused).getByTestId("problem");
    expect(item.textContent).toContain("This mandatory value is empty.");
    expect(item.textContent).toContain("Row 2 · Column c0050 · Field: Annual cost");
    expect(within(refused).getByTestId("problem-group").getAttribute("data-template")).toBe("B_02.01");
    expect(within(item).getByTestId("problem-fix").getAttribute("href")).toBe(problem.link);

    // Force: a confirmation that says the package carries known errors; Cancel starts nothing.
    await user.click(screen.getByTestId("dora-force"));
    const dialog = await screen.findByTestId("dora-force-dialog");
    expect(dialog.textContent).toContain("The package will carry 1 known blocking error");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(starts).toHaveLength(1);

    await user.click(screen.getByTestId("dora-force"));
    await user.click(await screen.findByTestId("dora-force-confirm"));
    expect(await screen.findByTestId("dora-done")).toBeTruthy();
    expect(starts[1]).toMatchObject({ force: true, profile: "eba" });
    expect(screen.getByTestId("dora-done").textContent).toContain("The package is ready, with known errors");
    expect(screen.queryByTestId("dora-refused")).toBeNull();
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(`/api/files/${FILE}/download`, "package.zip"));
  });
});
