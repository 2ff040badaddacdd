import { readFile } from "node:fs/promises";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, PASSWORD, severeViolations, signIn } from "./helpers";

/**
 * The personal screens (001 §2.8–2.10): profile, account security (password, two-factor, sessions, API keys) and
 * settings, at desktop and phone widths with an accessibility scan; each flow on a fresh account.
 */

async function signInTo(page: Page, email: string, path: string, password = PASSWORD) {
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(path);
}

/** A code of the authenticator app for `secret` (base32, spaces allowed), as the app would show it now. */
function totp(secret: string): string {
  return generateTOTP(decodeBase32IgnorePadding(secret.replace(/\s+/g, "")), 30, 6);
}

/** Waits for the next 30-second step: the server accepts each step's code once. */
async function nextTotpStep(page: Page) {
  const left = 30_000 - (Date.now() % 30_000);
  await page.waitForTimeout(left + 500);
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow").toBeLessThanOrEqual(0);
}

for (const width of [1440, 390]) {
  test(`the personal screens have no serious accessibility findings at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    // Eight scans, the first test on a freshly started server.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    // IT Security holds the `settings` permission: the organisation's card is scanned too.
    const user = await createUser(request, "IT Security", { firstName: "Ines", lastName: "Axe" });
    await signInTo(page, user.email, "/profile");

    await expect(page.getByRole("heading", { level: 1, name: "User Profile" })).toBeVisible();
    await expect(page.getByTestId("profile-summary")).toContainText("Ines Axe");
    await expect(page.getByTestId("profile-role")).toHaveText("IT Security");
    expect(await severeViolations(page), "/profile").toEqual([]);
    await noOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("First name")).toBeFocused();
    expect(await severeViolations(page), "/profile editing").toEqual([]);
    await noOverflow(page);

    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account Security" })).toBeVisible();
    await expect(page.getByTestId("session-row").first()).toBeVisible();
    await expect(page.getByText("No API keys created")).toBeVisible();
    await expect(page.getByTestId("two-factor-state")).toHaveText("Disabled");
    expect(await severeViolations(page), "/account").toEqual([]);
    await noOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "New Key" }).click();
    await expect(page.getByRole("dialog", { name: "Create API Key" })).toBeVisible();
    expect(await severeViolations(page), "New Key dialog").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("switch", { name: "Two-Factor Authentication" }).click();
    await expect(page.getByRole("dialog", { name: "Turn on two-factor authentication" })).toBeVisible();
    expect(await severeViolations(page), "two-factor dialog").toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByLabel("Language")).toHaveValue("en");
    await expect(page.getByTestId("organisation-settings").getByLabel("Organisation name")).toBeVisible();
    expect(await severeViolations(page), "/settings").toEqual([]);
    await noOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`settings-${width}.png`), fullPage: true });
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a user edits and saves their profile; Cancel restores what was loaded", async ({ page, request }) => {
    const user = await createUser(request, "Risk Manager", { firstName: "Priya", lastName: "Profile" });
    await signInTo(page, user.email, "/profile");
    const summary = page.getByTestId("profile-summary");
    await expect(summary).toContainText("No job title set");
    await expect(summary).toContainText("Risk assessment");
    await expect(page.getByTestId("profile-email")).toContainText(user.email);

    // Cancel restores the loaded values.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("First name").fill("Nobody");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(summary).toContainText("Priya Profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Priya");
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(page.getByText("Email cannot be changed")).toBeVisible();

    // The schema's messages, on their fields.
    await page.getByLabel("First name").fill("");
    await page.getByLabel("Phone").fill("call me");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid phone number (digits, spaces, + ( ) - .)")).toBeVisible();

    await page.getByLabel("First name").fill("Priya");
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByLabel("Job title").fill("Head of Third-Party Risk");
    await page.getByLabel("Bio").fill("Outsourcing governance since 2015.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    const status = page.getByTestId("profile-status");
    await expect(status).toHaveText("Profile updated successfully!");
    expect(await severeViolations(page), "saved profile").toEqual([]);
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(summary).toContainText("Head of Third-Party Risk");
    await expect(page.getByText("+44 20 7946 0000")).toBeVisible();
    await expect(page.getByText("Outsourcing governance since 2015.")).toBeVisible();
    // The message lasts 3 seconds.
    await expect(status).toHaveText("", { timeout: 5_000 });

    await page.reload();
    await expect(summary).toContainText("Head of Third-Party Risk");
  });

  test("a user changes their password: mismatch first, then length, then success with the fields cleared", async ({
    page,
    request,
  }) => {
    const user = await createUser(request, "Finance", { firstName: "Paul", lastName: "Password" });
    await signInTo(page, user.email, "/account");
    const card = page.getByTestId("change-password-card");
    const submit = card.getByRole("button", { name: "Update Password" });
    await expect(submit).toBeDisabled();
    await card.getByLabel("Current password").fill(PASSWORD);
    await card.getByLabel("New password", { exact: true }).fill("short");
    await expect(submit).toBeDisabled();
    await card.getByLabel("Confirm new password").fill("shorter");
    await submit.click();
    await expect(card.getByText("Passwords do not match")).toBeVisible();
    await card.getByLabel("Confirm new password").fill("short");
    await submit.click();
    await expect(card.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(card.getByText("Passwords do not match")).toBeHidden();

    const next = "Renewed-Password-2026!";
    await card.getByLabel("New password", { exact: true }).fill(next);
    await card.getByLabel("Confirm new password").fill(next);
    await submit.click();
    await expect(page.getByTestId("password-status")).toHaveText("Password changed successfully!");
    await expect(card.getByLabel("Current password")).toHaveValue("");
    await expect(card.getByLabel("New password", { exact: true })).toHaveValue("");
    await expect(submit).toBeDisabled();
    expect(
      (await request.post("/api/public/auth/login", { data: { email: user.email, password: next } })).status(),
    ).toBe(200);
  });

  test("an API key is shown once, copied, works as a bearer token, and is refused once deleted", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser(request, "Vendor Manager", { firstName: "Kim", lastName: "Keys" });
    await signInTo(page, user.email, "/account");
    await page.getByRole("button", { name: "New Key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    const create = dialog.getByRole("button", { name: "Create", exact: true });
    await expect(create).toBeDisabled();
    await dialog.getByLabel("API Key Name").fill("   ");
    await expect(create).toBeDisabled();
    await dialog.getByLabel("API Key Name").fill("Reporting robot");
    await create.click();

    const shown = page.getByRole("dialog", { name: "API Key Created" });
    await expect(shown.getByText("Save this API key now. You won't be able to see it again!")).toBeVisible();
    const key = await shown.getByTestId("new-api-key").inputValue();
    expect(key).toMatch(/^tprm_[a-z2-7]{64}$/);
    await expect(shown.getByTestId("new-api-key")).toHaveAttribute("readonly", "");
    await shown.getByRole("button", { name: "Copy" }).click();
    await expect(shown.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await severeViolations(page), "the new key").toEqual([]);
    await shown.getByRole("button", { name: "Done" }).click();

    const row = page.getByTestId("api-key-row").filter({ hasText: "Reporting robot" });
    await expect(row.getByTestId("masked-key")).toHaveText(`${key.slice(0, 8)}…${key.slice(-4)}`);
    await expect(row).toContainText("Never");

    const withKey = { headers: { authorization: `Bearer ${key}` } };
    const profile = await page.request.get("/api/users/profile", withKey);
    expect(profile.status()).toBe(200);
    expect((await profile.json()).data.email).toBe(user.email);

    await row.getByRole("button", { name: "Delete API key Reporting robot" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this API key?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("api-keys-status")).toHaveText("The API key “Reporting robot” was deleted.");
    await expect(page.getByText("No API keys created")).toBeVisible();
    expect((await page.request.get("/api/users/profile", withKey)).status()).toBe(401);
  });

  test("a user signs another session out, then every other session", async ({ page, request }) => {
    const user = await createUser(request, "Legal", { firstName: "Sam", lastName: "Sessions" });
    // One session from a recognisable browser (the list names devices from the User-Agent), one plain API session.
    const firefox = await request.post("/api/public/auth/login", {
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0" },
      data: { email: user.email, password: PASSWORD },
    });
    const firefoxToken = (await firefox.json()).data.accessToken as string;
    const apiSession = await apiToken(request, user.email);
    const me = (token: string) => request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    await signInTo(page, user.email, "/account");
    const rows = page.getByTestId("session-row");
    // This browser, the two above and createUser's own sign-in.
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
    await expect(rows.first()).toContainText("This device");

    const other = rows.filter({ hasText: "Firefox on Windows" });
    await other.getByRole("button", { name: /^Sign out session Firefox on Windows/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Sign out this session?" });
    await expect(confirm).toContainText("Firefox on Windows will be signed out and must sign in again.");
    await confirm.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByTestId("sessions-status")).toHaveText("The session was signed out.");
    await expect(rows).toHaveCount(3);
    expect((await me(firefoxToken)).status()).toBe(401);
    expect((await me(apiSession)).status()).toBe(200);

    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await page
      .getByRole("alertdialog", { name: "Sign out other sessions?" })
      .getByRole("button", { name: "Sign out other sessions" })
      .click();
    await expect(page.getByTestId("sessions-status")).toHaveText("2 other sessions were signed out.");
    await expect(rows).toHaveCount(1);
    expect((await me(apiSession)).status()).toBe(401);
    await expect(page.getByRole("button", { name: "Sign out other sessions" })).toBeDisabled();
    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account Security" })).toBeVisible();
  });

  test("a user turns two-factor on with a code of the app and signs in again with a code", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser(request, "Compliance Officer", { firstName: "Tess", lastName: "Totp" });
    await signInTo(page, user.email, "/account");
    const card = page.getByTestId("two-factor-card");
    await expect(card.getByTestId("two-factor-state")).toHaveText("Disabled");
    await card.getByRole("switch", { name: "Two-Factor Authentication" }).click();

    const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
    await dialog.getByLabel("Password").fill("not my password");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Password is incorrect")).toBeVisible();
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    const secret = (await dialog.getByTestId("two-factor-secret").textContent()) ?? "";
    expect(secret.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByLabel("Verification code").fill("000000");
    await dialog.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(dialog.getByText(/The code does not match/)).toBeVisible();
    await dialog.getByLabel("Verification code").fill(totp(secret));
    await dialog.getByRole("button", { name: "Verify and turn on" }).click();

    const codesDialog = page.getByRole("dialog", { name: "Recovery codes" });
    const codes = codesDialog.getByTestId("recovery-code");
    await expect(codes).toHaveCount(10);
    await expect(codesDialog.getByText(/They will not be shown again/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      codesDialog.getByRole("button", { name: "Download (.txt)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tprm-recovery-codes.txt");
    const file = await readFile((await download.path()) ?? "", "utf8");
    const recoveryCodes = await codes.allTextContents();
    for (const code of recoveryCodes) expect(file).toContain(code);
    expect(await severeViolations(page), "recovery codes").toEqual([]);
    await codesDialog.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(card.getByTestId("two-factor-state")).toHaveText("Enabled");
    await expect(
      card.getByText("Two-factor authentication is active. You'll be asked for a verification code when signing in."),
    ).toBeVisible();
    await expect(card).toContainText("10 recovery codes left");

    // Sign out, and back in: the password, then a code of the app (a new 30-second step: each is accepted once).
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    const code = page.getByLabel("Verification code");
    await expect(code).toBeVisible();
    await nextTotpStep(page);
    await code.fill(totp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/account");
    await expect(page.getByTestId("two-factor-state")).toHaveText("Enabled");

    // Turning it off asks for the password and a code: here a recovery code.
    await page.getByRole("switch", { name: "Two-Factor Authentication" }).click();
    const off = page.getByRole("dialog", { name: "Turn off two-factor authentication" });
    await off.getByLabel("Password").fill(PASSWORD);
    await off.getByLabel("Verification or recovery code").fill(recoveryCodes[0] ?? "");
    await off.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication was turned off.");
    await expect(page.getByTestId("two-factor-state")).toHaveText("Disabled");
  });

  test("settings in French with YYYY-MM-DD dates apply at once and on the vendor screen", async ({ page, request }) => {
    const user = await createUser(request, "Vendor Manager", { firstName: "Fanny", lastName: "Français" });
    const vendor = await createVendor(request, `Paris Custody ${Date.now()}`);
    await signInTo(page, user.email, "/settings");
    await expect(page.getByLabel("Email digest frequency")).toBeEnabled();
    const email = page.getByRole("switch", { name: "Email notifications" });
    await email.click();
    await expect(email).toHaveAttribute("aria-checked", "false");
    await expect(page.getByLabel("Email digest frequency")).toBeDisabled();
    await email.click();

    await page.getByLabel("Language").selectOption({ label: "Français" });
    await page.getByLabel("Date format").selectOption("YYYY-MM-DD");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    await expect(page.getByTestId("settings-status")).toHaveText("Paramètres mis à jour avec succès !");
    expect(await severeViolations(page), "saved settings").toEqual([]);
    await expect(page.getByLabel("Langue")).toHaveValue("fr");
    await expect(page.getByLabel("Format de date")).toHaveValue("YYYY-MM-DD");

    // A new page load reads the saved settings: French texts, and ISO dates on the vendor record.
    await page.goto("/vendor-management");
    // A first visit downloads the French vendor texts and the register: give a loaded machine time.
    await expect(page.getByRole("heading", { level: 1, name: "Gestion des fournisseurs de l’entreprise" })).toBeVisible(
      { timeout: 30_000 },
    );
    await page.goto(`/vendor-management?vendor=${vendor.id}`);
    const sheet = page.getByRole("dialog", { name: vendor.name });
    await sheet.getByRole("tab", { name: "Aperçu" }).click({ timeout: 30_000 });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const started = sheet.getByText("Intégration commencée").locator("..");
    await expect(started).toContainText(today);
  });

  test("IT Security saves the organisation's settings after the form's checks", async ({ page, request }) => {
    const user = await createUser(request, "IT Security", { firstName: "Olga", lastName: "Org" });
    await signInTo(page, user.email, "/settings");
    const card = page.getByTestId("organisation-settings");
    await expect(card.getByLabel("Minimum password length")).toHaveValue(/\d+/);
    const saved = {
      name: await card.getByLabel("Organisation name").inputValue(),
      min: await card.getByLabel("Minimum password length").inputValue(),
      hours: await card.getByLabel("Session lifetime (hours)").inputValue(),
    };
    const timeZone = card.getByLabel("Time zone for scheduled reports");
    const domains = card.getByLabel("Domains that may receive reports");
    const savedReports = { zone: await timeZone.inputValue(), domains: await domains.inputValue() };
    await card.getByLabel("Organisation name").fill("");
    await card.getByLabel("Minimum password length").fill("6");
    await card.getByLabel("Chosen roles").check();
    await domains.fill("regulator.example\nnot a domain");
    await card.getByRole("button", { name: "Save Organisation Settings" }).click();
    await expect(card.getByText("Organisation name is required")).toBeVisible();
    await expect(card.getByText("Minimum password length must be a whole number from 8 to 128")).toBeVisible();
    await expect(card.getByText("Choose at least one role")).toBeVisible();
    await expect(card.getByText("Each allowed domain must be a domain name, e.g. regulator.example")).toBeVisible();

    // Saved as found (other browser tests share the organisation), with a name.
    await card.getByLabel("Organisation name").fill(saved.name || "Example Bank plc");
    await card.getByLabel("Minimum password length").fill(saved.min);
    await card.getByLabel("Session lifetime (hours)").fill(saved.hours);
    await card.getByLabel("No one").check();
    // The report settings: schedules at 07:00 Berlin time, reports to the regulator's addresses (normalised).
    await timeZone.selectOption("Europe/Berlin");
    await domains.fill("@Regulator.example\naudit.example");
    await card.getByRole("button", { name: "Save Organisation Settings" }).click();
    await expect(page.getByTestId("organisation-status")).toHaveText("Organisation settings updated successfully!");
    await expect(domains).toHaveValue("regulator.example\naudit.example");
    expect(await severeViolations(page)).toEqual([]);
    await page.reload();
    await expect(timeZone).toHaveValue("Europe/Berlin");
    await expect(domains).toHaveValue("regulator.example\naudit.example");

    // Put back as found.
    await timeZone.selectOption(savedReports.zone);
    await domains.fill(savedReports.domains);
    await card.getByRole("button", { name: "Save Organisation Settings" }).click();
    await expect(page.getByTestId("organisation-status")).toHaveText("Organisation settings updated successfully!");
  });

  test("a role without the settings permission does not see the organisation's card", async ({ page, request }) => {
    const user = await createUser(request, "Business User");
    await signInTo(page, user.email, "/settings");
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeVisible();
    await expect(page.getByTestId("organisation-settings")).toHaveCount(0);
  });
});

async function createVendor(request: APIRequestContext, name: string) {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, currency: "EUR", country: "FR" },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { id: string; name: string };
}
