import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { EllipsisVerticalIcon, SendIcon, WebhookIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import { DeliveryBadge } from "./DeliveryResult";
import { ENDPOINT_BADGE, endpointState, mayEnable } from "./webhook-view";

export type Webhook = RouterOutputs["webhooks"]["list"]["items"][number];
export type WebhookAction = "test" | "logs" | "edit" | "enable" | "delete";

/** One endpoint: name, state, URL, events, owner, last delivery; Send test and a menu of the other actions. */
export function WebhookRow({
  webhook,
  testing,
  onAction,
}: {
  webhook: Webhook;
  testing: boolean;
  onAction: (action: WebhookAction) => void;
}) {
  const { t } = useTranslation(["integrations", "common"]);
  const state = endpointState(webhook);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start" data-testid="webhook-row">
      <div className="flex min-w-0 flex-1 gap-3">
        <WebhookIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="[overflow-wrap:anywhere]">{webhook.name}</span>
            <Badge variant={ENDPOINT_BADGE[state]} data-testid="webhook-state">
              {t(`integrations:webhooks.state.${state}`)}
            </Badge>
          </p>
          <code className="w-fit max-w-full rounded bg-muted px-1.5 py-0.5 text-sm break-all">{webhook.url}</code>
          <p className="text-sm text-muted-foreground">
            {t("integrations:webhooks.events", { count: webhook.events.length })} · {t("integrations:webhooks.owner")}:{" "}
            {webhook.owner?.name ?? t("integrations:webhooks.noOwner")}
          </p>
          {webhook.disabledAt && (
            <p className="text-sm text-destructive">
              {t("integrations:webhooks.disabledOn", { when: formatDateTime(webhook.disabledAt) })}
            </p>
          )}
          {!webhook.disabledAt && webhook.failingSince && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              {t("integrations:webhooks.failingSince", { when: formatDateTime(webhook.failingSince) })}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{t("integrations:webhooks.lastDelivery")}:</span>
            {webhook.lastDelivery ? (
              <>
                <DeliveryBadge status={webhook.lastDelivery.status} />
                <span title={formatDateTime(webhook.lastDelivery.createdAt)}>
                  {formatRelativeTime(webhook.lastDelivery.createdAt)}
                </span>
              </>
            ) : (
              <span>{t("integrations:webhooks.noDelivery")}</span>
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction("test")}
          disabled={testing}
          data-testid="webhook-test"
        >
          <SendIcon aria-hidden="true" />
          {testing ? t("integrations:webhooks.actions.testing") : t("integrations:webhooks.actions.test")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction("logs")} data-testid="webhook-logs">
          {t("integrations:webhooks.actions.logs")}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("integrations:webhooks.actions.menu", { name: webhook.name })}
              data-testid="webhook-menu"
            >
              <EllipsisVerticalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction("edit")}>
              {t("integrations:webhooks.actions.edit")}
            </DropdownMenuItem>
            {mayEnable(webhook) && (
              <DropdownMenuItem onSelect={() => onAction("enable")}>
                {t("integrations:webhooks.actions.enable")}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAction("delete")}>
              {t("integrations:webhooks.actions.delete")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
