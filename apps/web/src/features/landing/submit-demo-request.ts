import { DEMO_REQUEST_ENDPOINT } from "./config";
import type { DemoRequestInput } from "./shared";

export type DemoRequestField = keyof DemoRequestInput;

export type DemoRequestOutcome =
  | { ok: true; id: string | null }
  | { ok: false; message: string; fieldErrors: Partial<Record<DemoRequestField, string>> };

export const DEMO_REQUEST_MESSAGES = {
  network: "We could not reach the server. Check your connection and try again.",
  invalid: "Some details need your attention. Please correct the highlighted fields.",
  rateLimited: "Too many requests have been sent from your network. Please wait a few minutes and try again.",
  failed: "Your request could not be sent. Please try again in a few minutes.",
} as const;

const FIELDS: readonly DemoRequestField[] = [
  "firstName",
  "lastName",
  "email",
  "company",
  "title",
  "phone",
  "message",
  "budget",
  "timeline",
  "employees",
  "website",
];

interface ServerIssue {
  path?: unknown;
  message?: unknown;
}

/** Turns the server's `issues` (path as an array such as ["email"] or a string such as "email") into field errors. */
export function issuesToFieldErrors(issues: unknown): Partial<Record<DemoRequestField, string>> {
  const result: Partial<Record<DemoRequestField, string>> = {};
  if (!Array.isArray(issues)) return result;
  for (const issue of issues as ServerIssue[]) {
    if (!issue || typeof issue.message !== "string") continue;
    const head = Array.isArray(issue.path)
      ? issue.path[0]
      : typeof issue.path === "string"
        ? issue.path.split(".")[0]
        : undefined;
    if (typeof head === "string" && (FIELDS as readonly string[]).includes(head)) {
      const field = head as DemoRequestField;
      result[field] ??= issue.message;
    }
  }
  return result;
}

/**
 * Sends the form values (the honeypot included) to POST /api/public/demo-requests and reads the answer:
 * 201 `{ success: true, data: { id } }`, 400 `{ success: false, message, issues }`, 429 `{ success: false, message }`.
 */
export async function submitDemoRequest(
  values: DemoRequestInput,
  fetchImpl: typeof fetch = fetch,
): Promise<DemoRequestOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(DEMO_REQUEST_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, message: DEMO_REQUEST_MESSAGES.network, fieldErrors: {} };
  }

  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: unknown;
    issues?: unknown;
    data?: { id?: unknown };
  } | null;
  const serverMessage = typeof body?.message === "string" && body.message.trim() ? body.message : null;

  if (response.ok && body?.success !== false) {
    const id = body?.data?.id;
    return { ok: true, id: typeof id === "string" || typeof id === "number" ? String(id) : null };
  }
  if (response.status === 400) {
    const fieldErrors = issuesToFieldErrors(body?.issues);
    // With the problems shown on their fields, the summary only needs to point at them.
    const message = Object.keys(fieldErrors).length > 0 ? DEMO_REQUEST_MESSAGES.invalid : serverMessage;
    return { ok: false, message: message ?? DEMO_REQUEST_MESSAGES.invalid, fieldErrors };
  }
  if (response.status === 429) {
    return { ok: false, message: serverMessage ?? DEMO_REQUEST_MESSAGES.rateLimited, fieldErrors: {} };
  }
  return { ok: false, message: serverMessage ?? DEMO_REQUEST_MESSAGES.failed, fieldErrors: {} };
}
