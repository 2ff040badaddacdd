import { describe, expect, it } from "vitest";
import { filtersFromParams, hasFilters, NO_FILTERS, paramsFromFilters, toQueryInput } from "./audit-filters";

describe("audit filters in the URL", () => {
  it("reads back what it writes, page included", () => {
    const filters = {
      actorId: "01937a3e-0000-7000-8000-0000000000aa",
      action: "UPDATE",
      entityType: "Vendor",
      entityId: "v-1",
      from: "2026-01-01",
      to: "2026-01-31",
    };
    const params = paramsFromFilters(filters, 3);
    expect(params.toString()).toBe(
      "actorId=01937a3e-0000-7000-8000-0000000000aa&action=UPDATE&entityType=Vendor&entityId=v-1&from=2026-01-01&to=2026-01-31&page=3",
    );
    expect(filtersFromParams(params)).toEqual({ filters, page: 3 });
  });

  it("leaves out empty filters and page 1, and drops what is not valid", () => {
    expect(paramsFromFilters(NO_FILTERS, 1).toString()).toBe("");
    const read = filtersFromParams(new URLSearchParams("actorId=bob&from=yesterday&to=2026-02-30x&page=-2"));
    expect(read).toEqual({ filters: NO_FILTERS, page: 1 });
    expect(hasFilters(read.filters)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, entityId: "x" })).toBe(true);
  });

  it("turns the filters into the API's input, days as the local day's bounds", () => {
    const input = toQueryInput(
      { ...NO_FILTERS, action: "EXPORT", from: "2026-03-01", to: "2026-03-01" },
      {
        entityType: " Vendor ",
        entityId: "",
      },
    );
    expect(input).toMatchObject({ action: "EXPORT", entityType: "Vendor", entityId: undefined, actorId: undefined });
    expect(new Date(input.from!).getTime()).toBe(new Date("2026-03-01T00:00:00.000").getTime());
    expect(new Date(input.to!).getTime()).toBe(new Date("2026-03-01T23:59:59.999").getTime());
  });
});
