import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** The password of every demo account (and of the accounts the tests create). */
export const PASSWORD = "Demo-Password-2026!";

/** The seeded demo account of a role: "<role lower-cased, non-letters → '.'>@demo.tprm.example". */
export const demoEmail = (role: string) => `${role.toLowerCase().replace(/[^a-z]+/g, ".")}@demo.tprm.example`;

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in as a role's seeded demo account. */
export async function signInAs(page: Page, role: string) {
  await signIn(page, demoEmail(role));
}

/** The agreement modal of a first sign-in: Escape does not close it; tick the box and Accept. */
export async function acceptAgreement(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "I have read and agree to the user agreement" }).check();
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
}

export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const login = await request.post("/api/public/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.accessToken;
}

/**
 * A fresh account with the given role, created by the seeded Admin over REST. With `agreed`, it has accepted the
 * user agreement already, so the test starts on the screen it is about. Tests use fresh accounts rather than the
 * seeded ones so the seeded accounts keep their first-sign-in state (roles.spec.ts checks the agreement gate).
 */
export async function createUser(
  request: APIRequestContext,
  role: string,
  {
    agreed = true,
    firstName = "Test",
    lastName = role,
    settings,
  }: { agreed?: boolean; firstName?: string; lastName?: string; settings?: Record<string, unknown> } = {},
): Promise<{ email: string; password: string; name: string }> {
  const adminToken = await apiToken(request, demoEmail("Admin"));
  const slug = role.toLowerCase().replace(/[^a-z]+/g, ".");
  const email = `${slug}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@bank.example`;
  const created = await request.post("/api/users", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, password: PASSWORD, firstName, lastName, role },
  });
  expect(created.status()).toBe(201);
  if (agreed) {
    const token = await apiToken(request, email);
    const accepted = await request.post("/api/auth/accept-agreement", {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(accepted.ok()).toBe(true);
  }
  if (settings) {
    // The account's own preferences (defaults: MM/DD/YYYY, America/New_York, English) changed before it signs in.
    const token = await apiToken(request, email);
    const headers = { authorization: `Bearer ${token}` };
    const current = (await (await request.get("/api/users/settings", { headers })).json()).data;
    const saved = await request.put("/api/users/settings", { headers, data: { ...current, ...settings } });
    expect(saved.ok()).toBe(true);
  }
  return { email, password: PASSWORD, name: `${firstName} ${lastName}` };
}

/** Serious and critical WCAG 2.1 AA (and best-practice) findings of an axe scan of the page as it is now. */
export async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html).join(", ")}`);
}
