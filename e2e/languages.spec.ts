import { expect, type Page, test } from "@playwright/test";
import { createUser } from "./helpers";

/**
 * The sign-in page's language picker: a visitor picks their language, the page, its validation messages and
 * <html lang> follow at once, and after signing in the navigation and the vendor screen are in that language too. Screenshots of the
 * sign-in page at 1440 and 390 px are kept with the test's output for a look at long words.
 */

const LANGUAGES = [
  {
    code: "de",
    name: "Deutsch",
    title: "Anmelden",
    email: "E-Mail",
    password: "Passwort",
    submit: "Anmelden",
    emailRequired: "E-Mail ist erforderlich",
    nav: ["Workflows", "Dienstleistermanagement", "Rechnungen", "Verträge", "Berichte"],
    navLabel: "Hauptnavigation",
    languageLabel: "Sprache",
    vendorsTitle: "Dienstleistermanagement im Unternehmen",
    vendorsTotal: "Dienstleister gesamt",
  },
  {
    code: "zh",
    name: "中文",
    title: "登录",
    email: "邮箱",
    password: "密码",
    submit: "登录",
    emailRequired: "请填写邮箱",
    nav: ["工作流", "供应商管理", "发票", "合同", "报告"],
    navLabel: "主导航",
    languageLabel: "语言",
    vendorsTitle: "企业供应商管理",
    vendorsTotal: "供应商总数",
  },
] as const;

/** The picker, found by its label in the language the page is in. */
async function pickLanguage(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: name });
}

for (const language of LANGUAGES) {
  test(`the sign-in page and the navigation in ${language.name}`, async ({ page, request }, testInfo) => {
    const finance = await createUser(request, "Finance", { firstName: "Lena", lastName: language.code });
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await pickLanguage(page, "Language", language.name);
    await expect(page.locator("html")).toHaveAttribute("lang", language.code);
    await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible();
    const picker = page.getByTestId("language-picker");
    await expect(picker).toHaveValue(language.code);

    // The API's English validation messages are shown in the chosen language.
    await page.getByRole("button", { name: language.submit, exact: true }).click();
    await expect(page.getByText(language.emailRequired)).toBeVisible();

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`sign-in-${language.code}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByLabel(language.email, { exact: true }).fill(finance.email);
    await page.getByLabel(language.password, { exact: true }).fill(finance.password);
    await page.getByRole("button", { name: language.submit, exact: true }).click();
    const nav = page.getByRole("navigation", { name: language.navLabel });
    await expect(nav.getByRole("link")).toHaveText([...language.nav]);
    await expect(page.locator("html")).toHaveAttribute("lang", language.code);
    // The language picked on the way in became the account's: it stays after a reload.
    await page.reload();
    await expect(nav.getByRole("link")).toHaveText([...language.nav]);

    // The vendor screen reads in that language too.
    await nav.getByRole("link", { name: language.nav[1] }).click();
    await expect(page.getByRole("heading", { level: 1, name: language.vendorsTitle })).toBeVisible();
    await expect(page.getByText(language.vendorsTotal)).toBeVisible();

    // The choice is remembered: a new visit to the sign-in page is in the same language.
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible();
    await pickLanguage(page, language.languageLabel, "English");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}
