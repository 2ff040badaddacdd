import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) need nothing running. Integration tests (*.int.test.ts) run against the real
// PostgreSQL and Redis: the global setup creates a fresh database for the run and drops it afterwards.
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
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
