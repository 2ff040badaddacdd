// How a user is named wherever a domain records "by whom" (reviewer, reporter, invoice approver, directory).
// Plain functions and a select, no server code: the services apply them, the web imports personName.

export interface NamedUser {
  firstName: string;
  lastName: string;
}

/** "Jane Doe": how a user is named on screens and in audit sentences. */
export function personName(user: NamedUser): string {
  return `${user.firstName} ${user.lastName}`.replace(/\s+/g, " ").trim();
}

/** A user as the answers carry it: id and name, nothing else. */
export function userRef<T extends NamedUser & { id: string }>(user: T | null | undefined) {
  return user ? { id: user.id, name: personName(user) } : null;
}

/** What a "by whom" needs of a user: id and name (never e-mail, role or anything else). Select it to answer. */
export const USER_NAME = { select: { id: true, firstName: true, lastName: true } } as const;
export type UserName = { id: string; firstName: string; lastName: string };
