// Who did it: every "by whom" of the vendor register (reviewer and co-reviewers, offboarding requester, KPI breach
// reporter, invoice approver) is a user account the server records, never a name taken from the request. Plain
// functions, no database: the services apply them, the web imports them, attribution.test.ts pins them down.
// How a user is named (personName, userRef) is shared by every domain: lib/people.ts.
import { type NamedUser, personName } from "../lib/people.js";

/** Most co-reviewers a review may name besides its reviewer. */
export const MAX_CO_REVIEWERS = 10;

/** Two spellings of one name: case, surrounding and repeated spaces do not count. */
export function sameName(a: string, b: string): boolean {
  const fold = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("en");
  return fold(a) === fold(b);
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * A name sent by a client written for the free-text form (`reviewer`, `requester`). The person is the signed-in
 * user: a name that is theirs is accepted and changes nothing; any other name is refused, so a review is never
 * credited to someone the caller only typed. Null when acceptable.
 */
export function namedPersonProblem(
  field: "reviewer" | "requester",
  sent: string | null | undefined,
  signedIn: string,
): string | null {
  if (sent == null || sent.trim() === "" || sameName(sent, signedIn)) return null;
  if (field === "reviewer") {
    return `The reviewer is the signed-in user (${signedIn}); a reviewer cannot be named in the request. To credit ${sent.trim()}, add them as a co-reviewer (coReviewerIds).`;
  }
  return `The requester is the signed-in user (${signedIn}); a requester cannot be named in the request. Have ${sent.trim()} start the offboarding, or mention them in the reason.`;
}

export interface CandidateCoReviewer extends NamedUser {
  id: string;
  status: "pending" | "active" | "deactivated";
}

/**
 * Why a list of co-reviewers cannot be saved, or null: each id must be an active user other than the reviewer.
 * `found` are the users the database holds for those ids (any order; unknown ids are simply missing).
 */
export function coReviewerProblem(
  ids: readonly string[],
  found: readonly CandidateCoReviewer[],
  reviewerId: string,
): string | null {
  if (ids.length > MAX_CO_REVIEWERS) return `At most ${MAX_CO_REVIEWERS} co-reviewers can be added to a review.`;
  if (ids.includes(reviewerId)) {
    return "You are the reviewer; you cannot also be a co-reviewer. Remove yourself from the co-reviewers.";
  }
  const byId = new Map(found.map((u) => [u.id, u]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) {
    return unknown.length === 1
      ? `Co-reviewer ${unknown[0]} is not a user of this platform.`
      : `Co-reviewers ${unknown.join(", ")} are not users of this platform.`;
  }
  const inactive = ids.map((id) => byId.get(id)!).filter((u) => u.status !== "active");
  if (inactive.length) {
    const names = listNames(inactive.map(personName));
    const what = inactive.every((u) => u.status === "deactivated") ? "deactivated" : "not active";
    return `${names} ${inactive.length === 1 ? "is" : "are"} ${what} and cannot be ${inactive.length === 1 ? "a co-reviewer" : "co-reviewers"}.`;
  }
  return null;
}

/** The audit sentence's "by …" of a review: "Jane Doe", or "Jane Doe with John Roe and Ann Poe". */
export function reviewedByText(reviewer: string, coReviewers: readonly string[]): string {
  return coReviewers.length ? `${reviewer} with ${listNames(coReviewers)}` : reviewer;
}
