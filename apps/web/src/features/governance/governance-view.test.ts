import { describe, expect, it } from "vitest";
import { governanceTabOf, governanceTabParams } from "./governance-view";

describe("the governance centre's tab in the URL", () => {
  it("reads the tab, the policies tab when none or an unknown one is named", () => {
    expect(governanceTabOf(new URLSearchParams("tab=committees"))).toBe("committees");
    expect(governanceTabOf(new URLSearchParams(""))).toBe("policies");
    expect(governanceTabOf(new URLSearchParams("tab=secrets"))).toBe("policies");
  });

  it("names only the tab, and leaves the default tab out of the URL", () => {
    expect(governanceTabParams("procedures").toString()).toBe("tab=procedures");
    expect(governanceTabParams("policies").toString()).toBe("");
  });
});
