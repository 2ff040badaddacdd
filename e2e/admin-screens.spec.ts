import { expect, test } from "@playwright/test";
import { createUser, severeViolations, signIn } from "./helpers";

/** The Admin screens pass an accessibility scan (WCAG 2.1 AA) at desktop and phone widths. */

for (const width of [1440, 390]) {
  test(`the Admin screens have no serious accessibility findings at ${width} px`, async ({ page, request }) => {
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
