import { expect, test } from "@playwright/test";
import { createUser, severeViolations, signIn } from "./helpers";

/** The Admin screens pass an accessibility scan (WCAG 2.1 AA) at desktop and phone widths. */

for (const width of [1440, 390]) {
  test(`the Admin screens have no serious accessibility findings at ${width} px`, async ({ page, request }) => {
    // Three full-page scans: on a busy two-core machine one scan alone may take twenty seconds.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = await createUser(request, "Admin");
    await signIn(page, admin.email);
    await page.waitForURL(/\/dashboard/);
    for (const [path, heading] of [
      ["/admin/users", /Users/],
      ["/admin/audit-logs", /Audit/],
      ["/admin/demo-requests", /Demo requests/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("table").first()).toBeVisible();
      expect(await severeViolations(page), path).toEqual([]);
    }
  });
}

test("creating a user with an e-mail already in use shows the server's message on the email field", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await createUser(request, "Admin");
  const taken = await createUser(request, "Finance");
  await signIn(page, admin.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Create user" }).click();
  const dialog = page.getByRole("dialog", { name: "Create user" });
  await dialog.getByLabel("First name").fill("Dana");
  await dialog.getByLabel("Last name").fill("Duplicate");
  await dialog.getByLabel("Email").fill(taken.email);
  await dialog.getByLabel("Role").selectOption("Legal");
  await dialog.getByLabel("Initial password").fill("Another-Password-2026");
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("An account with this email already exists.")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
