import { GOVERNANCE_UPLOAD_FILE_FIELD } from "@tprm/api/schemas";
import { SendFileError } from "../send-file";

export type PolicyFileSlot = "document" | "charter";

/**
 * Sends a policy's document or charter (multipart: note, major, then the file) with the session cookie: the policy's
 * next version. A refusal becomes a SendFileError carrying the server's words.
 */
export async function uploadPolicyFile(
  policyId: string,
  slot: PolicyFileSlot,
  file: File,
  options: { major: boolean; note?: string | null },
): Promise<void> {
  const form = new FormData();
  if (options.note) form.append("note", options.note);
  form.append("major", options.major ? "yes" : "no");
  form.append(GOVERNANCE_UPLOAD_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/governance/policies/${encodeURIComponent(policyId)}/${slot}`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new SendFileError("", "network");
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const status = response.status;
  const reason = status === 413 ? "tooLarge" : status === 415 ? "wrongKind" : status === 403 ? "forbidden" : "refused";
  throw new SendFileError(body?.message ?? "", reason);
}
