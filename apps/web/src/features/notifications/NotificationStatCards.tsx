import { Card, cn, Skeleton } from "@tprm/ui";
import { AlertTriangleIcon, BellIcon, CalendarClockIcon, MailIcon } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/api-types";
import { formatCount } from "../../lib/format";

type Stats = RouterOutputs["notifications"]["stats"];

interface StatCard {
  key: keyof Stats;
  label: string;
  caption: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}

/** 001 §2.7: Total Notifications, Unread (status other than read), Critical Alerts, Today's Notifications. */
const CARDS: readonly StatCard[] = [
  {
    key: "total",
    label: "notifications:stats.total",
    caption: "notifications:stats.totalCaption",
    icon: BellIcon,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-500/20 dark:text-blue-200",
  },
  {
    key: "unread",
    label: "notifications:stats.unread",
    caption: "notifications:stats.unreadCaption",
    icon: MailIcon,
    tone: "bg-purple-100 text-purple-700 dark:bg-purple-500/20 dark:text-purple-200",
  },
  {
    key: "critical",
    label: "notifications:stats.critical",
    caption: "notifications:stats.criticalCaption",
    icon: AlertTriangleIcon,
    tone: "bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200",
  },
  {
    key: "today",
    label: "notifications:stats.today",
    caption: "notifications:stats.todayCaption",
    icon: CalendarClockIcon,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200",
  },
];

/** The four counts of the Notification Center; "—" when they could not be read (the list says why). */
export function NotificationStatCards({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const { t } = useTranslation(["notifications"]);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={t("notifications:stats.label")}>
      {CARDS.map((card) => {
        const Icon = card.icon;
        const value = stats?.[card.key];
        return (
          <li key={card.key}>
            <Card
              className="h-full flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
              data-testid={`notification-stat-${card.key}`}
            >
              <span className={cn("grid size-11 shrink-0 place-items-center rounded-lg", card.tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="grid min-w-0 gap-0.5 hyphens-auto break-words">
                <span className="text-sm font-medium text-muted-foreground">{t(card.label)}</span>
                {loading ? (
                  <Skeleton className="h-7 w-12" />
                ) : (
                  <span className="text-2xl font-semibold tabular-nums" data-testid="stat-value">
                    {value === undefined ? "—" : formatCount(value)}
                  </span>
                )}
                <span className="text-xs text-muted-foreground">{t(card.caption)}</span>
              </span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
