import { expect, test } from "@playwright/test";

test("a demo request sent from the website appears in the Admin's list", async ({ page, request }) => {
  const company = `Nordlicht Sparkasse ${Date.now()}`;
  const sent = await request.post("/api/public/demo-requests", {
    data: {
      firstName: "Jonas",
      lastName: "Berg",
      email: "jonas.berg@nordlicht.example",
      company,
      title: "Chief Risk Officer",
      timeline: "medium",
      employees: "1000-5000",
      message: "Register of information for DORA.",
    },
  });
  expect(sent.status()).toBe(201);

  // A second Admin, who has accepted the agreement already (the gate has its own test in roles.spec.ts), so the
  // seeded Admin's state stays as the other browser tests expect it.
  const password = "Demo-Password-2026!";
  const login = await request.post("/api/public/auth/login", { data: { email: "admin@demo.tprm.example", password } });
  const adminToken = (await login.json()).data.accessToken;
  const email = `second.admin.${Date.now()}@bank.example`;
  const created = await request.post("/api/users", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, password, firstName: "Sam", lastName: "Second", role: "Admin" },
  });
  expect(created.status()).toBe(201);
  const second = await request.post("/api/public/auth/login", { data: { email, password } });
  const token = (await second.json()).data.accessToken;
  await request.post("/api/auth/accept-agreement", { headers: { authorization: `Bearer ${token}` }, data: {} });

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Demo requests" }).click();
  await expect(page).toHaveURL(/\/admin\/demo-requests/);
  await page.getByLabel("Search", { exact: true }).fill("Nordlicht");
  const row = page.getByTestId("demo-request-row").filter({ hasText: company });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Medium term (6–12 months)");
  await expect(row).toContainText("jonas.berg@nordlicht.example");
});
