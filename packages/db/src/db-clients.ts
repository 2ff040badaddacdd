// The database handles the test factories and the demo seed take: a PrismaClient or the client of an interactive
// transaction, narrowed to the delegates they use.
import type { Prisma } from "./generated/prisma/client.js";

/** Anything with a `user` delegate: a PrismaClient or the client of an interactive transaction. */
export type UserDb = Pick<Prisma.TransactionClient, "user">;

/** Anything with the delegates of the vendor models: a PrismaClient or a transaction client. */
export type VendorDb = Pick<
  Prisma.TransactionClient,
  | "user"
  | "vendor"
  | "vendorOnboardingTask"
  | "vendorReview"
  | "vendorOffboarding"
  | "kpiBreach"
  | "invoice"
  | "auditLog"
>;
