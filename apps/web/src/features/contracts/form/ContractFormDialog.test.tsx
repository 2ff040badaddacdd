// @vitest-environment jsdom
import { todayIn } from "@tprm/api/dates";
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import { ContractFormDialog, type ContractFormDialogProps } from "./ContractFormDialog";
import type { EditableContract } from "./contract-form-values";

// The forms default to today in the organisation's zone, computed where they run: the tests expect the same day.
const TODAY = todayIn("UTC");

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const VENDOR = { id: "0196f000-0000-7000-8000-0000000000a1", name: "Acme Payments", legalName: null, country: "DE" };
const OWNER = { id: "0196f000-0000-7000-8000-0000000000c1", name: "Pat Procurement", role: "Procurement" };
const CONTRACT_ID = "0196f000-0000-7000-8000-0000000000b1";

const baseHandlers: Record<string, Handler> = {
  "system.calendar": () => ({ timeZone: "UTC", today: TODAY }),
  "vendors.list": () => ({ items: [VENDOR], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
  "users.directory": () => [OWNER],
};

const saved = (input: Record<string, unknown>) => ({ id: CONTRACT_ID, reference: "CT-2026-0042", name: "x", ...input });

function renderDialog(props: Partial<ContractFormDialogProps>, handlers: Record<string, Handler> = {}) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  const { user } = renderWithTrpc(
    <ContractFormDialog open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />,
    { ...baseHandlers, ...handlers },
  );
  return { onOpenChange, onSaved, user };
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("the contract form: required fields and dates, with the server's schema", () => {
  it("says what is missing, clears each message as the field is put right, then adds the contract", async () => {
    const created: Record<string, unknown>[] = [];
    const { user, onSaved, onOpenChange } = renderDialog(
      {},
      {
        "contracts.create": (input) => {
          created.push(input as Record<string, unknown>);
          return saved(input as Record<string, unknown>);
        },
      },
    );
    const dialog = await screen.findByTestId("contract-form-dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add contract" }));

    expect(await within(dialog).findByText("Contract name is required")).toBeTruthy();
    expect(within(dialog).getByText("Vendor is required")).toBeTruthy();
    expect(within(dialog).getByText("Owner is required")).toBeTruthy();
    expect(within(dialog).getByText("Enter the contract's value")).toBeTruthy();
    expect(created).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Contract name/), "Card processing");
    await waitFor(() => expect(within(dialog).queryByText("Contract name is required")).toBeNull());
    await user.type(within(dialog).getByLabelText(/^Value/), "1200000");
    const vendorPicker = within(dialog).getByTestId("contract-vendor-picker");
    await user.click(await within(vendorPicker).findByRole("radio", { name: /Acme Payments/ }));
    await waitFor(() => expect(within(dialog).queryByText("Vendor is required")).toBeNull());
    const ownerPicker = within(dialog).getByTestId("contract-owner-picker");
    await user.click(await within(ownerPicker).findByRole("radio", { name: /Pat Procurement/ }));
    await waitFor(() => expect(within(dialog).queryByText("Owner is required")).toBeNull());

    await user.click(within(dialog).getByRole("button", { name: "Add contract" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: "Card processing",
      vendorId: VENDOR.id,
      ownerId: OWNER.id,
      type: "service_agreement",
      value: "1200000.00",
      currency: "USD",
      startDate: TODAY,
      endDate: null,
      stage: "initiation",
      autoRenewal: false,
    });
    expect(created[0]).not.toHaveProperty("status");
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(CONTRACT_ID));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  }, 20_000);

  it("refuses an end date before the start date, beside the other messages", async () => {
    const { user } = renderDialog({});
    const dialog = await screen.findByTestId("contract-form-dialog");
    const end = within(dialog).getByLabelText(/^End date/);
    await user.type(end, "2026-01-01");
    await user.tab();
    await user.click(within(dialog).getByRole("button", { name: "Add contract" }));
    expect(await within(dialog).findByText("End date must be on or after the start date")).toBeTruthy();
    expect(within(dialog).getByText("Contract name is required")).toBeTruthy();
  });

  it("asks for the renewal term when the contract renews automatically", async () => {
    const { user } = renderDialog({});
    const dialog = await screen.findByTestId("contract-form-dialog");
    expect(within(dialog).queryByLabelText(/^Renewal term/)).toBeNull();
    await user.click(within(dialog).getByRole("switch", { name: "Renews automatically" }));
    expect(within(dialog).getByLabelText(/^Renewal term/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Notice period/)).toBeTruthy();
  });
});

const contract: EditableContract = {
  id: CONTRACT_ID,
  reference: "CT-2026-0042",
  name: "Card processing",
  vendor: { id: VENDOR.id, name: VENDOR.name },
  type: "service_agreement",
  value: "1200000.00",
  currency: "USD",
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  riskLevel: "high",
  autoRenewal: false,
  renewalTermMonths: null,
  noticePeriodDays: null,
  nextReviewDate: null,
  owner: { id: OWNER.id, name: OWNER.name },
  governingLaw: null,
  dataStorageCountries: ["DE"],
  dataProcessingCountries: [],
  terminationRights: null,
  exitPlan: null,
  criticalFunction: false,
  description: null,
};

describe("the contract form: editing", () => {
  it("sends only what changed, and puts the server's refusal on the field it names", async () => {
    const updates: Record<string, unknown>[] = [];
    const { user } = renderDialog(
      { contract },
      {
        "contracts.update": (input) => {
          updates.push(input as Record<string, unknown>);
          throw Object.assign(serverError(400, "BAD_REQUEST", "Invalid input"), {
            data: { code: "BAD_REQUEST", httpStatus: 400, issues: [{ path: "name", message: "Name already used" }] },
          });
        },
      },
    );
    const dialog = await screen.findByTestId("contract-form-dialog");
    expect(within(dialog).queryByLabelText(/^Starting stage/)).toBeNull();
    const name = within(dialog).getByLabelText(/^Contract name/);
    await user.clear(name);
    await user.type(name, "Card processing 2027");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ id: CONTRACT_ID, name: "Card processing 2027" });
    expect(await within(dialog).findByText("Name already used")).toBeTruthy();
  });
});

describe("the contract form: opened by a register check's link (?edit=1&field=…)", () => {
  it("focuses the field the link names, a date or a countries picker", async () => {
    renderDialog({ contract, focusField: "startDate" });
    const dialog = await screen.findByTestId("contract-form-dialog");
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe("startDate"));
    expect(dialog.contains(document.activeElement)).toBe(true);
    cleanup();

    renderDialog({ contract, focusField: "dataStorageCountries" });
    const again = await screen.findByTestId("contract-form-dialog");
    const box = again.querySelector('[data-field="dataStorageCountries"]')!;
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
  });
});
