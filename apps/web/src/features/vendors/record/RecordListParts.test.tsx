// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RecordReferenceLink, SeeAllLine } from "./RecordListParts";

afterEach(cleanup);

const line = (shown: number, total: number) =>
  render(
    <MemoryRouter>
      <SeeAllLine
        shown={shown}
        total={total}
        shownText={({ shown, total }) => `${shown} of ${total} shown.`}
        to="/contracts?vendor=v1"
        linkText="See all"
      />
    </MemoryRouter>,
  );

describe("the vendor record's list parts", () => {
  it("says how many of how many a cut-short list shows, with a link to them all", () => {
    line(10, 1234);
    expect(screen.getByText(/of .* shown\./).textContent).toMatch(/^10 of 1,234 shown\. See all$/);
    expect(screen.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/contracts?vendor=v1");
  });

  it("says nothing under a whole list", () => {
    const { container } = line(3, 3);
    expect(container.textContent).toBe("");
  });

  it("links a reference to its record under the label given", () => {
    render(
      <MemoryRouter>
        <RecordReferenceLink to="/contracts?contract=c1" label="Open CT-2026-0042" reference="CT-2026-0042" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Open CT-2026-0042" });
    expect(link.getAttribute("href")).toBe("/contracts?contract=c1");
    expect(link.textContent).toBe("CT-2026-0042");
  });
});
