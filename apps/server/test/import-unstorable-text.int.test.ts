// Issue 9 review: text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) in an imported file is
// refused per row, like any other bad cell: the import's report names the row and the column, and nothing is
// written. Before, such a cell passed the row check and reached json_to_recordset, and the job failed "unexpectedly"
// with no report. Through the real route and the real worker job: XLSX (&#0;, &#xD800;, a NUL byte in the XML). A CSV
// cannot bring either in: the upload's content check refuses a NUL byte (415), and UTF-8 cannot encode a lone
// surrogate; the row check covers CSV cells all the same (unit-tested in vendor-transfer/rules.test.ts).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZipWriter } from "../../../packages/api/src/files/zip-writer.js";
import { bearer } from "./helpers.js";
import { multipart, useImportApp } from "./vendor-transfer-harness.js";

const imports = useImportApp();
const TAG = `Unstorable ${randomUUID().slice(0, 8)}`;

/** A workbook whose worksheet has the rows given as inline-string cells (XML text, entities as written). */
function xlsx(rows: string[][]) {
  const zip = new ZipWriter();
  zip.add(
    "xl/workbook.xml",
    '<workbook xmlns:r="r"><sheets><sheet name="Vendors" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.add(
    "xl/_rels/workbook.xml.rels",
    '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  const cells = (row: string[], r: number) =>
    row.map((xml, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${xml}</t></is></c>`);
  const sheet = rows.map((row, i) => `<row r="${i + 1}">${cells(row, i + 1).join("")}</row>`).join("");
  zip.add("xl/worksheets/sheet1.xml", `<worksheet><sheetData>${sheet}</sheetData></worksheet>`);
  return zip.finish();
}

const NUL = "The cell holds a NUL character (\\u0000), which cannot be stored; remove it";
const SURROGATE =
  "The cell holds an invalid character (an unpaired UTF-16 surrogate), which cannot be stored; remove it";

describe("a cell with text that cannot be stored (POST /api/vendors/import → worker)", () => {
  it("a CSV with a NUL byte is refused at the upload already (415), before any task", async () => {
    const { payload, headers } = multipart("nul.csv", `Name,Legal Name\n${TAG} A,Bad\u0000Ltd\n`);
    const res = await imports.t.app.inject({
      method: "POST",
      url: "/api/vendors/import",
      headers: { ...headers, ...bearer(imports.procurement.token) },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain("binary data");
  });

  it.each([
    {
      file: "nul-reference.xlsx",
      content: () =>
        xlsx([
          ["Name", "Legal Name"],
          [`${TAG} D`, "Fine"],
          [`${TAG} E`, "Bad&#0;Ltd"],
        ]),
      problem: { row: 3, column: "Legal Name", value: "Bad\uFFFDLtd", reason: NUL },
    },
    {
      file: "surrogate-reference.xlsx",
      content: () =>
        xlsx([
          ["Name", "Contact"],
          [`${TAG} F&#xD800;`, "Ann"],
          [`${TAG} G`, "Bob"],
        ]),
      problem: { row: 2, column: "Name", value: `${TAG} F\uFFFD`, reason: SURROGATE },
    },
    {
      file: "nul-byte.xlsx",
      content: () =>
        xlsx([
          ["Name", "Country", "Services Provided"],
          [`${TAG} H`, "GB", "Payroll"],
          [`${TAG} I`, "GB", "Pay\u0000roll"],
        ]),
      problem: { row: 3, column: "Services Provided", value: "Pay\uFFFDroll", reason: NUL },
    },
  ])(
    "$file is rejected with a report naming the row and column; nothing is written",
    async ({ file, content, problem }) => {
      const task = await imports.importFile(file, content());
      expect(task.status, task.error ?? "").toBe("completed");
      expect(task.result).toMatchObject({ outcome: "rejected", inserted: 0, problemCount: 1, problems: [problem] });
      const report = await imports.t.app.inject({
        method: "GET",
        url: `/api/files/${task.outputFile!.id}/download`,
        headers: bearer(imports.procurement.token),
      });
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain(`${problem.row},${problem.column},`);
      expect(report.body).toContain(problem.reason);
      expect(await imports.t.services.db.vendor.count({ where: { name: { startsWith: TAG } } })).toBe(0);
    },
  );

  it("a header that cannot be stored is refused on the header row", async () => {
    const task = await imports.importFile(
      "nul-header.xlsx",
      xlsx([
        ["Name", "Col&#0;our"],
        [`${TAG} J`, "red"],
      ]),
    );
    expect(task.result).toMatchObject({
      outcome: "rejected",
      problems: [{ row: 1, column: "Col\uFFFDour", reason: expect.stringContaining("NUL character") }],
    });
    expect(await imports.t.services.db.vendor.count({ where: { name: { startsWith: TAG } } })).toBe(0);
  });
});
