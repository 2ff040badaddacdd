import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Tags (issue 18, docs/COLLABORATION.md "Tags"): an Admin filters the vendor register by a tag (only the tagged
 * vendor listed), takes the tag off the vendor on its record, and recolours the tag in the tags manager on Settings.
 * At 1440 and 390 px with axe scans and screenshots.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Axe and a screenshot in the light and the dark theme (the account's theme is "auto"). */
async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

const PALETTE = ["grey", "blue", "green", "amber", "red", "purple", "teal", "pink"] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an Admin filters the vendor register by tag, removes the tag from a vendor and recolours it", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
      const vendor = async (name: string) => {
        const res = await request.post("/api/vendors", { headers, data: { name, country: "LU" } });
        expect(res.status()).toBe(201);
        return (await res.json()).data.id as string;
      };
      const taggedName = `Tagged Custody ${stamp}`;
      const taggedId = await vendor(taggedName);
      await vendor(`Untagged Custody ${stamp}`);
      const tag = await request.post("/api/tags", {
        headers,
        data: { name: `DORA critical ${stamp}`, colour: "amber" },
      });
      expect(tag.status()).toBe(201);
      const tagId: string = (await tag.json()).data.id;
      const applied = await request.post("/api/tags/apply", {
        headers,
        data: { tagId, targets: [{ entityType: "vendor", entityId: taggedId }] },
      });
      expect(applied.status()).toBe(200);
      // A chip of every colour of the palette on the same vendor: the scans check each one's contrast in both themes.
      for (const colour of PALETTE) {
        const res = await request.post("/api/tags", { headers, data: { name: `${colour} ${stamp}`, colour } });
        const id: string = (await res.json()).data.id;
        const on = { tagId: id, targets: [{ entityType: "vendor", entityId: taggedId }] };
        expect((await request.post("/api/tags/apply", { headers, data: on })).status()).toBe(200);
      }

      const admin = await createUser(request, "Admin", { lastName: `Tagger${stamp}`, settings: { theme: "auto" } });
      await signIn(page, admin.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));

      // The register filtered by the tag: the tagged vendor only, even with a search both names match.
      await page.goto(`/vendor-management?q=${encodeURIComponent(`Custody ${stamp}`)}`);
      const register = page.getByTestId("vendor-register");
      await expect(register.getByText(`Untagged Custody ${stamp}`)).toBeVisible();
      await page.getByTestId("tag-filter").selectOption({ label: `DORA critical ${stamp}` });
      await expect(page).toHaveURL(new RegExp(`tag=${tagId}`));
      await expect(register.getByText(taggedName, { exact: true })).toBeVisible();
      await expect(register.getByText(`Untagged Custody ${stamp}`)).toBeHidden();
      await scan(page, `tags-register-${viewport.width}`);

      // The record shows the chip; removing it takes the vendor out of the filtered register.
      await page.goto(`/vendor-management?vendor=${taggedId}`);
      await page.getByRole("tab", { name: "Comments & tags" }).click();
      const tags = page.getByTestId("record-tags");
      await expect(tags.getByTestId("tag-chip")).toHaveCount(PALETTE.length + 1);
      await expect(tags.getByTestId("tag-chip").filter({ hasText: `DORA critical ${stamp}` })).toBeVisible();
      await scan(page, `tags-record-${viewport.width}`);
      await tags.getByRole("button", { name: `Remove the tag DORA critical ${stamp}` }).click();
      await expect(tags.getByTestId("tag-chip")).toHaveCount(PALETTE.length);
      await expect(tags.getByText(`DORA critical ${stamp}`)).toBeHidden();

      // The tags manager (Settings, Admin): recolour the tag.
      await page.goto("/settings");
      const manager = page.getByTestId("tags-manager");
      const row = manager.getByTestId("tag-row").filter({ has: page.getByLabel(`Name of DORA critical ${stamp}`) });
      await row.getByLabel(`Colour of DORA critical ${stamp}`).selectOption("teal");
      await row.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Tag saved.")).toBeVisible();
      await expect(row.getByText("0 records")).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await scan(page, `tags-manager-${viewport.width}`);
      const listed = await (await request.get("/api/tags", { headers })).json();
      expect(listed.data.items.find((t: { id: string }) => t.id === tagId)).toMatchObject({ colour: "teal", usage: 0 });
    });
  });
}
