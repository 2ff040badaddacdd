import { expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Collaboration on a record (issue 18, docs/COLLABORATION.md): a Vendor Manager opens a vendor's "Comments & tags",
 * writes a comment mentioning a colleague through the @ picker (the colleague is notified), replies, edits the reply
 * (its history keeps the first text) and deletes it after confirming, tags the vendor
 * with a new tag, and finds the vendor again through the top bar's search. At 1440 and 390 px with an axe scan of the
 * open panel and screenshots.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Vendor Manager comments on a vendor mentioning a colleague, tags it and finds it", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const name = `Collaborative Custody ${stamp}`;
      const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
      const created = await request.post("/api/vendors", { headers, data: { name, country: "LU" } });
      expect(created.ok()).toBe(true);
      const vendorId: string = (await created.json()).data.id;
      const colleague = await createUser(request, "Risk Manager", { firstName: "Mira", lastName: `Colleague${stamp}` });
      const author = await createUser(request, "Vendor Manager", { lastName: `Author${stamp}` });

      await signIn(page, author.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`/vendor-management?vendor=${vendorId}`);
      await page.getByRole("tab", { name: "Comments & tags" }).click();
      const panel = page.getByTestId("comments-panel");
      await expect(panel.getByText("No comments yet. Start the conversation.")).toBeVisible();

      // A comment with a mention chosen from the picker.
      const box = page.getByTestId("comment-composer").getByRole("combobox");
      await box.click();
      await box.pressSequentially(`Please confirm the exit plan, @Colleague${stamp}`);
      const option = page.getByTestId("mention-picker").getByRole("option", { name: colleague.name });
      await expect(option).toBeVisible();
      await box.press("Enter");
      await box.pressSequentially("— the **regulator** asks by Friday.");
      await page.getByTestId("comment-composer").getByRole("button", { name: "Comment" }).click();
      const comment = panel.getByTestId("comment").first();
      await expect(comment.locator("[data-mention]")).toHaveText(`@${colleague.name}`);
      await expect(comment.locator("strong")).toHaveText("regulator");
      await expect(panel.getByText("1 comment")).toBeVisible();

      // The colleague was told.
      const theirs = { authorization: `Bearer ${await apiToken(request, colleague.email)}` };
      const notes = await (await request.get("/api/notifications?limit=20", { headers: theirs })).json();
      expect(notes.data.map((n: { title: string }) => n.title)).toContain(
        `Test Author${stamp} mentioned you on ${name}`,
      );

      // A reply hangs under it.
      await comment.getByRole("button", { name: "Reply" }).click();
      const reply = page.getByTestId("reply-composer");
      await reply.getByRole("combobox").fill("Exit plan attached to the contract.");
      await reply.getByRole("button", { name: "Reply" }).click();
      await expect(panel.getByText("2 comments")).toBeVisible();
      await expect(panel.getByText("Exit plan attached to the contract.")).toBeVisible();

      // The author edits the reply (its history keeps the first text), then deletes it after confirming.
      const replyEntry = panel.getByTestId("comment").nth(1);
      await replyEntry.getByRole("button", { name: "Edit" }).click();
      await replyEntry.getByRole("combobox").fill("Exit plan attached to contract C-2026-014.");
      await replyEntry.getByRole("button", { name: "Save" }).click();
      await expect(replyEntry).toContainText("(edited)");
      await replyEntry.getByRole("button", { name: "History" }).click();
      const history = page.getByTestId("comment-history");
      await expect(history).toContainText("Exit plan attached to the contract.");
      await expect(history).toContainText("Exit plan attached to contract C-2026-014.");
      await page.keyboard.press("Escape");
      await replyEntry.getByRole("button", { name: "Delete" }).click();
      await page.getByTestId("comment-delete-dialog").getByRole("button", { name: "Delete comment" }).click();
      await expect(replyEntry).toContainText("This comment was deleted.");
      await expect(panel.getByText("1 comment")).toBeVisible();

      // Tag it with a new tag.
      const tagName = `Exit ${stamp}`;
      await page.getByTestId("add-tag").click();
      await page.getByTestId("tag-search").fill(tagName);
      await page.getByTestId("create-tag").click();
      await expect(page.getByTestId("add-tag-dialog")).toBeHidden();
      await expect(page.getByTestId("record-tags")).toContainText(tagName);

      expect(await severeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`collaboration-${viewport.width}.png`) });

      // And find it from the top bar.
      await page.keyboard.press("Escape");
      await page.goto("/dashboard");
      await expect(page.getByTestId("global-search-open")).toBeVisible();
      await page.locator("body").press("/");
      await page.getByTestId("global-search-input").fill(name);
      await expect(page.getByTestId("global-search-result").first()).toContainText(name);
      await page.getByTestId("global-search-input").press("Enter");
      await page.waitForURL((url) => url.searchParams.get("vendor") === vendorId);
    });
  });
}
