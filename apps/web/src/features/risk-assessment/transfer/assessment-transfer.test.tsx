import { ASSESSMENT_IMPORT_COLUMN_HELP, type AssessmentImportResult } from "@tprm/api/assessment-transfer";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImportReport } from "../../../components/transfer/ImportReport";
import { progressText } from "../../../components/transfer/transfer-format";
import { i18n } from "../../../i18n/test-setup";
import { assessmentColumnHelp, assessmentTransferTexts } from "./assessment-transfer-texts";

const t = i18n.t;
const texts = assessmentTransferTexts(t);

describe("the assessment import's help", () => {
  it("explains every column an import reads in the user's language, never with the server's English fallback", () => {
    for (const column of ASSESSMENT_IMPORT_COLUMN_HELP) {
      const help = assessmentColumnHelp(t, { header: column.header, help: "SERVER WORDS" });
      expect(help, column.header).not.toBe("SERVER WORDS");
      expect(help.length, column.header).toBeGreaterThan(10);
    }
    expect(assessmentColumnHelp(t, { header: "IT & business continuity Score", help: "" })).toMatch(/0 to 10/);
    expect(ASSESSMENT_IMPORT_COLUMN_HELP.filter((c) => c.required).map((c) => c.header)).toEqual([
      "Vendor",
      "Lead Assessor",
    ]);
  });
});

describe("the assessment transfer's words", () => {
  it("count assessments in the progress sentence", () => {
    expect(progressText(t, "export", { status: "running", progress: 2000, total: 100000 }, texts)).toBe(
      "Writing 2,000 of 100,000 assessments…",
    );
    expect(progressText(t, "import", { status: "running", progress: 1, total: 3 }, texts)).toBe(
      "Saving 1 of 3 assessments…",
    );
  });

  it("report an imported file with its drafts and assessments in progress", () => {
    const result: AssessmentImportResult = {
      outcome: "imported",
      filename: "q3.xlsx",
      rows: 3,
      inserted: 3,
      inProgress: 2,
      drafts: 1,
      references: { first: "RA-2026-0007", last: "RA-2026-0009" },
      batch: { taskId: "t", firstId: "a", lastId: "b" },
      ignoredColumns: [],
      notices: [],
      workbook: null,
    };
    const html = renderToStaticMarkup(<ImportReport result={result} texts={texts} />);
    expect(html).toContain("3 assessments imported");
    expect(html).toContain("In progress: 2; drafts: 1.");
  });

  it("report a rejected file with each problem's row, column and reason", () => {
    const result: AssessmentImportResult = {
      outcome: "rejected",
      filename: "q3.csv",
      rows: 2,
      inserted: 0,
      rejectedRows: 1,
      problemCount: 1,
      problems: [{ row: 3, column: "Vendor", value: "Nobody", reason: 'No vendor named "Nobody" in the register' }],
      problemsTruncated: false,
      ignoredColumns: [],
      notices: [],
      workbook: null,
    };
    const html = renderToStaticMarkup(<ImportReport result={result} texts={texts} />);
    expect(html).toContain("Nothing was imported");
    expect(html).toContain("No vendor named &quot;Nobody&quot; in the register");
  });
});
