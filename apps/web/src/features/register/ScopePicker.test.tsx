// @vitest-environment jsdom
import "../../i18n/test-setup";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { lastReferenceDate } from "@tprm/api/schemas";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../lib/test-trpc";
import { ChecksTab } from "./checks/ChecksTab";
import { ConcentrationTab } from "./concentration/ConcentrationTab";
import { DoraTab } from "./dora/DoraTab";
import { referenceDateBounds } from "./scope-messages";

const ENTITY = "0196f000-0000-7000-8000-00000000e001";
const noEntities = () => ({ items: [], pagination: { page: 1, limit: 200, total: 0, totalPages: 0 } });
const oneEntity = () => ({
  items: [{ id: ENTITY, name: "Lindenhof Bank AG", lei: "529900VPNSMFJTR6PC81", maintainsRegister: true }],
  pagination: { page: 1, limit: 200, total: 1, totalPages: 1 },
});

function renderTab(ui: ReactElement, url: string, handlers: Record<string, Handler>) {
  return renderWithTrpc(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>, {
    "auth.me": () => ({ user: { id: "u1", role: "Compliance Officer" } }),
    "system.calendar": () => ({ timeZone: "UTC", today: "2026-11-29" }),
    "register.dora.list": () => ({ items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    ...handlers,
  });
}

beforeAll(() => polyfillDialogs());
afterEach(() => cleanup());

describe("the register's scope picker", () => {
  it("bounds the reference date as the server does", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(referenceDateBounds(now)).toEqual({ min: "2024-12-31", max: lastReferenceDate(now) });
    expect(referenceDateBounds(now).max).toBe("2027-12-31");
  });

  it.each([
    ["2023-12-31", "on or after", "2024"],
    ["2099-12-31", "on or before", String(new Date().getUTCFullYear() + 1)],
  ])("refuses the reference date %s before asking the server, with the reason", async (date, words, year) => {
    const asked: unknown[] = [];
    renderTab(<ChecksTab />, `/register?tab=checks&date=${date}`, {
      "register.entities.list": oneEntity,
      "register.checks.run": (input) => asked.push(input),
    });
    const error = await screen.findByTestId("checks-date-error");
    expect(error.textContent).toContain(`Choose a reference date ${words}`);
    expect(error.textContent).toContain(year);
    const field = screen.getByLabelText("Reference date");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("checks-date-error");
    await screen.findByRole("option", { name: /Lindenhof Bank AG/ });
    expect((screen.getByTestId("run-checks") as HTMLButtonElement).disabled).toBe(true);
    expect(asked).toEqual([]);
  });

  it("takes a reference date in range", async () => {
    renderTab(<ChecksTab />, "/register?tab=checks&date=2025-12-31", { "register.entities.list": oneEntity });
    const run = (await screen.findByTestId("run-checks")) as HTMLButtonElement;
    await waitFor(() => expect(run.disabled).toBe(false));
    expect(screen.queryByTestId("checks-date-error")).toBeNull();
    expect(screen.getByLabelText("Reference date").getAttribute("aria-invalid")).toBeNull();
  });

  it.each([
    ["concentration", <ConcentrationTab key="c" />],
    ["checks", <ChecksTab key="k" />],
    ["dora", <DoraTab key="d" />],
  ])("sends the %s tab to the Entities tab while the register has no entities", async (tab, ui) => {
    const asked: string[] = [];
    renderTab(ui, `/register?tab=${tab}&scope=consolidated`, {
      "register.entities.list": noEntities,
      "register.concentration": () => asked.push("concentration"),
    });
    const empty = await screen.findByTestId(`${tab}-no-entities`);
    expect(empty.textContent).toContain("The register has no entities yet");
    expect(empty.textContent).toContain("Add the bank's entities first");
    const link = screen.getByTestId(`${tab}-open-entities`);
    expect(link.textContent).toBe("Open the Entities tab");
    // The Entities tab, the scope kept.
    expect(link.getAttribute("href")).toBe("/register?tab=entities&scope=consolidated");
    expect(asked).toEqual([]);
  });

  it("says when the bank's entities could not be loaded", async () => {
    renderTab(<ConcentrationTab />, "/register?tab=concentration", {
      "register.entities.list": () => {
        throw new Error("boom");
      },
    });
    expect((await screen.findByTestId("concentration-entities-error")).textContent).toContain(
      "The bank's entities could not be loaded.",
    );
    expect(screen.queryByTestId("concentration-no-entities")).toBeNull();
  });
});
