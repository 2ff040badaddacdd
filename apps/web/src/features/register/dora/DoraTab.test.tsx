// @vitest-environment jsdom
// English texts first (synchronous), before anything that loads the app's i18n.
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { REPORTING_ENTITY_GONE } from "@tprm/api/schemas";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDownload } from "../../../components/transfer/upload";
import { i18n } from "../../../i18n/test-setup";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import germanRegister from "../../../locales/de/register.json";
import { DoraTab } from "./DoraTab";

vi.mock("../../../components/transfer/upload", async (original) => ({
  ...(await original<typeof import("../../../components/transfer/upload")>()),
  startDownload: vi.fn(),
}));

const ENTITY = "0196f000-0000-7000-8000-00000000e001";
const CONTRACT = "0196f000-0000-7000-8000-00000000c001";
const FILE = "0196f000-0000-7000-8000-00000000f001";
const SCOPE = { consolidated: false, entityId: ENTITY, referenceDate: "2026-12-31" };

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

// As the worker writes it: the report with the run's own scope and file naming.
const report = (forced: boolean) => ({
  refused: !forced,
  packageName: forced ? "529900VPNSMFJTR6PC81.IND_DE_DORA010100_DORA_2026-12-31_20261129100000000" : null,
  forced,
  counts: { blocking: 1, warning: 0 },
  problems: [problem],
  rowsPerTemplate: null,
  scope: SCOPE,
  profile: "eba",
});

function task(id: string, status: "completed" | "failed", over: Record<string, unknown> = {}) {
  const forced = status === "completed";
  return {
    id,
    kind: "dora-export",
    status,
    progress: 1,
    total: 1,
    result: report(forced),
    error: forced ? null : "The checks found 1 blocking error: the package was not written.",
    createdAt: "2026-11-29T10:00:00.000Z",
    startedAt: "2026-11-29T10:00:01.000Z",
    finishedAt: "2026-11-29T10:00:02.000Z",
    outputFile: forced ? { id: FILE, filename: "package.zip", size: 2048, contentType: "application/zip" } : null,
    outputFileExpired: null,
    ...over,
  };
}

function renderDora(handlers: Record<string, Handler>, url = "/register?tab=dora") {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[url]}>
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
      ...handlers,
    },
  );
}

async function clickExport(user: ReturnType<typeof renderDora>["user"]) {
  const exportButton = (await screen.findByTestId("dora-export")) as HTMLButtonElement;
  await waitFor(() => expect(exportButton.disabled).toBe(false));
  await user.click(exportButton);
  return exportButton;
}

beforeAll(() => polyfillDialogs());
afterEach(() => cleanup());

describe("the DORA export tab", () => {
  it("shows a refused export's problems with their links, and forces the export only after the confirmation", async () => {
    const starts: unknown[] = [];
    let release: (() => void) | null = null;
    const { user } = renderDora({
      "register.dora.start": async (input) => {
        starts.push(input);
        // The forced start waits until the test has looked at the dialog while it is pending.
        if (starts.length === 2) await new Promise<void>((resolve) => (release = resolve));
        return { taskId: `task-${starts.length}`, status: "queued" };
      },
      "tasks.get": (input) => {
        const id = (input as { id: string }).id;
        return task(id, id === "task-2" ? "completed" : "failed");
      },
    });

    await clickExport(user);
    const refused = await screen.findByTestId("dora-refused");
    expect(starts[0]).toEqual({ ...SCOPE, profile: "eba", force: false });
    expect(refused.textContent).toContain("The checks found 1 blocking error.");
    const item = within(refused).getByTestId("problem");
    expect(item.textContent).toContain("This mandatory value is empty.");
    expect(item.textContent).toContain("Row 2 · Column c0050 · Field: Annual cost");
    expect(within(refused).getByTestId("problem-group").getAttribute("data-template")).toBe("B_02.01");
    expect(within(item).getByTestId("problem-fix").getAttribute("href")).toBe(problem.link);

    // The refusal belongs to its run: another file naming hides it (and its Force), the same one shows it again.
    await user.selectOptions(screen.getByLabelText("File naming"), "nbb");
    expect(screen.queryByTestId("dora-refused")).toBeNull();
    expect(screen.queryByTestId("dora-force")).toBeNull();
    await user.selectOptions(screen.getByLabelText("File naming"), "eba");
    expect(await screen.findByTestId("dora-refused")).toBeTruthy();

    // Force: a confirmation that says the package carries known errors; Cancel starts nothing.
    await user.click(screen.getByTestId("dora-force"));
    const dialog = await screen.findByTestId("dora-force-dialog");
    expect(dialog.textContent).toContain("The package will carry 1 known blocking error");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(starts).toHaveLength(1);

    await user.click(screen.getByTestId("dora-force"));
    await user.click(await screen.findByTestId("dora-force-confirm"));
    // While the forced export starts, the dialog still counts the refused run's errors and its problems stay.
    await waitFor(() => expect(starts).toHaveLength(2));
    expect(screen.getByTestId("dora-force-dialog").textContent).toContain("1 known blocking error");
    expect(screen.getByTestId("dora-force-confirm").textContent).toBe("Exporting…");
    expect(screen.getByTestId("dora-refused")).toBeTruthy();
    // Forced with the refused run's own scope and naming.
    expect(starts[1]).toEqual({ ...SCOPE, profile: "eba", force: true });
    (release as (() => void) | null)?.();

    expect(await screen.findByTestId("dora-done")).toBeTruthy();
    expect(screen.getByTestId("dora-done").textContent).toContain("The package is ready, with known errors");
    expect(screen.queryByTestId("dora-refused")).toBeNull();
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(`/api/files/${FILE}/download`, "package.zip"));
  });

  it("keeps the refused run and says why in the dialog when the forced export cannot start", async () => {
    const starts: unknown[] = [];
    const { user } = renderDora({
      "register.dora.start": (input) => {
        starts.push(input);
        if (starts.length === 2) {
          throw serverError(
            400,
            "BAD_REQUEST",
            "entityId: Choose an entity of the register (not a branch) as the reporting entity",
          );
        }
        return { taskId: "task-1", status: "queued" };
      },
      "tasks.get": () => task("task-1", "failed"),
    });
    await clickExport(user);
    await screen.findByTestId("dora-refused");
    await user.click(screen.getByTestId("dora-force"));
    await user.click(await screen.findByTestId("dora-force-confirm"));

    const error = await screen.findByTestId("dora-force-error");
    expect(error.textContent).toContain("The export could not start.");
    expect(error.textContent).toContain("Choose an entity of the register (not a branch) as the reporting entity.");
    expect(error.textContent).not.toContain("entityId:");
    expect(screen.getByTestId("dora-force-dialog").textContent).toContain("1 known blocking error");
    expect(screen.getByTestId("dora-refused")).toBeTruthy();
    expect(screen.getByTestId("problem")).toBeTruthy();

    // Closed, the tab says it; opening the dialog again starts afresh.
    await user.click(within(screen.getByTestId("dora-force-dialog")).getByRole("button", { name: "Cancel" }));
    expect((await screen.findByTestId("dora-start-error")).textContent).toContain("not a branch");
    await user.click(screen.getByTestId("dora-force"));
    await screen.findByTestId("dora-force-dialog");
    expect(screen.queryByTestId("dora-force-error")).toBeNull();
  });

  it("stops waiting and lets the export be asked again when the task cannot be read", async () => {
    const starts: unknown[] = [];
    const { user } = renderDora({
      "register.dora.start": (input) => {
        starts.push(input);
        return { taskId: "task-1", status: "queued" };
      },
      "tasks.get": () => {
        throw serverError(404, "NOT_FOUND", "Task not found.");
      },
    });
    const exportButton = await clickExport(user);
    const error = await screen.findByTestId("dora-poll-error");
    expect(error.textContent).toContain("The export's progress could not be loaded.");
    expect(error.textContent).toContain("its outcome will show under Past exports");
    expect(screen.queryByTestId("dora-progress")).toBeNull();
    expect(exportButton.disabled).toBe(false);
    expect(exportButton.textContent).toBe("Export package");
    await user.click(exportButton);
    await waitFor(() => expect(starts).toHaveLength(2));
  });

  it("says in the user's language that the reporting entity was deleted", async () => {
    i18n.addResourceBundle("de", "register", germanRegister, true, true);
    const { user } = renderDora({
      "register.dora.start": () => ({ taskId: "task-1", status: "queued" }),
      "tasks.get": () => task("task-1", "failed", { result: null, error: REPORTING_ENTITY_GONE }),
    });
    await clickExport(user);
    const failed = await screen.findByTestId("dora-failed");
    expect(failed.textContent).toContain("The reporting entity no longer exists");
    try {
      await i18n.changeLanguage("de");
      await waitFor(() =>
        expect(screen.getByTestId("dora-failed").textContent).toContain(
          "Das berichtende Unternehmen existiert nicht mehr",
        ),
      );
      expect(screen.getByTestId("dora-failed").textContent).not.toContain("no longer exists");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("counts a past export's problems in the singular and the plural", async () => {
    const past = (taskId: string, blocking: number, warning: number) => ({
      taskId,
      status: "completed",
      progress: 4,
      total: 4,
      error: null,
      createdAt: "2026-11-29T10:00:00.000Z",
      finishedAt: "2026-11-29T10:00:02.000Z",
      requestedBy: { id: "u1", name: "Clara Compliance" },
      profile: "eba",
      forceRequested: blocking > 0,
      scope: SCOPE,
      report: {
        refused: false,
        packageName: `P-${taskId}`,
        forced: blocking > 0,
        counts: { blocking, warning },
        problems: [],
        rowsPerTemplate: null,
      },
      outputFile: null,
    });
    renderDora({
      "register.dora.list": () => ({
        items: [past("0196f000-0000-7000-8000-00000000a001", 1, 1), past("0196f000-0000-7000-8000-00000000a002", 0, 2)],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      }),
    });
    const rows = await screen.findAllByTestId("dora-history-row");
    expect(rows[0]?.textContent).toContain("1 blocking error, 1 warning");
    expect(rows[0]?.textContent).not.toContain("1 warnings");
    expect(rows[1]?.textContent).toContain("0 blocking errors, 2 warnings");
  });
});
