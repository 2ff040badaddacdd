import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { checkImportFile, formatBytes, progressText, taskPercent } from "./transfer-format";

const t = i18n.t;

describe("task progress", () => {
  it("is a percentage once the total is known, indeterminate before, 100 when done", () => {
    expect(taskPercent({ status: "running", progress: 25_000, total: 100_000 })).toBe(25);
    expect(taskPercent({ status: "running", progress: 5_000, total: null })).toBeNull();
    expect(taskPercent({ status: "completed", progress: 0, total: 0 })).toBe(100);
    expect(taskPercent({ status: "running", progress: 7, total: 3 })).toBe(100);
  });

  it("says what is happening", () => {
    expect(progressText(t, "export", { status: "queued", progress: 0, total: null })).toBe(
      "Waiting for the background worker…",
    );
    expect(progressText(t, "export", { status: "running", progress: 5000, total: 100000 })).toBe(
      "Writing 5,000 of 100,000 vendors…",
    );
    expect(progressText(t, "import", { status: "running", progress: 20000, total: null })).toBe(
      "Checking rows… 20,000 read",
    );
    expect(progressText(t, "import", { status: "running", progress: 0, total: 12 })).toBe("Saving 0 of 12 vendors…");
  });
});

describe("choosing an import file", () => {
  it("takes .csv and .xlsx up to the limit", () => {
    const max = 50 * 1024 * 1024;
    expect(checkImportFile(t, { name: "vendors.CSV", size: 10 }, max)).toBeNull();
    expect(checkImportFile(t, { name: "register.xlsx", size: max }, max)).toBeNull();
    expect(checkImportFile(t, { name: "register.xls", size: 10 }, max)).toBe("Choose a CSV or Excel (.xlsx) file.");
    expect(checkImportFile(t, { name: "a.csv", size: 0 }, max)).toBe("The file is empty.");
    expect(checkImportFile(t, { name: "a.csv", size: max + 1 }, max)).toBe("The file is larger than 50.0 MB.");
    expect(formatBytes(t, 1536)).toBe("2 KB");
    expect(formatBytes(t, 312)).toBe("312 bytes");
  });
});
