import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { API_EXAMPLES } from "../apps/web/src/features/integrations/developers/curl-examples";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Integrations (issue 18, Admin): a webhook endpoint on a loopback listener is refused until the Admin allows private
 * URLs, then created with two vendor events; its secret is shown once and copied; a test event arrives signed (the
 * test verifies the HMAC) and its outcome shows; a vendor created over the API reaches the listener through the
 * worker; the delivery log shows status, duration and response, and a redelivery arrives with the same event id.
 * The organisation's API keys list another user's key masked, and revoking it stops it at once. The curl examples
 * name this server, and the requests they describe answer with a real key. At 1440 and 390 px, with axe scans, no
 * element wider than the screen, and screenshots.
 */

test.describe.configure({ timeout: 300_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

type Received = { path: string; headers: IncomingMessage["headers"]; body: string };

/** A local receiver: records every request and answers 200 with a short text. */
async function listen(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("received by the bank's ledger");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** The signature check a receiver makes (docs/WEBHOOKS.md): t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
function signatureValid(r: Received, secret: string): boolean {
  const header = String(r.headers["x-tprm-signature"] ?? "");
  const t = header.match(/t=(\d+)/)?.[1];
  const v1 = header.match(/v1=([0-9a-f]{64})/)?.[1];
  if (!t || !v1) return false;
  return createHmac("sha256", secret).update(`${t}.${r.body}`).digest("hex") === v1;
}

async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let p = element.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !element.closest("svg") && !clipped(element);
    });
    const found = wide.map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`.slice(0, 120));
    if (document.documentElement.scrollWidth > width) found.unshift(`page ${document.documentElement.scrollWidth}px`);
    return found;
  });
}

async function check(page: Page, name: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await severeViolations(page), name).toEqual([]);
  expect(await overflowing(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Deletes this run's endpoints (their names carry the run's stamp), as the seeded Admin. */
async function removeEndpoints(request: APIRequestContext, stamp: string) {
  const headers = bearer(await apiToken(request, demoEmail("Admin")));
  const listed = await request.get("/api/webhooks", { headers });
  if (!listed.ok()) return;
  const data = (await listed.json()).data;
  const endpoints = (Array.isArray(data) ? data : (data?.items ?? [])) as { id: string; name: string }[];
  for (const endpoint of endpoints.filter((e) => e.name.includes(stamp))) {
    await request.delete(`/api/webhooks/${endpoint.id}`, { headers });
  }
}

async function createKey(request: APIRequestContext, token: string, name: string) {
  const res = await request.post("/api/users/api-keys", { headers: bearer(token), data: { name } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: string; key: string; maskedKey: string };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an Admin connects a webhook, verifies and redelivers it, revokes a key and uses the examples", async ({
      page,
      request,
      context,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const listener = await listen();
      try {
        const admin = await createUser(request, "Admin", { lastName: `Integrations${stamp}` });
        const adminToken = await apiToken(request, admin.email);
        // The organisation starts from the safe setting: private URLs refused.
        const reset = await request.put("/api/webhooks/settings", {
          headers: bearer(adminToken),
          data: { allowPrivateUrls: false },
        });
        expect(reset.ok()).toBe(true);
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);

        await signIn(page, admin.email);
        await page.waitForURL((url) => !url.pathname.startsWith("/login"));
        await page.goto("/integrations");
        await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible({ timeout: 120_000 });
        await expect(page.getByRole("tab", { name: "Webhooks" })).toHaveAttribute("aria-selected", "true");

        // A loopback URL is refused while private URLs are not allowed.
        const name = `Ledger sync ${stamp}`;
        const hookUrl = `${listener.url}/hooks/${stamp}`;
        await page.getByTestId("webhook-new").click();
        const form = page.getByRole("dialog", { name: "New webhook endpoint" });
        await form.getByTestId("webhook-save").click();
        await expect(form.getByText("Enter a name")).toBeVisible();
        await expect(form.getByText("Choose at least one event")).toBeVisible();
        await form.getByLabel("Name").fill(name);
        await form.getByLabel("URL").fill(hookUrl);
        await form.getByRole("checkbox", { name: /A vendor was added/ }).click();
        await form.getByRole("checkbox", { name: /A vendor's details, status or risk changed/ }).click();
        await form.getByTestId("webhook-save").click();
        await expect(form.getByText(/This URL is refused/)).toBeVisible();
        await check(page, `form-refused-${viewport.width}`);
        await form.getByRole("button", { name: "Cancel" }).click();
        await expect(form).toBeHidden();

        // The Admin allows private URLs (a test network); the same endpoint is then created.
        await page.getByTestId("private-urls-switch").click();
        await expect(page.getByTestId("private-urls-switch")).toHaveAttribute("aria-checked", "true");
        await expect(page.getByText("Private URLs are allowed.")).toBeVisible();
        await page.getByTestId("webhook-new").click();
        await form.getByLabel("Name").fill(name);
        await form.getByLabel("URL").fill(hookUrl);
        await form.getByRole("checkbox", { name: /A vendor was added/ }).click();
        await form.getByRole("checkbox", { name: /A vendor's details, status or risk changed/ }).click();
        await form.getByTestId("webhook-save").click();

        // The secret is shown once, and copied.
        const secretDialog = page.getByTestId("webhook-secret-dialog");
        await expect(secretDialog).toBeVisible();
        const secret = await secretDialog.getByTestId("webhook-secret").inputValue();
        expect(secret.length).toBeGreaterThanOrEqual(32);
        await secretDialog.getByTestId("copy-webhook-secret").click();
        await expect(secretDialog.getByTestId("copy-webhook-secret")).toHaveText("Copied");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        await check(page, `secret-${viewport.width}`);
        await secretDialog.getByRole("button", { name: "Done" }).click();

        const row = page.getByTestId("webhook-row").filter({ hasText: name });
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId("webhook-state")).toHaveText("Active");
        await expect(row).toContainText("2 events");

        // Send test: the listener gets a signed webhook.test; the outcome shows.
        await row.getByTestId("webhook-test").click();
        const result = page.getByTestId("webhook-test-result");
        await expect(result).toBeVisible({ timeout: 20_000 });
        await expect(result.getByTestId("delivery-result")).toContainText("Delivered");
        await expect(result.getByTestId("delivery-result")).toContainText("HTTP 200");
        await expect(result.getByTestId("delivery-excerpt")).toHaveText("received by the bank's ledger");
        // Other tests change vendors meanwhile, and this endpoint hears of them too: find this test's own events.
        const testDelivery = listener.received.find(
          (r) => r.path === `/hooks/${stamp}` && JSON.parse(r.body).event === "webhook.test",
        );
        expect(testDelivery, "the test event reached the listener").toBeDefined();
        expect(JSON.parse(testDelivery?.body ?? "{}").event).toBe("webhook.test");
        expect(signatureValid(testDelivery as Received, secret)).toBe(true);
        expect(signatureValid(testDelivery as Received, `${secret}x`)).toBe(false);
        await check(page, `test-result-${viewport.width}`);
        await result.getByRole("button", { name: "Close" }).first().click();
        await expect(result).toBeHidden();

        // A vendor created over the API reaches the listener through the worker, signed.
        const vendorName = `Northwind Clearing ${stamp}`;
        const vendor = await request.post("/api/vendors", { headers: bearer(adminToken), data: { name: vendorName } });
        expect(vendor.status()).toBe(201);
        const vendorId = (await vendor.json()).data.id as string;
        const created = () =>
          listener.received.find((r) => r.body.includes('"vendor.created"') && r.body.includes(vendorId));
        await expect.poll(() => created() !== undefined, { timeout: 60_000 }).toBe(true);
        expect(signatureValid(created() as Received, secret)).toBe(true);

        // The delivery log: newest first, with status, HTTP status, duration and the response; redeliver.
        await page.reload();
        await row.getByTestId("webhook-logs").click();
        const logs = page.getByTestId("webhook-logs-dialog");
        await expect(
          logs.getByTestId("webhook-log-row").filter({ hasText: "A vendor was added" }).first(),
        ).toBeVisible();
        const first = logs
          .getByTestId("webhook-log-row")
          .filter({ hasText: "A vendor was added" })
          .filter({ hasText: "Delivered" })
          .first();
        await expect(first).toBeVisible({ timeout: 20_000 });
        await expect(first).toContainText("HTTP 200");
        await first.getByRole("button", { name: /Show the response/ }).click();
        await expect(first.getByTestId("delivery-excerpt")).toHaveText("received by the bank's ledger");
        // The row redelivered may be another test's vendor: its event arrives a second time with the same id.
        const seenTwice = () => {
          const ids = listener.received
            .filter((r) => r.path === `/hooks/${stamp}`)
            .map((r) => JSON.parse(r.body).id as string);
          return ids.length !== new Set(ids).size;
        };
        expect(seenTwice()).toBe(false);
        await first.getByTestId("webhook-redeliver").click();
        await expect(logs.getByText("The event was queued again")).toBeVisible();
        await expect.poll(seenTwice, { timeout: 60_000 }).toBe(true);
        await expect(logs.getByTestId("webhook-log-row").filter({ hasText: "Redelivery" })).toHaveCount(1, {
          timeout: 20_000,
        });
        await check(page, `logs-${viewport.width}`);
        await page.keyboard.press("Escape");
        await expect(logs).toBeHidden();
        await check(page, `webhooks-${viewport.width}`);

        // The organisation's API keys: another user's key, masked; revoked, it stops working at once.
        const finance = await createUser(request, "Finance", { lastName: `Keys${stamp}` });
        const financeKey = await createKey(request, await apiToken(request, finance.email), `Ledger export ${stamp}`);
        await page.getByRole("tab", { name: "API keys" }).click();
        await expect(page).toHaveURL(/tab=api-keys/);
        await page.getByTestId("org-api-keys-search").fill(finance.email);
        const keyRow = page.getByTestId("org-api-key-row").filter({ hasText: `Ledger export ${stamp}` });
        await expect(keyRow).toHaveCount(1);
        await expect(page.getByTestId("org-api-key-row")).toHaveCount(1);
        await expect(keyRow).toContainText(financeKey.maskedKey);
        await expect(keyRow).toContainText(finance.email);
        await expect(keyRow).toContainText("Active");
        expect(await page.content()).not.toContain(financeKey.key);
        await check(page, `api-keys-${viewport.width}`);
        await keyRow.getByRole("button", { name: `Revoke Ledger export ${stamp} of ${finance.name}` }).click();
        await page.getByTestId("confirm-org-key-revoke").getByRole("button", { name: "Revoke" }).click();
        await expect(page.getByText(`Ledger export ${stamp} was revoked.`)).toBeVisible();
        const refused = await request.get("/api/users/api-keys", { headers: bearer(financeKey.key) });
        expect(refused.status()).toBe(401);

        // The API reference and the curl examples: they name this server, and their requests answer.
        await page.getByRole("tab", { name: "API reference and examples" }).click();
        await expect(page.getByTestId("api-docs-link")).toHaveAttribute("href", "/api/docs");
        const origin = new URL(page.url()).origin;
        await expect(page.getByTestId("curl-listVendors").getByTestId("curl-command")).toContainText(
          `curl -sS '${origin}/api/vendors?page=1&limit=50&sort=name'`,
        );
        await expect(page.getByTestId("curl-createVendor").getByTestId("curl-command")).toContainText("-X POST");
        await expect(page.getByTestId("curl-reportRun").getByTestId("curl-command")).toContainText("/pdf");
        await page.getByTestId("copy-listVendors").click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${origin}/api/vendors`);
        await check(page, `developers-${viewport.width}`);
        const adminKey = await createKey(request, adminToken, `Examples ${stamp}`);
        for (const example of API_EXAMPLES.filter((e) => e.id !== "reportRun")) {
          const body = example.body ? { ...example.body, name: `${example.body.name} ${stamp}` } : undefined;
          const res = await request.fetch(example.path, {
            method: example.method,
            headers: bearer(adminKey.key),
            ...(body ? { data: body } : {}),
          });
          expect(res.status(), `${example.id}: ${await res.text()}`).toBe(example.method === "POST" ? 201 : 200);
        }
      } finally {
        // The endpoint goes with its listener: left active, it would hear of every later test's vendors and retry.
        await removeEndpoints(request, stamp);
        await new Promise((resolve) => listener.server.close(resolve));
      }
    });
  });
}
