import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatCount, formatDateTime, formatRelativeTime } from "../../../lib/format";
import { DELIVERY_BADGE, eventLabelKey } from "./webhook-view";

export type Delivery = RouterOutputs["webhooks"]["logs"]["items"][number];

/** A delivery's status badge. */
export function DeliveryBadge({ status }: { status: Delivery["status"] }) {
  const { t } = useTranslation(["integrations"]);
  return <Badge variant={DELIVERY_BADGE[status]}>{t(`integrations:delivery.status.${status}`)}</Badge>;
}

/** What a receiver answered: HTTP status, duration, attempts, the next retry, and the response's first characters. */
export function DeliveryResult({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation(["integrations"]);
  return (
    <div className="grid min-w-0 gap-3" data-testid="delivery-result">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <DeliveryBadge status={delivery.status} />
        <span className="font-medium">
          {delivery.responseStatus !== null
            ? t("integrations:delivery.http", { status: delivery.responseStatus })
            : t("integrations:delivery.noResponse")}
        </span>
        {delivery.durationMs !== null && (
          <span className="text-muted-foreground">
            {t("integrations:delivery.duration", { ms: formatCount(delivery.durationMs) })}
          </span>
        )}
        <span className="text-muted-foreground">
          {t("integrations:delivery.attempts", { count: delivery.attempts })}
        </span>
        <span className="text-muted-foreground">
          {t(eventLabelKey(delivery.event), { defaultValue: delivery.event })}
        </span>
      </div>
      {delivery.nextAttemptAt && (
        <p className="text-sm text-muted-foreground" title={formatDateTime(delivery.nextAttemptAt)}>
          {t("integrations:delivery.nextAttempt", { when: formatRelativeTime(delivery.nextAttemptAt) })}
        </p>
      )}
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t("integrations:delivery.excerpt")}</p>
        {delivery.responseExcerpt ? (
          <pre
            className="max-h-48 max-w-full overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
            data-testid="delivery-excerpt"
          >
            {delivery.responseExcerpt}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">{t("integrations:delivery.noExcerpt")}</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
        {t("integrations:delivery.eventId")}: <code>{delivery.eventId}</code>
      </p>
    </div>
  );
}
