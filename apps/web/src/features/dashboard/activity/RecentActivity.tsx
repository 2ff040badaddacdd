import { Card, CardContent, CardHeader, CardTitle } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { ActivityPanel } from "../../../components/ActivityPanel";

/** 000 §9: the dashboard's Recent Activity is paged by 10 (DASHBOARD_ACTIVITY_PAGE_SIZE, not imported: see ActivityPanel). */
const DASHBOARD_PAGE_SIZE = 10;

/** Recent Activity (000 §2): the activity feed the user may read, 10 a page, the pager only beyond one page. */
export function RecentActivity() {
  const { t } = useTranslation("dashboardCalendar");
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("dashboardCalendar:activity.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ActivityPanel pageSize={DASHBOARD_PAGE_SIZE} />
      </CardContent>
    </Card>
  );
}
