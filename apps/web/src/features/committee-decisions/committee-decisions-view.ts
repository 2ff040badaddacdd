// What the committee's page shows, kept in the URL (?workflow=, ?page=), so a notice's link, Back and a reload
// return to the same arrangement.

export const COMMITTEE_PAGE_SIZE = 25;

export interface CommitteeView {
  /** The arrangement chosen, or null. */
  workflow: string | null;
  page: number;
}

export function parseCommitteeView(params: URLSearchParams): CommitteeView {
  const workflow = params.get("workflow")?.trim() || null;
  const page = Number(params.get("page"));
  return { workflow, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string with the change applied; page 1 and no workflow leave their parameter out. */
export function withCommitteeView(current: URLSearchParams, change: Partial<CommitteeView>): URLSearchParams {
  const next = { ...parseCommitteeView(current), ...change };
  const params = new URLSearchParams();
  if (next.workflow) params.set("workflow", next.workflow);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

/** A link to the page with the change applied ("?workflow=…", or "?" for the bare list). */
export const committeeLink = (current: URLSearchParams, change: Partial<CommitteeView>) =>
  `?${withCommitteeView(current, change).toString()}`;
