// What only the register can say about an import's rows, asked for all rows at once (in batches): the vendors each
// name denotes and the user each e-mail belongs to.
import { Prisma, type PrismaClient } from "@tprm/db";
import { inBatches } from "./import-parse.js";

export interface VendorFound {
  id: string;
  vendorName: string;
  status: string;
}

/** Each name as written in the file → the vendors so named, capitals aside (PostgreSQL folds both sides alike). */
export async function vendorsByName(db: PrismaClient, names: string[]): Promise<Map<string, VendorFound[]>> {
  const found = await inBatches(names, (batch) =>
    db.$queryRaw<(VendorFound & { name: string })[]>(Prisma.sql`
      SELECT n.name, v."id", v."name" AS "vendorName", v."status"::text AS "status"
      FROM unnest(${batch}::text[]) AS n(name)
      JOIN "Vendor" v ON lower(v."name") = lower(n.name)`),
  );
  const byName = new Map<string, VendorFound[]>();
  for (const f of found) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  return byName;
}

/** Each e-mail as written in the file → its user (e-mails are unique, capitals aside; an active one first). */
export async function usersByEmail(db: PrismaClient, emails: string[]) {
  const found = await inBatches(emails, (batch) =>
    db.$queryRaw<{ email: string; id: string; status: string }[]>(Prisma.sql`
      SELECT DISTINCT ON (n.email) n.email, u."id", u."status"::text AS "status"
      FROM unnest(${batch}::text[]) AS n(email)
      JOIN "User" u ON lower(u."email") = lower(n.email)
      ORDER BY n.email, u."status" = 'active' DESC`),
  );
  return new Map(found.map((f) => [f.email, f]));
}
