// Run by backups.int.test.ts in a child process it kills (SIGKILL) in the middle of a backup: the worker's backup
// run, slowed after each table so the kill lands between two of them. Prints "table <name>" after each.
import { runBackup } from "@tprm/api/operations/backups";
import { createPrismaClient } from "@tprm/db";

const [databaseUrl, dir, createdAt, jobId] = process.argv.slice(2) as [string, string, string, string];
const db = createPrismaClient(databaseUrl);
await runBackup(
  db,
  { DATABASE_URL: databaseUrl, BACKUP_DIR: dir, APP_TIME_ZONE: "UTC" },
  {
    createdAt: new Date(createdAt),
    jobId,
    taskId: null,
    trigger: "manual",
    afterTable: async (name) => {
      process.stdout.write(`table ${name}\n`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  },
);
process.stdout.write("done\n");
await db.$disconnect();
