// The demo seed and the test fixture (packages/db/src/demo-data/register*.ts) copy the few EBA codes they use, since
// @tprm/db cannot import this package: every one of them must be a code of the catalog's list of the same name.
import { REGISTER_CODES, registerCodesUsed } from "@tprm/db/demo";
import { describe, expect, it } from "vitest";
import { CLOSED_LISTS, isInClosedList } from "./catalog.js";

describe("the closed-list codes the register's demo data uses", () => {
  it("names only lists of the catalog", () => {
    for (const list of Object.keys(REGISTER_CODES)) expect(Object.keys(CLOSED_LISTS), list).toContain(list);
  });

  it("uses only codes of those lists", () => {
    const used = registerCodesUsed();
    expect(used.length).toBeGreaterThan(30);
    const outside = used.filter(({ list, code }) => !isInClosedList(list, code));
    expect(outside).toEqual([]);
  });
});
