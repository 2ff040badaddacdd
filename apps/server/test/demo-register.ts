import { DEMO_PASSWORD, demoEmailFor, seedDemoContracts, seedDemoVendors } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll } from "vitest";
import { bearer, createOwnDatabase, freshIp, startTestApp, type TestApp } from "./helpers.js";

/**
 * The demo register (40 vendors with their history and contracts) in a database of its own, so its vendors never
 * meet the other files' assertions, with an app and the demo Admin's token. Call at the top of a test file; read
 * `.app` and `.get(url)` inside the tests.
 */
export function useDemoRegister() {
  let database: TestDatabase | undefined;
  const demo = {
    t: undefined as unknown as TestApp,
    token: "",
    /** GET as the demo Admin; the whole response (status checked by the caller). */
    get: (url: string) => demo.t.app.inject({ method: "GET", url, headers: bearer(demo.token) }),
  };
  beforeAll(async () => {
    database = await createOwnDatabase();
    demo.t = await startTestApp({ DATABASE_URL: database.url });
    // The vendors' contract values come from their executed contracts: the register needs both.
    await demo.t.services.db.$transaction(
      async (tx) => {
        await seedDemoVendors(tx);
        await seedDemoContracts(tx);
      },
      { timeout: 120_000 },
    );
    const login = await demo.t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email: demoEmailFor("Admin"), password: DEMO_PASSWORD },
      remoteAddress: freshIp(),
    });
    demo.token = login.json().data.accessToken;
  }, 120_000);
  afterAll(async () => {
    await demo.t?.close();
    await database?.drop();
  });
  return demo;
}
