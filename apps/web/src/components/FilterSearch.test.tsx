// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClearFiltersButton, FilterSearch, useFilterBar } from "./FilterSearch";

/** A filters bar whose search lives in `q` (standing in for the URL); `applied` records each search applied. */
function Harness({ applied }: { applied: string[] }) {
  const [q, setQ] = useState("");
  const bar = useFilterBar(q, (next) => {
    applied.push(next);
    setQ(next);
  });
  return (
    <div>
      <FilterSearch
        id="search"
        label="Search"
        placeholder="Name or reference"
        toggleLabel="Filters"
        toggleTestId="toggle"
        bar={bar}
      />
      <div id={bar.moreId} className={bar.field} data-testid="more" />
      <output data-testid="q">{q}</output>
      <button type="button" onClick={() => setQ("from a link")}>
        Follow link
      </button>
      <ClearFiltersButton label="Clear filters" bar={bar} onClear={() => setQ("")} />
    </div>
  );
}

afterEach(cleanup);

describe("the filters bar's search", () => {
  it("applies the trimmed search once typing pauses, and shows a search that came from elsewhere", async () => {
    const applied: string[] = [];
    render(<Harness applied={applied} />);
    const box = screen.getByLabelText("Search");
    fireEvent.change(box, { target: { value: "  acme " } });
    expect(applied).toEqual([]);
    await waitFor(() => expect(screen.getByTestId("q").textContent).toBe("acme"));
    expect(applied).toEqual(["acme"]);

    fireEvent.click(screen.getByRole("button", { name: "Follow link" }));
    expect(box).toHaveProperty("value", "from a link");
  });

  it("empties the box on Clear filters, even before its text was applied", async () => {
    const applied: string[] = [];
    render(<Harness applied={applied} />);
    const box = screen.getByLabelText("Search");
    fireEvent.change(box, { target: { value: "acme" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(box).toHaveProperty("value", "");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(applied).toEqual([]);
  });

  it("opens the other filters below the large breakpoint with the Filters button", () => {
    render(<Harness applied={[]} />);
    const toggle = screen.getByTestId("toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("more").className).toContain("max-lg:hidden");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe(screen.getByTestId("more").id);
    expect(screen.getByTestId("more").className).not.toContain("max-lg:hidden");
  });
});
