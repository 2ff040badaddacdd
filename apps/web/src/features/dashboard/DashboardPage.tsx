import { allows, DASHBOARD_ACCESS, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import type { DashboardFigureKey } from "@tprm/api/schemas";
import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { useSession } from "../../lib/session";
import { RecentActivity } from "./activity/RecentActivity";
import { BoardReviewDialog } from "./board-review/BoardReviewDialog";
import { DeliverableCalendar } from "./calendar/DeliverableCalendar";
import { GovernanceStatus } from "./governance/GovernanceStatus";
import { useFigureText } from "./metrics/FigureCard";
import { KeyMetrics } from "./metrics/KeyMetrics";
import { QuickActions } from "./metrics/QuickActions";
import { useKeyMetrics } from "./metrics/use-key-metrics";

/** The header's two headline figures (000 §2): the risk and compliance scores, from the key metrics' one request. */
const HEADLINE: readonly DashboardFigureKey[] = ["riskScore", "complianceScore"];

function HeadlineFigures() {
  const { t } = useTranslation(["dashboard", "dashboardCalendar"]);
  const metrics = useKeyMetrics();
  const text = useFigureText();
  const shown = HEADLINE.flatMap((key) => {
    const figure = metrics.data?.figures[key];
    return figure ? [{ key, figure }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2" data-testid="headline-figures">
      {shown.map(({ key, figure }) => (
        <div key={key} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-sm text-muted-foreground">{t(`dashboard:figures.${key}.label`)}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={`headline-${key}`}>
            {text(key, figure.value ?? figure.specDefault)}
          </dd>
          {figure.value === null && (
            <dd>
              <Badge variant="outline">
                {figure.specDefault === null ? t("dashboard:noData") : t("dashboard:specDefault")}
              </Badge>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/**
 * The Risk Management Dashboard (000 §2): header with the two headline figures and the board review, the quick
 * actions, the KPI cards and charts of the role's view, Recent Activity, Governance Status (for the governance
 * centre's readers) and the Deliverable Calendar. Each panel makes one request at most; the figures' is shared.
 */
export default function DashboardPage() {
  const { t } = useTranslation("dashboardCalendar");
  const { data: me } = useSession();
  const role = me?.role ?? null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("dashboardCalendar:page.title")}
        description={<HeadlineFigures />}
        actions={<BoardReviewDialog />}
      />
      <QuickActions />
      <KeyMetrics />
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentActivity />
        {allows(role, GOVERNANCE_ACCESS.view) && <GovernanceStatus />}
      </div>
      {allows(role, DASHBOARD_ACCESS.view) && <DeliverableCalendar />}
    </div>
  );
}
