// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../../lib/test-trpc";
import { ChecksTab } from "./ChecksTab";

const ENTITY = "0196f000-0000-7000-8000-00000000e001";
const OTHER = "0196f000-0000-7000-8000-00000000e002";

const entities = () => ({
  items: [
    { id: OTHER, name: "Lindenhof Zahlungsdienste GmbH", lei: "529900D7PBM1LBOWNA26", maintainsRegister: false },
    { id: ENTITY, name: "Lindenhof Bank AG", lei: "529900VPNSMFJTR6PC81", maintainsRegister: true },
  ],
  pagination: { page: 1, limit: 200, total: 2, totalPages: 1 },
});

function renderChecks(role: string, url: string, handlers: Record<string, Handler> = {}) {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[url]}>
      <ChecksTab />
    </MemoryRouter>,
    {
      "auth.me": () => ({ user: { id: "u1", role } }),
      "system.calendar": () => ({ timeZone: "UTC", today: "2026-11-29" }),
      "register.entities.list": entities,
      ...handlers,
    },
  );
}

beforeAll(() => polyfillDialogs());
afterEach(() => cleanup());

describe("the checks tab", () => {
  it("runs the checks for the scope in the URL and says when there is nothing to fix", async () => {
    const inputs: unknown[] = [];
    const { user } = renderChecks("Compliance Officer", `/register?tab=checks&scope=consolidated&date=2025-12-31`, {
      "register.checks.run": (input) => {
        inputs.push(input);
        return {
          scope: { consolidated: true, entityId: ENTITY, entityName: "Lindenhof Bank AG", referenceDate: "2025-12-31" },
          problems: [],
          counts: { blocking: 0, warning: 0 },
          byTemplate: {},
        };
      },
    });
    const run = await screen.findByTestId("run-checks");
    // The reporting entity is the one that maintains the register until another is chosen.
    await waitFor(() => expect((run as HTMLButtonElement).disabled).toBe(false));
    await user.click(run);
    expect(await screen.findByTestId("checks-clean")).toBeTruthy();
    expect(screen.getByTestId("checks-clean").textContent).toContain("No problems: the package can be exported");
    expect(screen.getByTestId("checks-blocking").textContent).toBe("0 blocking errors");
    expect(screen.getByTestId("checks-summary").textContent).toContain("Lindenhof Bank AG, Consolidated");
    expect(inputs).toEqual([{ consolidated: true, referenceDate: "2025-12-31", entityId: ENTITY }]);
    expect(screen.queryByTestId("problem")).toBeNull();
  });

  it("lets only those who keep the register run them", async () => {
    renderChecks("Regulatory Body", "/register?tab=checks");
    const run = await screen.findByTestId("run-checks");
    expect((run as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Only those who keep the register may run the checks.")).toBeTruthy();
  });
});
