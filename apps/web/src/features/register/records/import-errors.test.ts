import { describe, expect, it } from "vitest";
import { importRowErrors } from "./import-errors";

describe("a refused import's row problems", () => {
  it("lists each issue under rows.<row>.<column>, by row then column", () => {
    const error = {
      data: {
        issues: [
          { path: "rows.3.lei", message: "Enter a valid LEI" },
          { path: "rows.1.parent_lei", message: "No entity has LEI X" },
          { path: ["rows", 1, "country"], message: "Country is required" },
          { path: "csv", message: "The file is empty" },
          { path: "rows.x.name", message: "ignored" },
        ],
      },
    };
    expect(importRowErrors(error)).toEqual([
      { row: 1, column: "country", message: "Country is required" },
      { row: 1, column: "parent_lei", message: "No entity has LEI X" },
      { row: 3, column: "lei", message: "Enter a valid LEI" },
    ]);
  });

  it("gives none for an error of another kind", () => {
    expect(importRowErrors(new Error("offline"))).toEqual([]);
    expect(importRowErrors({ data: null })).toEqual([]);
  });
});
