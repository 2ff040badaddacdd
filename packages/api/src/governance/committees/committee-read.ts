// Reading committees: the list (every committee, by name: an organisation has a handful) and one committee with its
// meetings, their attendees and decisions.
import type { Prisma } from "@tprm/db";
import type { Context } from "../../context.js";
import { notFound } from "../../lib/errors.js";
import { COMMITTEE_NOT_FOUND, COMMITTEE_SELECT, committeeDetailDto, committeeDto, MEETING_SELECT } from "./dto.js";

type Db = Context["db"] | Prisma.TransactionClient;

/** At most this many committees are listed (more than any organisation has). */
const MAX_COMMITTEES = 500;

export async function listCommittees(ctx: Context) {
  const rows = await ctx.db.committee.findMany({
    select: COMMITTEE_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_COMMITTEES,
  });
  const now = new Date();
  return { items: rows.map((r) => committeeDto(r, now)) };
}

export async function readCommittee(db: Db, id: string) {
  const row = await db.committee.findUnique({ where: { id }, select: COMMITTEE_SELECT });
  if (!row) throw notFound(COMMITTEE_NOT_FOUND);
  const meetings = await db.committeeMeeting.findMany({
    where: { committeeId: id },
    select: MEETING_SELECT,
    orderBy: [{ scheduledAt: "desc" }, { id: "desc" }],
  });
  return committeeDetailDto(row, meetings, new Date());
}

export const getCommittee = (ctx: Context, id: string) => readCommittee(ctx.db, id);
