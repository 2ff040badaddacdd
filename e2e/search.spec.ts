import { expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The top bar's search (issue 18, docs/COLLABORATION.md "Search"): a Vendor Manager presses "/" on the dashboard,
 * types a vendor's exact name, sees it first (before a look-alike made after it) with the match marked, moves with the
 * arrow keys and opens the record with Enter; Ctrl+K opens the box again. At 1440 and 390 px with an axe scan of the
 * open box and screenshots.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Vendor Manager finds a vendor by its name and opens it from the keyboard", async ({ page, request }) => {
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const name = `Searchable Custody ${stamp}`;
      const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
      const created = await request.post("/api/vendors", { headers, data: { name, country: "LU" } });
      expect(created.ok()).toBe(true);
      const vendorId: string = (await created.json()).data.id;
      // A look-alike made after it: the exact name still comes first.
      await request.post("/api/vendors", { headers, data: { name: `${name} Holdings`, country: "LU" } });

      const user = await createUser(request, "Vendor Manager", { lastName: `Search${stamp}` });
      await signIn(page, user.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await expect(page.getByTestId("global-search-open")).toBeVisible();

      await page.locator("body").press("/");
      const input = page.getByTestId("global-search-input");
      await expect(input).toBeFocused();
      await input.fill(name);
      const results = page.getByTestId("global-search-result");
      await expect(results.first()).toContainText(name);
      await expect(results.first().locator("mark")).toHaveText(name);
      await expect(results.nth(1)).toContainText(`${name} Holdings`);
      await expect(results.first()).toHaveAttribute("aria-selected", "true");
      expect(await severeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`search-${viewport.width}.png`) });

      await input.press("ArrowDown");
      await expect(results.nth(1)).toHaveAttribute("aria-selected", "true");
      await input.press("ArrowUp");
      await input.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("vendor") === vendorId);
      await expect(page.getByTestId("global-search")).toHaveCount(0);

      await page.keyboard.press("Control+k");
      await expect(page.getByTestId("global-search-input")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("global-search")).toHaveCount(0);
      // The top bar with the box closed: the search button beside the bell, the navigation whole.
      await page.screenshot({ path: test.info().outputPath(`top-bar-${viewport.width}.png`) });
    });
  });
}
