import { useQuery } from "@tanstack/react-query";
import type { ComplianceAnalytics } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { riskFill } from "../../../components/risk-level";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ColumnBars, PRIMARY_FILL, RowBars } from "../figures/Bars";
import { FigureCard } from "../figures/FigureCard";
import { countBars, percentOf, percentText, percentValue } from "../figures/figures-data";
import { TabState, Tiles } from "../figures/TabState";
import { GapCards } from "./GapCards";

/** The policy statuses' colours: approved and active green, expired red, the rest neutral or amber. */
const STATUS_FILL: Record<string, string> = {
  draft: riskFill(null),
  under_review: riskFill("medium"),
  approved: riskFill("low"),
  active: riskFill("low"),
  expired: riskFill("critical"),
  inactive: riskFill(null),
};

/** Compliance: policy compliance, acknowledgements and gaps. */
export default function ComplianceTab() {
  const { t } = useTranslation(["analytics"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.compliance.queryOptions());
  return (
    <TabState query={query} label={t("analytics:tabs.compliance")}>
      {(data) => <ComplianceFigures data={data} />}
    </TabState>
  );
}

function ComplianceFigures({ data }: { data: ComplianceAnalytics }) {
  const { t } = useTranslation(["analytics", "governancePolicies"]);
  const { policies, acknowledgements: acks } = data;
  const statusName = (status: string) => t(`governancePolicies:status.${status}`);
  const ackStates = [
    { key: "accepted", name: t("analytics:compliance.accepted"), count: acks.accepted, fill: riskFill("low") },
    { key: "pending", name: t("analytics:compliance.pending"), count: acks.pending, fill: riskFill("medium") },
    { key: "overdue", name: t("analytics:compliance.overdue"), count: acks.overdue, fill: riskFill("critical") },
  ];
  return (
    <>
      <Tiles
        label={t("analytics:compliance.tiles")}
        items={[
          {
            key: "policy-compliance",
            label: t("analytics:compliance.policyCompliance"),
            value: policies.compliancePercent === null ? "—" : percentOf(policies.compliancePercent),
            hint: t("analytics:compliance.policyComplianceHint"),
          },
          {
            key: "acknowledged",
            label: t("analytics:compliance.acknowledged"),
            value: percentOf(acks.acceptedPercent),
          },
          { key: "gaps", label: t("analytics:compliance.gapsTotal"), value: formatCount(data.gaps.total) },
          {
            key: "unassessed",
            label: t("analytics:compliance.unassessed"),
            value: formatCount(data.gaps.vendorsWithoutAssessment),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureCard
          title={t("analytics:compliance.byStatus")}
          description={t("analytics:compliance.byStatusHint", {
            total: formatCount(policies.total),
            withGaps: formatCount(policies.withGaps),
          })}
          empty={policies.total === 0 ? t("analytics:compliance.noPolicies") : null}
          figures={{
            key: "policies-by-status",
            columns: [t("analytics:columns.status"), t("analytics:columns.policies"), t("analytics:columns.share")],
            rows: policies.byStatus.map((s) => ({
              key: s.status,
              cells: [statusName(s.status), formatCount(s.count), percentText(s.count, policies.total)],
              csv: [statusName(s.status), s.count, percentValue(s.count, policies.total)],
            })),
          }}
          chart={
            <ColumnBars
              data={countBars(
                policies.byStatus.map((s) => ({
                  name: statusName(s.status),
                  count: s.count,
                  fill: STATUS_FILL[s.status] ?? PRIMARY_FILL,
                })),
                t,
              )}
              format={formatCount}
            />
          }
        />
        <FigureCard
          title={t("analytics:compliance.acknowledgements")}
          description={t("analytics:compliance.acknowledgementsHint", { total: formatCount(acks.total) })}
          empty={acks.total === 0 ? t("analytics:compliance.noAcknowledgements") : null}
          figures={{
            key: "acknowledgements",
            columns: [t("analytics:columns.state"), t("analytics:columns.people"), t("analytics:columns.share")],
            rows: ackStates.map((s) => ({
              key: s.key,
              cells: [s.name, formatCount(s.count), percentText(s.count, acks.total)],
              csv: [s.name, s.count, percentValue(s.count, acks.total)],
            })),
          }}
          chart={<ColumnBars data={countBars(ackStates, t)} format={formatCount} />}
        />
        <FigureCard
          className="lg:col-span-2"
          title={t("analytics:compliance.outstanding")}
          description={t("analytics:compliance.outstandingHint")}
          empty={acks.byPolicy.length === 0 ? t("analytics:compliance.noneOutstanding") : null}
          figures={{
            key: "acknowledgements-outstanding",
            columns: [
              t("analytics:columns.policy"),
              t("analytics:columns.reference"),
              t("analytics:compliance.accepted"),
              t("analytics:compliance.pending"),
              t("analytics:compliance.overdue"),
              t("analytics:columns.asked"),
            ],
            rows: acks.byPolicy.map((p) => ({
              key: p.policyId,
              cells: [
                p.name,
                p.reference,
                formatCount(p.accepted),
                formatCount(p.pending),
                formatCount(p.overdue),
                formatCount(p.total),
              ],
              csv: [p.name, p.reference, p.accepted, p.pending, p.overdue, p.total],
            })),
          }}
          chart={
            <RowBars
              data={countBars(
                acks.byPolicy.map((p) => ({
                  name: `${p.name} (${p.reference})`,
                  count: p.pending + p.overdue,
                  fill: p.overdue > 0 ? riskFill("critical") : riskFill("medium"),
                })),
                t,
              )}
            />
          }
        />
        <GapCards gaps={data.gaps} />
      </div>
    </>
  );
}
