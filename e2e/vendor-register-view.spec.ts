import { expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, signIn } from "./helpers";

/** The register's tab, search, sort and page live in the URL: reload, Back and a shared link give the same view. */

test.use({ viewport: { width: 1440, height: 1000 } });

test("the register's view survives a reload, Back and a shared link", async ({ page, browser, request }) => {
  const prefix = `Urlstate ${Date.now()}`;
  const token = await apiToken(request, demoEmail("Admin"));
  const countries = ["AT", "BE", "DE", "DK", "ES", "FI", "FR", "IE", "IT", "NL", "PT", "SE"];
  for (const [i, country] of countries.entries()) {
    const created = await request.post("/api/vendors", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${prefix} ${String(i).padStart(2, "0")}`, country },
    });
    expect(created.status()).toBe(201);
  }
  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/vendor-management");

  const table = page.getByTestId("vendors-table");
  const search = page.getByLabel("Search vendors");
  const countryHeader = table.getByRole("columnheader", { name: /Country/ });
  const pager = page.getByRole("navigation", { name: "Pagination" });

  await search.fill(prefix);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(prefix).replace(/%20/g, "\\+")}`));
  await expect(table.getByTestId("vendor-row")).toHaveCount(10);
  await countryHeader.getByRole("button").click();
  await countryHeader.getByRole("button").click();
  await expect(countryHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=country&order=desc/);
  await expect(table.getByTestId("vendor-row").first()).toContainText("Sweden");
  await pager.getByRole("button", { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(table.getByTestId("vendor-row")).toHaveCount(2);
  await expect(table.getByTestId("vendor-row").last()).toContainText("Austria");

  const shared = page.url();
  await page.reload();
  await expect(search).toHaveValue(prefix);
  await expect(countryHeader).toHaveAttribute("aria-sort", "descending");
  await expect(pager).toContainText("Page 2 of 2");
  await expect(table.getByTestId("vendor-row").last()).toContainText("Austria");

  await page.goBack();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(table.getByTestId("vendor-row").first()).toContainText("Sweden");
  await page.goBack();
  await expect(countryHeader).toHaveAttribute("aria-sort", "ascending");

  // A link to a page past the end lands on the last page there is.
  await page.goto(`/vendor-management?q=${encodeURIComponent(prefix)}&page=7`);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByTestId("vendor-row")).toHaveCount(2);

  // A colleague opening the shared link (their own session) sees the same page of the same search.
  const other = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const colleague = await createUser(request, "Vendor Manager");
  await signIn(other, colleague.email);
  await other.waitForURL(/\/dashboard/);
  await other.goto(shared);
  await expect(other.getByLabel("Search vendors")).toHaveValue(prefix);
  await expect(other.getByRole("navigation", { name: "Pagination" })).toContainText("Page 2 of 2");
  await expect(other.getByTestId("vendors-table").getByTestId("vendor-row")).toHaveCount(2);
  await other.close();
});
