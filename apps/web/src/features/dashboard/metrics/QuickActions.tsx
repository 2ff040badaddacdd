import { Badge, buttonVariants } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mayOpen } from "../../../auth/route-access";
import { formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useKeyMetrics } from "./use-key-metrics";

const ACTIONS = [
  { key: "vendors", to: "/vendors", badge: null },
  { key: "workflows", to: "/workflows", badge: "workflowDrafts" },
  { key: "riskAssessment", to: "/risk-assessment", badge: null },
  { key: "contracts", to: "/contracts", badge: "contractsPending" },
] as const;

/**
 * The spec's quick actions, each a link the role may open: Workflows carries the caller's drafts, Contracts the
 * contracts awaiting approval (from the key metrics' one request).
 */
export function QuickActions() {
  const { t } = useTranslation("dashboard");
  const { data: me } = useSession();
  const metrics = useKeyMetrics();
  const actions = ACTIONS.filter((a) => mayOpen(me?.role, a.to));
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t("dashboard:quickActions.label")} className="flex flex-wrap gap-2" data-testid="quick-actions">
      {actions.map((action) => {
        const count = action.badge ? metrics.data?.figures[action.badge]?.value : null;
        return (
          <Link
            key={action.key}
            to={action.to}
            className={buttonVariants({ variant: "outline" })}
            data-testid={`quick-action-${action.key}`}
          >
            {t(`dashboard:quickActions.${action.key}`)}
            {action.badge && typeof count === "number" && count > 0 && (
              <>
                <Badge variant="secondary" data-testid={`quick-action-badge-${action.key}`} aria-hidden="true">
                  {formatCount(count)}
                </Badge>
                <span className="sr-only">
                  {t(`dashboard:quickActions.badge.${action.badge}`, { count, formatted: formatCount(count) })}
                </span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
