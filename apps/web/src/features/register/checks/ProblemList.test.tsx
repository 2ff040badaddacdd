// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ProblemList } from "./ProblemList";
import type { Problem } from "./problem-groups";

afterEach(() => cleanup());

const vendor = { kind: "vendor" as const, id: "v-1", label: "Bloomberg Finance L.P." };

describe("the problem list", () => {
  it("names the field to fix, and leaves it out when the link opens the record without one", () => {
    const problems: Problem[] = [
      {
        severity: "blocking",
        template: "B_05.01",
        row: 4,
        column: "c0010",
        field: "lei",
        rule: "mandatory",
        message: "B_05.01 c0010 is mandatory and empty.",
        params: {},
        record: vendor,
        link: "/vendor-management?vendor=v-1&section=register&field=lei",
      },
      {
        severity: "warning",
        template: "B_05.01",
        row: 4,
        column: "c0100",
        field: "",
        rule: "mixed-currencies",
        message: "Mixed currencies.",
        params: { currencies: "EUR, USD", currency: "EUR" },
        record: vendor,
        link: "/vendor-management?vendor=v-1&section=register",
      },
    ];
    render(
      <MemoryRouter>
        <ProblemList problems={problems} testId="problems" />
      </MemoryRouter>,
    );
    const [withField, withoutField] = screen.getAllByTestId("problem");
    expect(withField!.textContent).toContain("Field: LEI");
    expect(withoutField!.textContent).not.toContain("Field:");
    const [fixField, fixRecord] = screen.getAllByTestId("problem-fix");
    expect(fixField!.getAttribute("aria-label")).toBe("Fix LEI of Bloomberg Finance L.P.");
    expect(fixRecord!.getAttribute("aria-label")).toBe("Fix Bloomberg Finance L.P.");
    expect(fixRecord!.getAttribute("href")).toBe("/vendor-management?vendor=v-1&section=register");
  });
});
