import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { VendorDetail } from "../types";

/** The record's history. Each entry's sentence is written by the server when the change is made, in English. */
export function ActivityTab({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation("vendorRecord");
  if (vendor.activity.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("vendorRecord:activity.empty")}</p>;
  }
  return (
    <ol className="relative grid gap-4 border-l pl-5" aria-label={t("vendorRecord:activity.label")}>
      {vendor.activity.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm">{entry.description}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.actor?.name ?? t("vendorRecord:activity.system")}
          </p>
        </li>
      ))}
    </ol>
  );
}
