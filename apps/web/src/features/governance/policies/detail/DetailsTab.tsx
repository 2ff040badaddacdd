import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatDateTime } from "../../../../lib/format";
import type { PolicyDetail } from "../types";

/** The policy's fields, its text and who last moved its status. */
export function DetailsTab({ policy: p }: { policy: PolicyDetail }) {
  const { t } = useTranslation(["governancePolicies"]);
  const rows: [string, string][] = [
    [t("governancePolicies:fields.owner"), p.ownerUser ? `${p.owner} (${p.ownerUser.name})` : p.owner],
    [t("governancePolicies:fields.jurisdiction"), p.jurisdiction],
    [t("governancePolicies:fields.category"), p.category ?? "—"],
    [t("governancePolicies:fields.reviewDate"), formatCalendarDate(p.reviewDate)],
    [t("governancePolicies:fields.framework"), p.regulatoryFramework ?? "—"],
    [t("governancePolicies:fields.gaps"), p.complianceGaps.length ? p.complianceGaps.join("; ") : "—"],
    [
      t("governancePolicies:fields.securityPolicy"),
      p.securityPolicy ? t("governancePolicies:detail.yes") : t("governancePolicies:detail.no"),
    ],
    [
      t("governancePolicies:detail.statusChanged"),
      p.statusChangedAt
        ? t("governancePolicies:detail.byOn", {
            by: p.statusChangedBy?.name ?? "—",
            on: formatDateTime(p.statusChangedAt),
          })
        : "—",
    ],
    [t("governancePolicies:detail.charter"), p.charterFile?.filename ?? "—"],
  ];
  if (p.archived) {
    rows.push([
      t("governancePolicies:detail.archived"),
      t("governancePolicies:detail.byOn", { by: p.archivedBy?.name ?? "—", on: formatDateTime(p.archivedAt) }),
    ]);
  }
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-1">
        <h3 className="text-sm font-medium">{t("governancePolicies:fields.content")}</h3>
        <p className="whitespace-pre-wrap break-words rounded-md border p-3 text-sm" data-testid="policy-content">
          {p.content || t("governancePolicies:detail.noContent")}
        </p>
      </section>
    </div>
  );
}
