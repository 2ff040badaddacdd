import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Browser tests drive the built app in Debian's Chromium (no browser download is possible on these machines).
export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry on CI only: the suite shares two cores with the server, the worker and PostgreSQL, and a screen that
  // loads past its timeout once under that load is retried rather than failing the run. The list reporter names
  // every retried test as flaky, so it stays visible.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  // Every test runs in "main" as before. The backup test restores a backup over the one database they all share, so
  // it runs alone in "restore", once every test of "main" has finished (a dependency: skipped if one of them failed).
  projects: [
    { name: "main", testIgnore: /operations-backup\.spec\.ts/ },
    { name: "restore", testMatch: /operations-backup\.spec\.ts/, dependencies: ["main"] },
  ],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/system/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT), ...(process.env.E2E_REDIS_DB ? { E2E_REDIS_DB: process.env.E2E_REDIS_DB } : {}) },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
