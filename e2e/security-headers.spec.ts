import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn } from "./helpers";

/** Collects what the browser reports of the Content-Security-Policy: console errors and violation events. */
function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

async function violationEvents(page: Page) {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

test("the app works under its Content-Security-Policy: landing page, sign-in, a signed-in screen, dark theme", async ({
  page,
  request,
}) => {
  const violations = watchCsp(page);
  const home = await page.goto("/");
  expect(home?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The user's saved theme is dark too: once signed in, the saved settings decide the theme, and a saved "light"
  // would take the class off again after /theme-init.js put it on.
  const user = await createUser(request, "Vendor Manager", { settings: { theme: "dark" } });
  await signIn(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/vendor-management");
  await expect(page.getByRole("heading", { name: /vendor/i }).first()).toBeVisible();

  // The saved theme is applied by /theme-init.js before the app starts (it was an inline script).
  await page.evaluate(() => localStorage.setItem("tprm-theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(violations).toEqual([]);
  expect(await violationEvents(page)).toEqual([]);
});

test("the API reference (/api/docs) renders under the same policy", async ({ page }) => {
  const violations = watchCsp(page);
  const docs = await page.goto("/api/docs");
  expect(docs?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Third-Party Risk Management Platform API");
  await expect(page.locator(".opblock").first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(await violationEvents(page)).toEqual([]);
});
