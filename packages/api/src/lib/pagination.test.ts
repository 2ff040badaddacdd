import { describe, expect, it } from "vitest";
import { COUNT_WINDOW, countWindow, paginate } from "./pagination.js";

/** A stand-in for `db.model.count({ where, skip, take })` over `rows` matching rows. */
const counter =
  (rows: number) =>
  async ({ skip, take }: { skip: number; take: number }) =>
    Math.max(0, Math.min(rows - skip, take));

describe("countWindow", () => {
  it("is exact when fewer rows than the window remain", async () => {
    expect(await countWindow(counter(137), 1, 50)).toEqual({ total: 137, totalIsLowerBound: false });
    expect(await countWindow(counter(137), 3, 50)).toEqual({ total: 137, totalIsLowerBound: false });
  });

  it("stops at the window past the current page and says the total is a lower bound", async () => {
    expect(await countWindow(counter(100_000), 1, 50)).toEqual({ total: COUNT_WINDOW, totalIsLowerBound: true });
    const deep = await countWindow(counter(100_000), 300, 50);
    expect(deep).toEqual({ total: 299 * 50 + COUNT_WINDOW, totalIsLowerBound: true });
    expect(paginate(300, 50, deep.total, true).totalPages).toBeGreaterThan(300);
  });

  it("counts from the start for a page past the end, so the pager shows where the list ends", async () => {
    expect(await countWindow(counter(120), 9, 50)).toEqual({ total: 120, totalIsLowerBound: false });
  });
});
