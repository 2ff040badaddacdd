// Pure helpers of the Templates tab (unit-tested in template-format.test.ts). Texts come from the
// "contractTemplates" namespace (types: "contracts") through the caller's `t`.
import type { TFunction } from "i18next";
import { formatCount, formatDecimal } from "../../../lib/format";
import { typeLabel } from "../contract-format";
import { MAX_TEMPLATE_BYTES, type TemplateUploadError } from "./template-upload";

type Translate = TFunction;

const EXTENSIONS = /\.(pdf|doc|docx|txt)$/i;

/** "12.3 MB" / "850 KB" / "312 bytes", as the user's language writes the number. */
export function formatFileSize(t: Translate, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("contractTemplates:size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("contractTemplates:size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("contractTemplates:size.bytes", { count: bytes, size: formatCount(bytes) });
}

/** What is wrong with a picked file before it is sent (the server checks the content itself), or null. */
export function checkTemplateFile(
  t: Translate,
  file: { name: string; size: number } | null | undefined,
): string | null {
  if (!file) return t("contractTemplates:errors.noFile");
  if (!EXTENSIONS.test(file.name)) return t("contractTemplates:errors.wrongKind");
  if (file.size === 0) return t("contractTemplates:errors.empty");
  if (file.size > MAX_TEMPLATE_BYTES) {
    return t("contractTemplates:errors.tooLarge", { size: formatFileSize(t, MAX_TEMPLATE_BYTES) });
  }
  return null;
}

/** The sentence for a failed upload, in the user's language; a refusal the screen cannot word keeps the server's. */
export function uploadFailureText(t: Translate, error: Pick<TemplateUploadError, "reason" | "message">): string {
  switch (error.reason) {
    case "tooLarge":
      return t("contractTemplates:errors.tooLarge", { size: formatFileSize(t, MAX_TEMPLATE_BYTES) });
    case "wrongKind":
      return t("contractTemplates:errors.wrongKind");
    case "forbidden":
      return t("contractTemplates:errors.forbidden");
    case "signedOut":
      return t("contractTemplates:errors.signedOut");
    case "notFound":
      return t("contractTemplates:errors.notFound");
    case "network":
      return t("common:errors.network");
    default:
      return error.message || t("contractTemplates:errors.uploadFailed");
  }
}

/** The templates whose name, type (in the user's language) or description contain every word of the search. */
export function matchTemplates<T extends { name: string; type: string; description: string | null }>(
  t: Translate,
  templates: readonly T[],
  search: string,
): T[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...templates];
  return templates.filter((template) => {
    const text = `${template.name} ${typeLabel(t, template.type)} ${template.description ?? ""}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
