// @vitest-environment jsdom
// English texts first (synchronous), before anything that loads the app's i18n.
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../../lib/test-trpc";
import germanRegister from "../../../locales/de/register.json";
import { RegisterTab } from "./RegisterTab";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = "0196f000-0000-7000-8000-0000000000b1";
const PARENT = { id: "0196f000-0000-7000-8000-0000000000b9", name: "Cloudy Holding" };

const stored = {
  id: ID,
  name: "Cloudy",
  legalName: "Cloudy AG",
  country: "DE",
  lei: null,
  registrationNumber: "HRB 12345",
  euid: null,
  vatNumber: null,
  passportNumber: null,
  personType: "eba_CT:x212",
  latinName: null,
  ultimateParentId: PARENT.id,
  ultimateParent: PARENT,
};

const vendors = {
  items: [
    { id: ID, name: "Cloudy", legalName: "Cloudy AG", country: "DE" },
    { ...PARENT, legalName: null, country: "DE" },
  ],
  pagination: { page: 1, limit: 20, total: 2, totalPages: 1 },
};

function renderTab(role: string, focusField: string | null, handlers: Record<string, Handler> = {}) {
  return renderWithTrpc(<RegisterTab vendorId={ID} focusField={focusField} />, {
    "auth.me": () => ({ user: { id: "0196f000-0000-7000-8000-0000000000a1", role } }),
    "register.vendor.get": () => stored,
    "vendors.list": () => vendors,
    ...handlers,
  });
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("the vendor's Register tab", () => {
  it("shows the identification as stored, focuses the field a link names and never offers the vendor as its own parent", async () => {
    renderTab("Compliance Officer", "vatNumber");
    const form = await screen.findByTestId("vendor-register-form");
    const vat = form.querySelector<HTMLInputElement>('[name="vatNumber"]')!;
    await waitFor(() => expect(document.activeElement).toBe(vat));
    expect(form.querySelector<HTMLInputElement>('[name="registrationNumber"]')!.value).toBe("HRB 12345");
    expect(form.querySelector<HTMLSelectElement>('[name="personType"]')!.value).toBe("eba_CT:x212");
    const picker = screen.getByTestId("vendor-ultimate-parent");
    expect(picker.textContent).toContain("Cloudy Holding");
    await waitFor(() => expect(picker.querySelectorAll('input[type="radio"]').length).toBe(1));
  });

  it("saves every field, an emptied one as null, and keeps a bad LEI on the form", async () => {
    const update = vi.fn((input: unknown) => ({ ...stored, ...(input as object), ultimateParent: null }));
    const { user } = renderTab("Procurement", null, { "register.vendor.update": update });
    const form = await screen.findByTestId("vendor-register-form");
    await screen.findByTestId("vendor-register-save"); // the role is known: the fields are open
    const lei = form.querySelector<HTMLInputElement>('[name="lei"]')!;
    await user.type(lei, "529900T8BM49AURSDO56");
    await user.click(screen.getByTestId("vendor-register-save"));
    expect(await screen.findByText(/Enter a valid LEI/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await user.clear(lei);
    await user.type(lei, "529900t8bm49aursdo55");
    await user.clear(form.querySelector<HTMLInputElement>('[name="registrationNumber"]')!);
    await user.click(screen.getByRole("button", { name: "Remove Cloudy Holding" }));
    await user.click(screen.getByTestId("vendor-register-save"));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toEqual({
      id: ID,
      lei: "529900T8BM49AURSDO55",
      registrationNumber: null,
      euid: null,
      vatNumber: null,
      passportNumber: null,
      personType: "eba_CT:x212",
      latinName: null,
      ultimateParentId: null,
    });
  });

  it("is read-only for a role that may view the vendor but not its identification", async () => {
    renderTab("Finance", null);
    const form = await screen.findByTestId("vendor-register-form");
    expect(screen.queryByTestId("vendor-register-save")).toBeNull();
    expect(form.querySelector<HTMLInputElement>('[name="lei"]')!.disabled).toBe(true);
  });

  it("shows the server's refusal of an ultimate parent in the user's language, on the field and above the form", async () => {
    const refusal = "Cloudy Holding has an ultimate parent of its own (Cloudy Group SE): choose that one";
    const update = vi.fn(() => {
      throw TRPCClientError.from({
        error: {
          message: `ultimateParentId: ${refusal}`,
          code: -32600,
          data: { code: "BAD_REQUEST", httpStatus: 400, issues: [{ path: "ultimateParentId", message: refusal }] },
        },
      });
    });
    i18n.addResourceBundle("de", "register", germanRegister, true, true);
    const { user } = renderTab("Compliance Officer", null, { "register.vendor.update": update });
    const save = await screen.findByTestId("vendor-register-save");
    const vat = (await screen.findByTestId("vendor-register-form")).querySelector<HTMLInputElement>(
      '[name="vatNumber"]',
    )!;
    await user.type(vat, "DE123456789");
    await user.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const english = "Cloudy Holding has an ultimate parent of its own (Cloudy Group SE): choose that one";
    await waitFor(() => expect(screen.getAllByText(english).length).toBe(2));
    try {
      await i18n.changeLanguage("de");
      const german = "Cloudy Holding hat selbst eine oberste Muttergesellschaft (Cloudy Group SE): Wählen Sie diese";
      // The field's message follows the language at once; the alert says it as it was when the save failed.
      await waitFor(() => expect(screen.getByText(german)).toBeTruthy());
      expect(screen.queryByText(/ultimateParentId:/)).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
