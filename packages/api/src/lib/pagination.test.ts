import { describe, expect, it } from "vitest";
import { COUNT_WINDOW, paginate, totalFromWindow } from "./pagination.js";

/** What a list that counts at most COUNT_WINDOW + 1 rows from the page's offset learns over `rows` rows. */
const countWindow = (rows: number, page: number, limit: number) => {
  const offset = (page - 1) * limit;
  const counted = Math.max(0, Math.min(rows - offset, COUNT_WINDOW + 1));
  return totalFromWindow(counted, offset, async () => Math.min(rows, offset));
};

describe("totalFromWindow", () => {
  it("is exact when fewer rows than the window remain", async () => {
    expect(await countWindow(137, 1, 50)).toEqual({ total: 137, totalIsLowerBound: false });
    expect(await countWindow(137, 3, 50)).toEqual({ total: 137, totalIsLowerBound: false });
  });

  it("stops at the window past the current page and says the total is a lower bound", async () => {
    expect(await countWindow(100_000, 1, 50)).toEqual({ total: COUNT_WINDOW, totalIsLowerBound: true });
    const deep = await countWindow(100_000, 300, 50);
    expect(deep).toEqual({ total: 299 * 50 + COUNT_WINDOW, totalIsLowerBound: true });
    expect(paginate(300, 50, deep.total, true).totalPages).toBeGreaterThan(300);
  });

  it("counts from the start for a page past the end, so the pager shows where the list ends", async () => {
    expect(await countWindow(120, 9, 50)).toEqual({ total: 120, totalIsLowerBound: false });
  });
});
