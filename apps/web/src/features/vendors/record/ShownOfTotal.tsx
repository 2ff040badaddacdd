import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";

/** Under a list the record cuts short: says how many of how many it shows, so the tab's count never looks wrong. */
export function ShownOfTotal({
  shown,
  total,
  list,
}: {
  shown: number;
  total: number;
  list: "invoices" | "reviews" | "kpiBreaches";
}) {
  const { t } = useTranslation("vendorRecord");
  if (shown >= total) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="shown-of-total">
      {t(`vendorRecord:shownOfTotal.${list}`, { shown: formatCount(shown), total: formatCount(total) })}
    </p>
  );
}
