import { describe, expect, it } from "vitest";
import { recordPath } from "./compliance-labels";
import { filenameOf } from "./download-report";

describe("the compliance report's filename", () => {
  it("takes the exact UTF-8 name, else the ASCII one, else a plain name", () => {
    expect(
      filenameOf(
        `attachment; filename="compliance-report-2026-11-28.pdf"; filename*=UTF-8''compliance-report-2026-11-28.pdf`,
      ),
    ).toBe("compliance-report-2026-11-28.pdf");
    expect(filenameOf(`attachment; filename="Pr_fbericht.pdf"; filename*=UTF-8''Pr%C3%BCfbericht.pdf`)).toBe(
      "Prüfbericht.pdf",
    );
    expect(filenameOf(`attachment; filename="only-ascii.pdf"`)).toBe("only-ascii.pdf");
    expect(filenameOf(null)).toBe("compliance-report.pdf");
  });
});

describe("where a gap's record opens", () => {
  it("links policies, arrangements and contracts by id and vendors by a search of their name", () => {
    const id = "0190a5c4-0000-7000-8000-000000000001";
    expect(recordPath({ recordType: "policy", recordId: id, label: "P" })).toBe(
      `/governance?tab=policies&policy=${id}`,
    );
    expect(recordPath({ recordType: "workflow", recordId: id, label: "W" })).toBe(`/workflows?record=${id}`);
    expect(recordPath({ recordType: "contract", recordId: id, label: "C" })).toBe(`/contracts?contract=${id}`);
    expect(recordPath({ recordType: "vendor", recordId: id, label: "Gamma & Söhne" })).toBe(
      "/vendor-management?q=Gamma%20%26%20S%C3%B6hne",
    );
    expect(recordPath({ recordType: "kpi-breach", recordId: id, label: "Alpha: Availability" })).toBeNull();
  });
});
