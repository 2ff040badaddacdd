// The user directory: active colleagues by name or role, for the co-reviewer picker of the vendor review dialog and
// the assessors of a risk assessment. Open only to the roles that choose them (USER_DIRECTORY_ACCESS: Vendor Manager,
// Risk Manager, Admin), not to every signed-in account:
// the auditors and the Regulatory Body must not list the bank's staff and who its Admins are. It answers id, name
// and role (the picker shows the role to tell colleagues with the same name apart, and finds them by it) — never
// e-mail, status, phone or anything else on the account.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { personName } from "../lib/people.js";
import type { userDirectoryInput } from "../schemas/users.js";

/** Every word typed must match the start of a first or last name, or appear in the role ("jan do", "complian"). */
function searchWhere(search: string | undefined): Prisma.UserWhereInput {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: [
        { firstName: { startsWith: word, mode: "insensitive" } },
        { lastName: { startsWith: word, mode: "insensitive" } },
        { role: { contains: word, mode: "insensitive" } },
      ],
    })),
  };
}

export async function userDirectory(ctx: Context, input: z.infer<typeof userDirectoryInput>) {
  const rows = await ctx.db.user.findMany({
    where: { status: "active", ...searchWhere(input.search) },
    select: { id: true, firstName: true, lastName: true, role: true },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: input.limit,
  });
  return rows.map((u) => ({ id: u.id, name: personName(u), role: u.role }));
}
