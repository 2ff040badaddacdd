import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { parseIcs } from "../packages/api/src/dashboard/calendar/ical-parse";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The dashboard's Deliverable Calendar (docs/DASHBOARD.md, section Calendar): a contract with a notice deadline and
 * a policy with a review date, both made by this test under unique names, found in the month view (reached with the
 * keyboard) and in the list with their status, a link followed to the record, and the private iCalendar feed made,
 * read, revoked (404 after). Axe scans and screenshots (light and dark) at 1440 and 390 px. The database is shared
 * with other browser tests: only this test's own records are looked for.
 */

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function seed(request: APIRequestContext, stamp: string) {
  const token = await apiToken(request, demoEmail("Admin"));
  const headers = { authorization: `Bearer ${token}` };
  const today: string = (await (await request.get("/api/system/calendar", { headers })).json()).data.today;
  const ownerId: string = (await (await request.get("/api/auth/me", { headers })).json()).data.user.id;
  const vendor = await request.post("/api/vendors", {
    headers,
    data: { name: `Calendar vendor ${stamp}`, country: "DE", currency: "EUR" },
  });
  expect(vendor.status()).toBe(201);
  const contractName = `Calendar contract ${stamp}`;
  // Notice deadline 10 days ahead: the end date 40 days ahead less a 30-day notice period → Pending.
  const contract = await request.post("/api/contracts", {
    headers,
    data: {
      name: contractName,
      vendorId: (await vendor.json()).data.id,
      type: "service_agreement",
      value: "50000",
      currency: "EUR",
      startDate: addDays(today, -30),
      endDate: addDays(today, 40),
      autoRenewal: true,
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      ownerId,
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  const policyName = `Calendar policy ${stamp}`;
  const policy = await request.post("/api/governance/policies", {
    headers,
    data: { name: policyName, owner: "Compliance team", jurisdiction: "EU", reviewDate: addDays(today, 12) },
  });
  expect(policy.status()).toBe(201);
  return {
    today,
    contract: { name: contractName, id: (await contract.json()).data.id as string, date: addDays(today, 10) },
    policy: { name: policyName, date: addDays(today, 12) },
  };
}

async function scan(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Moves the month grid's focus from today to `date` with the arrow keys (the month turns by itself). */
async function keyTo(page: Page, today: string, date: string) {
  const calendar = page.getByTestId("deliverable-calendar");
  await calendar.locator(`[data-day="${today}"]`).focus();
  const steps = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
  for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
  await expect(calendar.locator(`[data-day="${date}"]`)).toBeFocused();
}

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`the calendar shows a contract's notice deadline and a policy review, and serves the iCal feed at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const { today, contract, policy } = await seed(request, stamp);
    const officer = await createUser(request, "Compliance Officer", { settings: { theme: "auto" } });
    await signIn(page, officer.email);
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByRole("heading", { level: 1, name: "Risk Management Dashboard" })).toBeVisible();
    const calendar = page.getByTestId("deliverable-calendar");
    await expect(calendar.getByTestId("calendar-month")).toBeVisible();
    await expect(page.getByTestId("recent-activity")).toBeVisible();
    await expect(page.getByTestId("governance-row-policies")).toBeVisible();

    // Month view, by keyboard: the notice deadline's day, then the review's day.
    await keyTo(page, today, contract.date);
    const day = calendar.getByTestId("calendar-day");
    const contractRow = day.getByTestId("calendar-item").filter({ hasText: contract.name });
    await expect(contractRow).toContainText("Contract notice deadline");
    await expect(contractRow.locator("[data-status]")).toHaveText("Pending");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const policyRow = day.getByTestId("calendar-item").filter({ hasText: policy.name });
    await expect(policyRow).toContainText("Policy review");
    await expect(policyRow.locator("[data-status]")).toHaveText("Pending");
    await scan(page, `dashboard-calendar-month-${viewport.width}`, viewport.width);

    // List view of the same month (the policy's month).
    await calendar.getByTestId("calendar-view-list").click();
    const list = calendar.getByTestId("calendar-list");
    await expect(
      list.getByTestId("calendar-item").filter({ hasText: policy.name }).locator("[data-status]"),
    ).toHaveText("Pending");
    if (contract.date.slice(0, 7) === policy.date.slice(0, 7)) {
      await expect(list.getByTestId("calendar-item").filter({ hasText: contract.name })).toContainText("Pending");
    } else {
      await calendar.getByTestId("calendar-previous").click();
      await expect(list.getByTestId("calendar-item").filter({ hasText: contract.name })).toContainText("Pending");
    }
    await scan(page, `dashboard-calendar-list-${viewport.width}`, viewport.width);

    // The private feed: made, read (a strict parse), revoked after confirming, then 404.
    await calendar.getByTestId("calendar-feed-create").click();
    const url = await calendar.getByLabel("Your private calendar address").inputValue();
    expect(url).toMatch(/\/feeds\/calendar\/[a-z2-7]+\.ics$/);
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const { events } = parseIcs(await feed.text());
    const review = events.find((e) => e.SUMMARY?.includes(policy.name));
    expect(review?.["DTSTART;VALUE=DATE"]).toBe(policy.date.replace(/-/g, ""));
    expect(events.find((e) => e.SUMMARY?.includes(contract.name))?.DESCRIPTION).toContain("Status: Pending");
    await calendar.getByTestId("calendar-feed-revoke").click();
    const confirm = page.getByTestId("calendar-feed-confirm");
    await confirm.getByRole("button", { name: "Revoke address" }).click();
    await expect(calendar.getByTestId("calendar-feed-create")).toBeVisible();
    expect((await request.get(url)).status()).toBe(404);

    // A link to the record: the contract opens on the contracts screen.
    await calendar.getByRole("link", { name: new RegExp(contract.name) }).click();
    await page.waitForURL(new RegExp(`/contracts\\?contract=${contract.id}`));
    await expect(page.getByText(contract.name).first()).toBeVisible();

    // The quick action's /vendors lands on the vendor register, its query kept (docs/DECISIONS.md).
    await page.goto("/vendors?q=calendar");
    await page.waitForURL(/\/vendor-management\?q=calendar$/);
  });
}
