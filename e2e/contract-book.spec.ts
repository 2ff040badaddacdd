import { expect, type Locator, type Page, test } from "@playwright/test";
import { executedContract } from "./contract-money";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * The contract book in the vendor screen's header keeps currencies apart (issue 8, point 3): a euro contract adds
 * to the euro figure only, never to the dollar one; many currencies fold behind "+N more", reachable by keyboard;
 * sorting the register by contract value groups it by currency. The money is the vendors' executed contracts
 * (issue 14): a vendor added without one adds nothing, its executed contract adds its value. The register is shared with the other browser
 * tests: this file adds its own vendors and compares before with after.
 */

/** The exact amount of a figure, from its label: "Euro: €1,230,000.50 across 2 vendors" → 123000050n cents. */
async function exactCents(figure: Locator): Promise<bigint> {
  if ((await figure.count()) === 0) return 0n;
  const label = (await figure.locator("[title]").getAttribute("title")) ?? "";
  const amount = /: \D*([\d,]+\.\d{2}) across/.exec(label)?.[1];
  if (!amount) throw new Error(`No amount in "${label}"`);
  return BigInt(amount.replace(/[,.]/g, ""));
}

async function openRegister(page: Page) {
  await page.goto("/vendor-management");
  await expect(page.getByRole("heading", { level: 1, name: "Enterprise Vendor Management" })).toBeVisible();
  await expect(
    page.getByTestId("contract-book").getByTestId("contract-book-figures").or(page.getByText("None")),
  ).toBeVisible();
}

test("a euro vendor shows in its own figure of the contract book, and the register sorts values by currency", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const manager = await createUser(request, "Vendor Manager");
  const token = await apiToken(request, manager.email);
  const stamp = `${Date.now()}`;
  // A dollar contract first, so the book has a dollar figure to keep apart from the euro one.
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Dollar Book ${stamp}`, currency: "USD" },
  });
  expect(created.status()).toBe(201);
  await executedContract(request, (await created.json()).data.id, "1500000.00", "USD");

  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await openRegister(page);
  const book = page.getByTestId("contract-book");
  const eur = book.locator('[data-currency="EUR"]');
  const usd = book.locator('[data-currency="USD"]');
  await expect(usd).toBeVisible();
  const eurBefore = await exactCents(eur);

  // New Vendor Onboarding in euros (no contract value to type), then its executed €250,000 contract.
  await page.getByRole("button", { name: "New Vendor" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Vendor Onboarding" });
  await dialog.getByLabel("Vendor name").fill(`Euro Book ${stamp}`);
  await dialog.getByLabel("Currency").selectOption("EUR");
  const usdBefore = await exactCents(usd);
  await dialog.getByRole("button", { name: "Start onboarding" }).click();
  await expect(dialog).toBeHidden();
  const found = await request.get(`/api/vendors/search?q=${encodeURIComponent(`Euro Book ${stamp}`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const euroVendor: { id: string } = (await found.json()).data[0];
  await executedContract(request, euroVendor.id, "250000.00", "EUR");
  await page.reload();
  await openRegister(page);

  // The euro figure grows by at least €250,000 (other tests may add euro vendors too), shown with its own symbol.
  await expect.poll(async () => (await exactCents(eur)) - eurBefore).toBeGreaterThanOrEqual(25_000_000n);
  await expect(eur.locator("[aria-hidden=true]").last()).toHaveText(/^<?€[\d,]+\.\dM$/);
  await expect(eur).toContainText(/Euro: €[\d,]+\.\d{2} across \d+ vendors?/);
  await expect(usd.locator("[aria-hidden=true]").last()).toHaveText(/^<?\$[\d,]+\.\dM$/);
  // What the dollar figure says is exactly the API's dollar book: no euro in it.
  const summary = await (
    await request.get("/api/vendors/summary", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const usdBook = summary.data.contractBookByCurrency.find((e: { currency: string }) => e.currency === "USD");
  expect(await exactCents(usd)).toBe(BigInt(usdBook.total.replace(".", "")));
  expect(await exactCents(usd)).toBeGreaterThanOrEqual(usdBefore);
  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("contract-book-1440.png") });

  // Sorting by contract value groups by currency, and says so.
  const table = page.getByTestId("vendors-table");
  const valueHeader = table.getByRole("columnheader", { name: /Contract value/ });
  await expect(valueHeader).toHaveAttribute("title", /by currency/);
  await valueHeader.getByRole("button").click();
  await expect(valueHeader).toHaveAttribute("aria-sort", "descending");
  await expect(valueHeader).toContainText("grouped by currency");
  await expect(page.getByTestId("vendor-row-skeleton")).toHaveCount(0);
  for (const order of ["descending", "ascending"]) {
    await expect(valueHeader).toHaveAttribute("aria-sort", order);
    await expect(table.getByTestId("contract-value").first()).toBeVisible();
    // Polled: while the sorted page loads, the list may still show the previous order.
    await expect
      .poll(async () => {
        const currencies = (await table.getByTestId("contract-value").allTextContents()).map((t) => t.slice(-3));
        const blocks = currencies.filter((c, i) => i === 0 || currencies[i - 1] !== c);
        const sorted = [...new Set(blocks)].sort();
        return blocks.join(" ") === (order === "ascending" ? sorted : sorted.reverse()).join(" ");
      })
      .toBe(true);
    if (order === "descending") await valueHeader.getByRole("button").click();
  }
});

test("many currencies fold behind +N more, reachable by keyboard, and the book fits a phone", async ({
  page,
  request,
}) => {
  // A register in six currencies, as the summary would answer it (the shared register cannot be made to hold
  // exactly these); everything else on the screen is live.
  const book = [
    ["USD", "225297612000.50", "225297.6", 812],
    ["EUR", "12400000.00", "12.4", 40],
    ["GBP", "3100000.00", "3.1", 12],
    ["CHF", "2000000.00", "2.0", 5],
    ["JPY", "150000000.00", "150.0", 2],
    ["SEK", "40000.00", "0.0", 1],
  ].map(([currency, total, totalMillions, vendors]) => ({ currency, total, totalMillions, vendors }));
  await page.route(/\/trpc\/.*vendors\.summary/, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    // tRPC answers a batch: put the six currencies into the summary's answer wherever it sits.
    const patched = text.replace(
      /"contractBookByCurrency":\[[^\]]*\]/,
      `"contractBookByCurrency":${JSON.stringify(book)}`,
    );
    await route.fulfill({ response, body: patched });
  });
  const manager = await createUser(request, "Vendor Manager");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await openRegister(page);
  const contractBook = page.getByTestId("contract-book");
  const figures = contractBook.getByTestId("contract-book-figure");
  await expect(figures).toHaveCount(3);
  await expect(figures.nth(0).locator("[aria-hidden=true]").last()).toHaveText("$225,297.6M");
  await expect(figures.nth(1).locator("[aria-hidden=true]").last()).toHaveText("€12.4M");
  await expect(figures.nth(2).locator("[aria-hidden=true]").last()).toHaveText("£3.1M");
  await expect(figures.nth(0)).toContainText("US Dollar: $225,297,612,000.50 across 812 vendors");

  // The book wraps inside the screen.
  const overflow = await contractBook.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scroll: el.scrollWidth - el.clientWidth,
  }));
  expect(overflow.right).toBeLessThanOrEqual(390);
  expect(overflow.scroll).toBeLessThanOrEqual(0);

  // "+3 more" is a button: focus shows the other currencies in a tooltip, Enter shows them in place.
  await expect(contractBook.getByRole("button", { name: "+3 more currencies" })).toBeVisible();
  const more = contractBook.getByTestId("contract-book-more");
  await more.focus();
  await expect(page.getByRole("tooltip")).toContainText("CHF 2.0M");
  await expect(page.getByRole("tooltip")).toContainText("<SEK 0.1M");
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(figures).toHaveCount(6);
  await expect(figures.nth(4)).toContainText("¥150.0M");
  await expect(figures.nth(5)).toContainText("Swedish Krona: SEK 40,000.00 across 1 vendor");
  const wide = await contractBook.evaluate((el) => el.getBoundingClientRect().right);
  expect(wide).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("contract-book-390.png") });
  await expect(more).toHaveText("Show fewer");
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(figures).toHaveCount(3);
});
