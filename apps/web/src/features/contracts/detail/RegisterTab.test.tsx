// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { TRPCClientError } from "@trpc/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import ContractDetailSheet from "./ContractDetailSheet";
import { CONTRACT_ID, contractFixture, OWNER } from "./test-contract";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ENTITY = "0196f000-0000-7000-8000-0000000000e1";
const BRANCH = "0196f000-0000-7000-8000-0000000000e2";
const PROVIDER = contractFixture().vendor;

function registerRecord() {
  return {
    id: CONTRACT_ID,
    reference: "CT-2026-0042",
    name: "Core banking hosting",
    currency: "EUR",
    vendor: PROVIDER,
    isOutsourcing: true,
    ictServiceType: "eba_TA:S17",
    arrangementType: "eba_CO:x1",
    overarchingContractId: null,
    signingEntityId: ENTITY,
    annualCost: null,
    providerNoticePeriodDays: null,
    governingLawCountry: "DE",
    provisionCountry: null,
    terminationReasonCode: null,
    dataStored: true,
    dataSensitiveness: null,
    relianceLevel: null,
    dataDescription: null,
    cloudServiceModel: null,
    cloudDeploymentModel: null,
    criticalityReasons: null,
    criticalityAssessedOn: null,
    substitutability: null,
    nonSubstitutabilityReason: null,
    lastAuditOn: null,
    nextAuditOn: null,
    exitPlanExists: null,
    exitPlanTestedOn: null,
    reintegration: null,
    discontinuationImpact: null,
    alternativesIdentified: null,
    alternativeProviders: null,
    timeCritical: null,
    functions: [],
    recipients: [{ entityId: ENTITY, entityName: "Bank AG", branchId: BRANCH, branchName: "Bank AG Paris" }],
    subcontractors: [],
  };
}

const entity = (id: string, name: string, kind: "entity" | "branch", parentId: string | null) => ({
  id,
  kind,
  name,
  lei: null,
  branchCode: null,
  country: "DE",
  entityType: null,
  hierarchy: null,
  parentId,
  parent: null,
  competentAuthority: null,
  maintainsRegister: false,
  currency: "EUR",
  totalAssets: null,
  integratedOn: "2020-01-01",
  deletedOn: null,
  functionCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const page = <T,>(items: T[]) => ({ items, pagination: { page: 1, limit: 200, total: items.length, totalPages: 1 } });

function renderOnRegister(role: string, query: string, handlers: Record<string, Handler> = {}) {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[`/contracts?contract=${CONTRACT_ID}${query}`]}>
      <ContractDetailSheet contractId={CONTRACT_ID} onClose={() => {}} />
    </MemoryRouter>,
    {
      "auth.me": () => ({ user: { id: OWNER.id, role } }),
      "contracts.get": () => contractFixture(),
      "register.contract.get": () => registerRecord(),
      "register.entities.list": () =>
        page([entity(ENTITY, "Bank AG", "entity", null), entity(BRANCH, "Bank AG Paris", "branch", ENTITY)]),
      "register.functions.list": () => page([]),
      "contracts.list": () => page([]),
      "vendors.list": () => page([]),
      ...handlers,
    },
  );
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("the contract's Register tab", () => {
  it("opens on the tab a link names, with the stored values and the field it names focused", async () => {
    renderOnRegister("Compliance Officer", "&section=register&field=annualCost");
    const form = await screen.findByTestId("contract-register-form");
    expect(screen.getByTestId("contract-tab-register").getAttribute("aria-selected")).toBe("true");
    const cost = form.querySelector<HTMLInputElement>('[name="annualCost"]')!;
    await waitFor(() => expect(document.activeElement).toBe(cost));
    expect(form.querySelector<HTMLSelectElement>('[name="ictServiceType"]')!.value).toBe("eba_TA:S17");
    expect(form.querySelector<HTMLSelectElement>('[name="signingEntityId"]')!.value).toBe(ENTITY);
    expect(form.querySelector<HTMLSelectElement>('[name="recipients.0.branchId"]')!.value).toBe(BRANCH);
    expect(form.querySelector<HTMLSelectElement>('[name="dataStored"]')!.value).toBe("yes");
    expect(screen.getByTestId("register-bank-notice").textContent).toBe("90 days");
  });

  it("saves the whole record, and puts a refusal's message on its field in words", async () => {
    // The server refuses the first save with an issue on a field (what the form's own check cannot know).
    let calls = 0;
    const update = vi.fn((input: unknown) => {
      calls += 1;
      if (calls === 1)
        throw TRPCClientError.from({
          error: {
            message: "Annual cost is too large",
            code: -32600,
            data: {
              code: "BAD_REQUEST",
              httpStatus: 400,
              issues: [{ path: "annualCost", message: "Annual cost is too large" }],
            },
          },
        });
      return { ...registerRecord(), annualCost: (input as { annualCost: string }).annualCost };
    });
    const { user } = renderOnRegister("Compliance Officer", "&section=register", {
      "register.contract.update": update,
    });
    const form = await screen.findByTestId("contract-register-form");
    const cost = form.querySelector<HTMLInputElement>('[name="annualCost"]')!;
    await user.type(cost, "9.999");
    await user.click(screen.getByTestId("contract-register-save"));
    expect(await within(form).findByText("Enter an amount with at most 2 decimals")).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await user.clear(cost);
    await user.type(cost, "150000");
    await user.click(screen.getByTestId("contract-register-save"));
    expect(await within(form).findByText("The amount is too large")).toBeTruthy();
    expect(screen.getByTestId("contract-register-failure").textContent).toBe("Annual cost is too large");
    await user.click(screen.getByTestId("contract-register-save"));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![0]).toMatchObject({
      id: CONTRACT_ID,
      annualCost: "150000.00",
      ictServiceType: "eba_TA:S17",
      dataStored: true,
      exitPlanExists: null,
      functionIds: [],
      recipients: [{ entityId: ENTITY, branchId: BRANCH }],
      subcontractors: [],
    });
    await waitFor(() => expect(cost.value).toBe("150000.00"));
  });

  it("names the using entities from the record for a contract viewer who may not list the register's", async () => {
    renderOnRegister("Finance", "&section=register", {
      "register.entities.list": () => {
        throw serverError(403, "FORBIDDEN", "You may not do this");
      },
    });
    const form = await screen.findByTestId("contract-register-form");
    const signer = form.querySelector<HTMLSelectElement>('[name="signingEntityId"]')!;
    expect(signer.value).toBe(ENTITY);
    expect(signer.selectedOptions[0]!.textContent).toBe("Bank AG");
    const branch = form.querySelector<HTMLSelectElement>('[name="recipients.0.branchId"]')!;
    expect(branch.selectedOptions[0]!.textContent).toBe("Bank AG Paris");
    expect(screen.queryByTestId("contract-register-save")).toBeNull();
  });

  it("shows the fields without a save to a role that may view but not edit them", async () => {
    renderOnRegister("Risk Manager", "&section=register");
    const form = await screen.findByTestId("contract-register-form");
    expect(screen.queryByTestId("contract-register-save")).toBeNull();
    expect(form.querySelector<HTMLSelectElement>('[name="ictServiceType"]')!.disabled).toBe(true);
  });
});
