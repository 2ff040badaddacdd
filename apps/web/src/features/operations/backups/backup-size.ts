import type { TFunction } from "i18next";
import { formatDecimal } from "../../../lib/format";

/** A backup's size in the largest unit that keeps it readable (backups run to gigabytes). */
export function backupSize(t: TFunction, bytes: number): string {
  const units = [
    [1024 ** 3, "gb"],
    [1024 ** 2, "mb"],
    [1024, "kb"],
  ] as const;
  for (const [size, unit] of units) {
    if (bytes >= size) return t(`operationsBackups:size.${unit}`, { size: formatDecimal(bytes / size, 1, 1) });
  }
  return t("operationsBackups:size.bytes", { count: bytes });
}

export const downloadPath = (id: string) => `/api/system/backups/${encodeURIComponent(id)}/download`;
