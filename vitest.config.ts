import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) need nothing running. Integration tests (*.int.test.ts) run against the real
// PostgreSQL and Redis, several files at once: the global setup migrates one template database for the run and
// copies it once per worker, and claims a Redis database per worker (test/integration-setup.ts); each file then
// runs on its worker's pair (test/integration-file-setup.ts). Everything is dropped afterwards.
// INTEGRATION_WORKERS overrides the number of workers: 2 suits a 2-core machine (measured in docs/benchmarks.md).
const integrationWorkers = Number(process.env.INTEGRATION_WORKERS) || 2;
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/*/{src,test}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "**/e2e/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages}/*/{src,test}/**/*.int.test.ts"],
          globalSetup: ["./test/integration-setup.ts"],
          setupFiles: ["./test/integration-file-setup.ts"],
          maxWorkers: integrationWorkers,
          // A group of its own, run after the unit tests': Vitest refuses projects of one group with different
          // maxWorkers, and the unit tests' default (the cores less one) differs from this one on 4+ cores.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
