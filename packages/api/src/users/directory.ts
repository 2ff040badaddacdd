// The user directory: active colleagues by name, for pickers such as a review's co-reviewers. Open to every
// signed-in user, so it answers only what a colleague's name on a record already shows: id, name and role —
// never e-mail, status, phone or anything else on the account.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import type { userDirectoryInput } from "../schemas/users.js";
import { personName } from "../vendors/attribution.js";

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
