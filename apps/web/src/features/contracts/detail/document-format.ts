import type { TFunction } from "i18next";
import { formatCount, formatDecimal } from "../../../lib/format";

/** "12.3 MB" / "850 KB" / "312 bytes", as the user's language writes the number (contractDetail:size.*). */
export function formatFileSize(t: TFunction, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("contractDetail:size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("contractDetail:size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("contractDetail:size.bytes", { count: bytes, size: formatCount(bytes) });
}
