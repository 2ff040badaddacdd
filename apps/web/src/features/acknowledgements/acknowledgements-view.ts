// The personal acknowledgements page's state in the URL: ?status=done&page=2&ack=<id>, or ?version=<id> from a
// notification (the page opens the caller's acknowledgement of that version).

export const MY_TABS = ["pending", "done"] as const;
export type MyTab = (typeof MY_TABS)[number];

export interface AcknowledgementsView {
  status: MyTab;
  page: number;
  /** The acknowledgement open in the reader. */
  ack: string | null;
  /** A version to open (a notification's link), until it is resolved to the caller's acknowledgement. */
  version: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | null) => (value && UUID.test(value) ? value : null);

export function parseAcknowledgementsView(params: URLSearchParams): AcknowledgementsView {
  const status = params.get("status") === "done" ? "done" : "pending";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    status,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ack: idOf(params.get("ack")),
    version: idOf(params.get("version")),
  };
}

/** The URL's parameters after `change`; a new tab starts on page 1. Defaults are left out of the URL. */
export function withAcknowledgementsView(params: URLSearchParams, change: Partial<AcknowledgementsView>) {
  const next = { ...parseAcknowledgementsView(params), ...change };
  if (change.status !== undefined && change.page === undefined) next.page = 1;
  const out = new URLSearchParams();
  if (next.status !== "pending") out.set("status", next.status);
  if (next.page > 1) out.set("page", String(next.page));
  if (next.ack) out.set("ack", next.ack);
  if (next.version) out.set("version", next.version);
  return out;
}
