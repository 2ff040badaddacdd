import { type APIRequestContext, expect } from "@playwright/test";
import { apiToken, createUser, demoEmail } from "./helpers";

/**
 * Gives a vendor an EXECUTED contract through the contracts API, as people would: a contract owned by a fresh
 * Procurement user, moved to Approval, approved by the Admin (not its owner) and moved to Execution. A vendor's
 * contract value and the contract book come from executed contracts only (issue 14), so this is how a browser test
 * gives a vendor money.
 */
export async function executedContract(
  request: APIRequestContext,
  vendorId: string,
  value: string,
  currency: string,
): Promise<{ id: string; reference: string }> {
  const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const owner = await createUser(request, "Procurement", { lastName: `Owner${Date.now()}` });
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, owner.email)}` },
  });
  expect(me.status()).toBe(200);
  const ownerId: string = (await me.json()).data.user.id;
  const today = new Date().toISOString().slice(0, 10);
  const created = await request.post("/api/contracts", {
    headers: admin,
    data: {
      name: `Contract ${Date.now()}`,
      vendorId,
      type: "service_agreement",
      value,
      currency,
      startDate: today,
      ownerId,
      stage: "negotiation",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contract: { id: string; reference: string } = (await created.json()).data;
  const move = async (stage: string) => {
    const res = await request.post(`/api/contracts/${contract.id}/stage`, { headers: admin, data: { stage } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await move("approval");
  const approved = await request.post(`/api/contracts/${contract.id}/approve`, { headers: admin, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await move("execution");
  return contract;
}
