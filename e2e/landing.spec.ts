import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createUser, signIn } from "./helpers";

/**
 * The public landing page at "/" (spec 000 §1, §2 "Landing page", §3, §5, §9), at a desktop width and on a phone.
 * External pages (booking, scheduling) are answered by a stand-in so the run needs no network.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const SECTION_HEADINGS = [
  /^Platform metrics$/,
  /^Trusted by/,
  /^Everything your third-party risk programme needs/,
  /^Built for the rules your industry answers to$/,
  /^Risk teams that stopped chasing spreadsheets$/,
  /^Estimate what the platform returns$/,
  /^Plans that scale with your vendor portfolio$/,
  /^Talk to a third-party risk specialist$/,
  /^Bring every third party under control/,
];

const CAPABILITY_LINKS = [
  "/risk-assessment",
  "/compliance",
  "/vendor-management",
  "/integrations",
  "/analytics",
  "/operations",
];
const FOOTER_SOLUTION_LINKS = ["/risk-assessment", "/compliance", "/vendor-management", "/contracts", "/analytics"];
const METRICS = { vendors: "50,000", savings: "$127M", accuracy: "99.97%", clients: "2,500" };
const REQUIRED_FIELD_ERRORS = [
  "Enter your first name.",
  "Enter your last name.",
  "Enter your business email address.",
  "Enter your company name.",
  "Enter your job title.",
];

/** Any address off this machine gets a small stand-in page instead of a network error. */
async function stubExternalPages(page: Page) {
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) =>
      route.fulfill({
        contentType: "text/html",
        body:
          '<!doctype html><html lang="en"><title>Scheduling</title><body style="margin:0;font:16px system-ui,sans-serif;' +
          'display:grid;place-items:center;height:100vh;background:#f8fafc;color:#334155"><main>' +
          "<h1>Scheduling page stand-in</h1></main></body></html>",
      }),
  );
}

async function openLanding(page: Page) {
  await stubExternalPages(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The top bar's actions: in the bar on a desktop, behind the menu button on a phone. */
async function topBarActions(page: Page): Promise<Locator> {
  const banner = page.getByRole("banner");
  const menuButton = banner.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(banner.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  }
  return banner;
}

async function expectMetricsFinal(page: Page) {
  for (const [id, value] of Object.entries(METRICS)) {
    await expect(page.getByTestId(`metric-${id}`)).toHaveText(value, { timeout: 10_000 });
  }
}

async function openDemoDialog(page: Page) {
  const banner = await topBarActions(page);
  await banner.getByRole("button", { name: "Request Enterprise Demo" }).click();
  await expect(page.getByRole("dialog", { name: "Request an Enterprise Demo" })).toBeVisible();
  // The dialog's name changes to the confirmation once a request is sent, so hand back the role alone.
  return page.getByRole("dialog");
}

/** Visits every part of the page so lazy content (the scheduling iframe) loads before a full-page screenshot. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const viewport of VIEWPORTS) {
  test.describe(`landing page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows every section in order with working links, and saves a full-page screenshot", async ({ page }) => {
      await openLanding(page);

      // Landmarks and the one h1.
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // Sections in the specification's order.
      const headings = await page.getByRole("main").locator("h2").allTextContents();
      expect(headings).toHaveLength(SECTION_HEADINGS.length);
      for (const [index, pattern] of SECTION_HEADINGS.entries()) expect(headings[index]).toMatch(pattern);

      // Top bar.
      const banner = await topBarActions(page);
      await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
      await expect(banner.getByRole("link", { name: "Open the app" })).toHaveCount(0);
      const bookDemo = banner.getByRole("link", { name: /^Book Demo/ });
      await expect(bookDemo).toHaveAttribute("target", "_blank");
      await expect(bookDemo).toHaveAttribute("href", /^https?:\/\//);
      const explore = banner.getByRole("link", { name: /^Explore Platform/ });
      await expect(explore).toHaveAttribute("href", "/dashboard");
      await expect(explore).toHaveAttribute("target", "_blank");
      await expect(banner.getByRole("button", { name: "Request Enterprise Demo" })).toBeVisible();
      if (viewport.width < 1024) await banner.getByRole("button", { name: "Close menu" }).click();

      // Trusted-by wordmarks.
      const trusted = page.getByRole("region", { name: /^Trusted by/ });
      await expect(trusted.getByRole("img")).toHaveCount(6);

      // Six capability cards, each linking to its screen.
      const capabilities = page.getByRole("region", { name: /^Everything your third-party risk programme/ });
      await expect(capabilities.getByRole("article")).toHaveCount(6);
      const capabilityHrefs = await capabilities
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(capabilityHrefs).toEqual(CAPABILITY_LINKS);

      // Four industries with their regulations.
      const industries = page.getByRole("region", { name: "Built for the rules your industry answers to" });
      await expect(industries.getByRole("article")).toHaveCount(4);
      for (const regulation of [
        "DORA",
        "EBA Outsourcing Guidelines",
        "OCC 2023-17",
        "HIPAA",
        "FedRAMP",
        "NIS2 Directive",
      ]) {
        await expect(industries.getByRole("listitem").filter({ hasText: new RegExp(`^${regulation}$`) })).toHaveCount(
          1,
        );
      }

      // Three client stories.
      const stories = page.getByRole("region", { name: "Risk teams that stopped chasing spreadsheets" });
      await expect(stories.getByRole("article")).toHaveCount(3);
      await expect(stories.locator("blockquote")).toHaveCount(3);

      // Live metrics reach their final values.
      await expectMetricsFinal(page);

      // ROI calculator: three labelled sliders with the specification's bounds.
      const roi = page.getByRole("region", { name: "Estimate what the platform returns" });
      const sliders = [
        [roi.getByRole("slider", { name: "Active vendors" }), "100", "10000", "50"],
        [roi.getByRole("slider", { name: "Annual third-party spend" }), "10", "1000", "10"],
        [roi.getByRole("slider", { name: "Risk management staff" }), "1", "50", "1"],
      ] as const;
      for (const [slider, min, max, step] of sliders) {
        await expect(slider).toHaveAttribute("min", min);
        await expect(slider).toHaveAttribute("max", max);
        await expect(slider).toHaveAttribute("step", step);
      }
      await expect(page.getByTestId("roi-savings")).toHaveText("$441,750");

      // Pricing: three plans, Enterprise selected and marked Most Popular.
      const pricing = page.getByRole("region", { name: "Plans that scale with your vendor portfolio" });
      await expect(pricing.getByRole("radio")).toHaveCount(3);
      await expect(pricing.getByRole("radio", { name: "Enterprise", exact: true })).toBeChecked();
      await expect(page.getByTestId("plan-enterprise").getByText("Most Popular")).toBeVisible();
      await expect(pricing.getByRole("button", { name: /^Request Demo/ })).toHaveCount(2);
      await expect(pricing.getByRole("button", { name: /^Contact Sales/ })).toHaveCount(1);
      for (const price of ["$2,500", "$7,500", "Custom"])
        await expect(pricing.getByText(price, { exact: true })).toBeVisible();
      for (const limit of ["Up to 1,000 vendors", "Up to 5,000 vendors", "Unlimited vendors"]) {
        await expect(pricing.getByText(limit, { exact: true })).toBeVisible();
      }

      // Consultation: a new-tab link and the same page inline, 600 px high.
      const consultation = page.getByRole("region", { name: "Talk to a third-party risk specialist" });
      const schedulingLink = consultation.getByRole("link", { name: /^Open the scheduling page/ });
      await expect(schedulingLink).toHaveAttribute("target", "_blank");
      const schedulingUrl = await schedulingLink.getAttribute("href");
      const iframe = consultation.locator("iframe");
      await expect(iframe).toHaveAttribute("src", schedulingUrl ?? "");
      await expect(iframe).toHaveAttribute("title", /30-minute consultation/);
      expect((await iframe.boundingBox())?.height).toBe(600);

      // Closing call to action.
      const closing = page.getByRole("region", { name: /^Bring every third party under control/ });
      await expect(closing.getByRole("button", { name: "Request Enterprise Demo" })).toBeVisible();
      const schedule = closing.getByRole("link", { name: /^Schedule Consultation/ });
      await expect(schedule).toHaveAttribute("target", "_blank");
      await expect(schedule).toHaveAttribute("href", schedulingUrl ?? "");

      // Footer: every item that looks like a link is one, and goes somewhere real — an element of this page, the
      // API reference, or a screen of the app — never a dead end.
      const footer = page.getByRole("contentinfo");
      const solutionHrefs = await footer
        .getByRole("navigation", { name: "Solutions" })
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(solutionHrefs).toEqual(FOOTER_SOLUTION_LINKS);
      for (const column of ["Solutions", "Industries", "Resources", "Get Started"]) {
        await expect(footer.getByRole("navigation", { name: column, exact: true })).toBeVisible();
      }
      // Inside the link columns there is nothing but links.
      const columnItems = await footer
        .getByRole("navigation")
        .getByRole("listitem")
        .evaluateAll((items) => items.map((li) => li.children.length === 1 && li.firstElementChild?.tagName === "A"));
      expect(columnItems.length).toBeGreaterThan(15);
      expect(columnItems.every(Boolean)).toBe(true);
      const footerHrefs = await footer
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(footerHrefs).toEqual(expect.arrayContaining(["/api/docs", "/login", "/register", "#industry-financial"]));
      for (const href of footerHrefs) {
        if (href.startsWith("#")) {
          expect(await page.locator(href).count(), href).toBe(1);
        } else {
          const response = await page.request.get(href);
          expect(response.status(), href).toBe(200);
        }
      }
      for (const item of [
        "Enterprise-Grade Security",
        "99.9% Uptime SLA",
        "Dedicated Success Team",
        "Compliance Guarantee",
      ]) {
        await expect(footer.getByText(item, { exact: true })).toBeVisible();
      }
      for (const cert of ["SOC 2", "ISO 27001", "FedRAMP"]) {
        await expect(footer.getByRole("listitem").filter({ hasText: new RegExp(`^${cert}$`) })).toBeVisible();
      }

      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await scrollThrough(page);
      // The embedded scheduling page (here the stand-in) has loaded before the picture is taken.
      await iframe.scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe[title^="Schedule a 30-minute"]').getByRole("heading")).toHaveText(
        "Scheduling page stand-in",
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      // Chromium leaves a cross-origin frame blank in a stitched full-page capture; a viewport as tall as the page
      // draws it. The picture is the whole page either way.
      const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height: fullHeight });
      await expect(page.frameLocator('iframe[title^="Schedule a 30-minute"]').getByRole("heading")).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/landing-${viewport.width}.png`, fullPage: true });
      await page.setViewportSize(viewport);
    });

    test("has no serious or critical accessibility violations, with and without the demo dialog", async ({ page }) => {
      await openLanding(page);
      await expectMetricsFinal(page);
      const scan = () =>
        new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          // The third-party scheduling page is not ours to audit.
          .exclude("iframe")
          .analyze();

      const severe = (violations: Awaited<ReturnType<typeof scan>>["violations"]) =>
        violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

      expect(severe((await scan()).violations)).toEqual([]);

      const dialog = await openDemoDialog(page);
      await dialog.getByRole("button", { name: "Request Demo" }).click();
      await expect(dialog.getByText(REQUIRED_FIELD_ERRORS[0]!)).toBeVisible();
      expect(severe((await scan()).violations)).toEqual([]);
    });
  });
}

test.describe("landing page behaviour", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("metrics start at zero, wait about half a second, then count up to their final values", async ({ page }) => {
    // Fake time, paused: nothing moves until the test says so.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await stubExternalPages(page);
    await page.goto("/");
    // React reveals a lazily loaded screen on a short timer: step time in small amounts until the page is there.
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 50 && !(await heading.isVisible()); i++) await page.clock.runFor(50);
    await expect(heading).toBeVisible();

    const vendors = page.getByTestId("metric-vendors");
    await expect(vendors).toHaveText("0");
    await page.clock.runFor(350);
    await expect(vendors).toHaveText("0");
    await page.clock.runFor(900);
    const midway = Number((await vendors.textContent())?.replace(/,/g, ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(50_000);
    await page.clock.runFor(3_000);
    await expectMetricsFinal(page);
  });

  test("the counters count in whole numbers and end exactly on their figures (99.97%, never 74.37%)", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await stubExternalPages(page);
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 50 && !(await heading.isVisible()); i++) await page.clock.runFor(50);
    const accuracy = page.getByTestId("metric-accuracy");
    const seen = new Set<string>();
    for (let step = 0; step < 60; step++) {
      await page.clock.runFor(50);
      seen.add((await accuracy.textContent()) ?? "");
    }
    const texts = [...seen];
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text).toMatch(/^(\d{1,2}%|99\.97%)$/);
    await expectMetricsFinal(page);
  });

  test("with reduced motion the figures show at once, without counting", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await stubExternalPages(page);
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    for (let i = 0; i < 50 && !(await heading.isVisible()); i++) await page.clock.runFor(50);
    for (const [id, value] of Object.entries(METRICS)) await expect(page.getByTestId(`metric-${id}`)).toHaveText(value);
  });

  test("a signed-in user sees Open the app, to the home page of their role, instead of Login", async ({
    page,
    request,
  }) => {
    for (const [role, home] of [
      ["Vendor Manager", "/dashboard"],
      ["Regulatory Body", "/reports"],
    ] as const) {
      const user = await createUser(request, role);
      await signIn(page, user.email);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await openLanding(page);
      const banner = page.getByRole("banner");
      const open = banner.getByRole("link", { name: "Open the app" });
      await expect(open).toHaveAttribute("href", home);
      await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
      await open.click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await page.context().clearCookies();
    }
    await openLanding(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  test("ROI figures follow the sliders moved with the keyboard", async ({ page }) => {
    await openLanding(page);
    const vendors = page.getByRole("slider", { name: "Active vendors" });
    const staff = page.getByRole("slider", { name: "Risk management staff" });
    const spend = page.getByRole("slider", { name: "Annual third-party spend" });

    // Start: 500 vendors, $100M, 5 staff → 4,250 + 12,500 + 425,000.
    await expect(page.getByTestId("roi-savings")).toHaveText("$441,750");
    await expect(page.getByTestId("roi-percent")).toHaveText("884%");
    await expect(page.getByTestId("roi-payback")).toHaveText("1.4 months");

    // One step right on vendors: 550 → 8.5 × 550 = 4,675.
    await vendors.focus();
    await page.keyboard.press("ArrowRight");
    await expect(vendors).toHaveValue("550");
    await expect(vendors).toHaveAttribute("aria-valuetext", "550 vendors");
    await expect(page.getByTestId("roi-savings")).toHaveText("$442,175");

    // Staff to its minimum with Home: 1 → 85,000.
    await staff.focus();
    await page.keyboard.press("Home");
    await expect(staff).toHaveValue("1");
    // 4,675 + 12,500 + 85,000 = 102,175 → ROI 204%, payback 50,000 / 8,514.58 = 5.9 months.
    await expect(page.getByTestId("roi-savings")).toHaveText("$102,175");
    await expect(page.getByTestId("roi-percent")).toHaveText("204%");
    await expect(page.getByTestId("roi-payback")).toHaveText("5.9 months");
    await expect(page.getByTestId("roi-processAutomation")).toHaveText("$40,870");
    await expect(page.getByTestId("roi-riskMitigation")).toHaveText("$35,761");
    await expect(page.getByTestId("roi-complianceEfficiency")).toHaveText("$25,544");

    // Spend to its maximum with End: $1,000M → 125,000.
    await spend.focus();
    await page.keyboard.press("End");
    await expect(spend).toHaveValue("1000");
    await expect(page.getByTestId("roi-savings")).toHaveText("$214,675");
  });

  test("Enterprise is selected at first; a click or the arrow keys select another plan", async ({ page }) => {
    await openLanding(page);
    const radio = (name: string) => page.getByRole("radio", { name, exact: true });

    await expect(radio("Enterprise")).toBeChecked();
    await expect(page.getByTestId("plan-enterprise")).toHaveAttribute("data-selected", "true");

    await page.getByTestId("plan-professional").getByRole("heading", { name: "Professional" }).click();
    await expect(radio("Professional")).toBeChecked();
    await expect(radio("Enterprise")).not.toBeChecked();
    await expect(page.getByTestId("plan-professional")).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("plan-enterprise")).toHaveAttribute("data-selected", "false");

    await radio("Professional").focus();
    await page.keyboard.press("ArrowRight");
    await expect(radio("Enterprise")).toBeChecked();

    // The plan's own button selects it too, and opens the demo dialog.
    await page.getByRole("button", { name: "Contact Sales: Global Enterprise plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Request an Enterprise Demo" });
    await expect(dialog).toContainText("Global Enterprise plan");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(radio("Global Enterprise")).toBeChecked();
    await expect(page.getByTestId("plan-global")).toHaveAttribute("data-selected", "true");
  });

  test("the demo dialog shows field errors, keeps focus inside, and closes with Escape", async ({ page }) => {
    await openLanding(page);
    const dialog = await openDemoDialog(page);

    // Every field is labelled.
    for (const label of [
      "First name",
      "Last name",
      "Business email",
      "Phone",
      "Company",
      "Job title",
      "Company size",
      "Implementation timeline",
      "Annual budget",
      "What would you like to see?",
    ]) {
      await expect(dialog.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(dialog.getByRole("combobox", { name: "Company size" }).locator("option")).toHaveText([
      "Select company size",
      "1,000 – 5,000 employees",
      "5,000 – 10,000 employees",
      "10,000 – 50,000 employees",
      "50,000+ employees",
    ]);
    await expect(dialog.getByRole("combobox", { name: "Implementation timeline" }).locator("option")).toHaveCount(5);

    // The honeypot is there for bots only.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect((await honeypot.boundingBox())?.x ?? 0).toBeLessThan(-1000);

    // Submitting empty shows an error under each required field and focuses the first.
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    for (const message of REQUIRED_FIELD_ERRORS) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "First name" })).toHaveAttribute("aria-invalid", "true");

    // A free-mail address is refused with a sentence.
    await dialog.getByRole("textbox", { name: "Business email" }).fill("someone@gmail.com");
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    await expect(dialog.getByText(/^Use your business email address\./)).toBeVisible();

    // Focus stays in the dialog.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Request Enterprise Demo" })).toBeFocused();
  });

  test("the server's answers are shown: field issues on their fields, rate limit as a message", async ({ page }) => {
    await openLanding(page);
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        success: false,
        message: "email: This address could not be verified.",
        issues: [{ path: "email", message: "This address could not be verified." }],
      },
    };
    await page.route("**/api/public/demo-requests", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) }),
    );
    const dialog = await openDemoDialog(page);
    await fillValidRequest(dialog, "ada@northbank.example");
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    await expect(dialog.getByText("This address could not be verified.", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Business email" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toContainText("Your request was not sent");

    answer = { status: 429, body: { success: false, message: "Too many requests from your address." } };
    await dialog.getByRole("button", { name: "Request Demo" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Too many requests from your address.");
    await expect(dialog).toBeVisible();
  });

  test("a valid request is sent to the server and confirmed in the dialog", async ({ page }) => {
    await openLanding(page);
    const dialog = await openDemoDialog(page);
    const email = `e2e.${Date.now()}@northbank.example`;
    await fillValidRequest(dialog, email);

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/public/demo-requests") && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith("/api/public/demo-requests")),
      dialog.getByRole("button", { name: "Request Demo" }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      company: "Northbank plc",
      title: "Head of Third-Party Risk",
      employees: "10000-50000",
      timeline: "short",
      website: "",
    });
    expect(response.status()).toBe(201);
    await expect(dialog.getByTestId("demo-request-confirmation")).toBeVisible();
    await expect(dialog).toContainText("Thank you, Ada. Your demo request has been received.");
    await expect(dialog).toContainText(email);
  });
});

async function fillValidRequest(dialog: Locator, email: string) {
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await dialog.getByRole("textbox", { name: "Business email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("Northbank plc");
  await dialog.getByRole("textbox", { name: "Job title" }).fill("Head of Third-Party Risk");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0018");
  await dialog.getByRole("combobox", { name: "Company size" }).selectOption("10000-50000");
  await dialog.getByRole("combobox", { name: "Implementation timeline" }).selectOption("short");
  await dialog.getByRole("combobox", { name: "Annual budget" }).selectOption("100k-250k");
  await dialog.getByRole("textbox", { name: "What would you like to see?" }).fill("DORA register of information.");
}
