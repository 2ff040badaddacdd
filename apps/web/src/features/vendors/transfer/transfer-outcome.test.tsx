import type { VendorImportResult } from "@tprm/api/vendor-transfer";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "../../../i18n/test-setup";
import { ImportReport } from "./ImportReport";
import { Completed, type TransferTask } from "./TransferDialog";

const noop = () => {};

function task(fields: Partial<TransferTask>): TransferTask {
  return {
    id: "0196f000-0000-7000-8000-000000000001",
    kind: "vendor-export",
    status: "completed",
    progress: 12,
    total: 12,
    result: { rows: 12, format: "csv", filename: "vendor-register.csv" },
    error: null,
    createdAt: "2026-11-01T10:00:00Z",
    startedAt: "2026-11-01T10:00:01Z",
    finishedAt: "2026-11-01T10:00:02Z",
    outputFile: null,
    outputFileExpired: null,
    ...fields,
  };
}

const exportJob = { kind: "export", format: "csv" } as const;

describe("a finished export", () => {
  it("offers its file while it is kept, and says until when", () => {
    const html = renderToStaticMarkup(
      <Completed
        job={exportJob}
        task={task({
          outputFile: {
            id: "0196f000-0000-7000-8000-0000000000f1",
            filename: "vendor-register.csv",
            size: 2048,
            contentType: "text/csv; charset=utf-8",
            expiresAt: "2026-11-08T10:00:02Z",
          },
        })}
        onRetry={noop}
        onDownload={noop}
      />,
    );
    expect(html).toContain('data-testid="export-download"');
    expect(html).toContain("Download vendor-register.csv");
    expect(html).toContain("Available to download until");
    expect(html).not.toContain("export-expired");
  });

  it("whose file expired says so and offers to run the export again, never a dead download", () => {
    const message = "This export has expired (exports are kept for 7 days). Run the export again.";
    const html = renderToStaticMarkup(
      <Completed job={exportJob} task={task({ outputFileExpired: { message } })} onRetry={noop} onDownload={noop} />,
    );
    expect(html).toContain('data-testid="export-expired"');
    expect(html).toContain(message);
    expect(html).toContain("Run the export again");
    expect(html).not.toContain("export-download");
    expect(html).not.toContain("Your file is ready");
  });

  it("a rejected import whose problem report expired shows the problems and the expiry, not the report button", () => {
    const result: VendorImportResult = {
      outcome: "rejected",
      filename: "vendors.csv",
      rows: 1,
      inserted: 0,
      rejectedRows: 1,
      problemCount: 1,
      problems: [{ row: 2, column: "Name", value: null, reason: "Vendor name is required" }],
      problemsTruncated: false,
      ignoredColumns: [],
      notices: [],
      workbook: null,
    };
    const html = renderToStaticMarkup(
      <Completed
        job={{ kind: "import", filename: "vendors.csv", size: 20 }}
        task={task({
          kind: "vendor-import",
          result: result as unknown as TransferTask["result"],
          outputFileExpired: { message: "This problem report has expired (reports are kept for 7 days)." },
        })}
        onRetry={noop}
        onDownload={noop}
      />,
    );
    expect(html).toContain("Vendor name is required");
    expect(html).toContain("This problem report has expired");
    expect(html).not.toContain("import-report-download");
  });
});

describe("the import report", () => {
  const imported: VendorImportResult = {
    outcome: "imported",
    filename: "register.xlsx",
    rows: 2,
    inserted: 2,
    onboardingTasks: 0,
    batch: { taskId: "t", firstId: "a", lastId: "b" },
    ignoredColumns: [],
    notices: ['Only the first worksheet, "Vendors", was read; 1 other worksheet was ignored: "Contacts".'],
    workbook: {
      worksheet: { name: "Vendors", hidden: false },
      ignoredWorksheets: [{ name: "Contacts", hidden: false }],
    },
  };

  it("shows the notice about worksheets that were not read", () => {
    const html = renderToStaticMarkup(<ImportReport result={imported} />);
    expect(html).toContain('data-testid="import-notices"');
    expect(html).toContain("Only the first worksheet, &quot;Vendors&quot;, was read; 1 other worksheet was ignored");
  });

  it("shows no notice when there is none, or for a result stored before notices existed", () => {
    expect(renderToStaticMarkup(<ImportReport result={{ ...imported, notices: [] }} />)).not.toContain(
      "import-notices",
    );
    const { notices: _, ...older } = imported;
    expect(renderToStaticMarkup(<ImportReport result={older} />)).not.toContain("import-notices");
  });
});
