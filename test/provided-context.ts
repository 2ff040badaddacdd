// What the integration global setup (test/integration-setup.ts) hands to every test file through vitest's
// provide/inject.
declare module "vitest" {
  export interface ProvidedContext {
    /**
     * This test file's database: the one of the vitest worker running it (test/integration-file-setup.ts picks it),
     * a copy of the run's migrated template with the demo users in it. Files that run at the same time never share
     * one; files that run one after another on the same worker do (as every file of a run once did).
     */
    databaseUrl: string;
    /** This test file's Redis database: the worker's own, claimed for the run and emptied before each file. */
    redisUrl: string;
    /** The migrated template with the demo users (a database name): clone it for a database of a file's own. */
    templateDatabase: string;
    /** One database and one Redis database per vitest worker (VITEST_POOL_ID 1 is the first). */
    workerDatabaseUrls: string[];
    workerRedisUrls: string[];
    /** The value of the run's claim on its Redis databases (test/isolation.ts). */
    redisClaim: string;
  }
}

export {};
