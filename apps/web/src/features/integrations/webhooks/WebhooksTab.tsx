import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, CardDescription, CardHeader, DialogFooter, Skeleton } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { GuardedDialog } from "../../../components/dialog-support";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { SuccessStatus } from "../../../components/SuccessStatus";
import { useTRPC } from "../../../lib/trpc";
import { useFlash } from "../../../lib/use-flash";
import { type Delivery, DeliveryResult } from "./DeliveryResult";
import { PrivateUrlsCard } from "./PrivateUrlsCard";
import { SecretDialog } from "./SecretDialog";
import { WebhookFormDialog } from "./WebhookFormDialog";
import { WebhookLogsDialog } from "./WebhookLogsDialog";
import { type Webhook, type WebhookAction, WebhookRow } from "./WebhookRow";

type Form = { webhook: Webhook | null } | null;

/** Webhooks (Admin): the endpoints with their state and last delivery, and every action on them. */
export function WebhooksTab() {
  const { t } = useTranslation(["integrations", "common"]);
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.webhooks.list.queryOptions(),
    // An endpoint whose last delivery the worker has still to make is read again until it has an outcome.
    refetchInterval: (query) =>
      query.state.data?.items.some((w) => w.lastDelivery?.status === "pending") ? 5_000 : false,
  });
  const test = useMutation(trpc.webhooks.test.mutationOptions());
  const enable = useMutation(trpc.webhooks.enable.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const [form, setForm] = useState<Form>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [logsOf, setLogsOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [tested, setTested] = useState<{ name: string; delivery: Delivery } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();

  const act = (webhook: Webhook, action: WebhookAction) => {
    setFailure(null);
    if (action === "edit") setForm({ webhook });
    else if (action === "logs") setLogsOf(webhook);
    else if (action === "delete") setDeleting(webhook);
    else if (action === "test")
      test.mutate(
        { id: webhook.id },
        {
          onSuccess: (delivery) => setTested({ name: webhook.name, delivery }),
          onError: (error) => {
            const issues = (error as { data?: { issues?: { path?: unknown }[] } }).data?.issues ?? [];
            setFailure(
              issues.some((i) => i.path === "url")
                ? t("integrations:webhooks.urlRefused")
                : t("integrations:webhooks.testFailed"),
            );
          },
        },
      );
    else
      enable.mutate(
        { id: webhook.id },
        {
          onSuccess: () => showFlash(t("integrations:webhooks.enabled", { name: webhook.name })),
          onError: () => setFailure(t("integrations:webhooks.enableFailed")),
        },
      );
  };

  const confirmDelete = (webhook: Webhook) =>
    remove.mutate(
      { id: webhook.id },
      {
        onSuccess: () => {
          setDeleting(null);
          showFlash(t("integrations:webhooks.deleted", { name: webhook.name }));
        },
        onError: () => {
          setDeleting(null);
          setFailure(t("integrations:webhooks.deleteFailed"));
        },
      },
    );

  return (
    <div className="grid gap-6">
      <Card className="min-w-0" data-testid="webhooks-card">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <h2 className="font-semibold leading-none">{t("integrations:webhooks.title")}</h2>
            <CardDescription>{t("integrations:webhooks.description")}</CardDescription>
          </div>
          <Button size="sm" onClick={() => setForm({ webhook: null })} data-testid="webhook-new">
            <PlusIcon aria-hidden="true" />
            {t("integrations:webhooks.new")}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-3">
          <SuccessStatus message={flash} testId="webhooks-status" />
          {failure && (
            <p role="alert" className="text-sm text-destructive" data-testid="webhooks-failure">
              {failure}
            </p>
          )}
          {list.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : list.isError ? (
            <QueryErrorAlert
              title={t("integrations:webhooks.loadFailed")}
              error={list.error}
              fallback={t("integrations:loadFailedHint")}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("integrations:webhooks.empty")}</p>
          ) : (
            <ul className="divide-y" data-testid="webhook-list">
              {list.data.items.map((webhook) => (
                <WebhookRow
                  key={webhook.id}
                  webhook={webhook}
                  testing={test.isPending && test.variables?.id === webhook.id}
                  onAction={(action) => act(webhook, action)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <PrivateUrlsCard />
      {form && <WebhookFormDialog open webhook={form.webhook} onClose={() => setForm(null)} onSecret={setSecret} />}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <WebhookLogsDialog webhook={logsOf} onClose={() => setLogsOf(null)} />
      <GuardedDialog
        open={tested !== null}
        onOpenChange={(open) => !open && setTested(null)}
        busy={false}
        title={t("integrations:delivery.testResultTitle", { name: tested?.name ?? "" })}
        testId="webhook-test-result"
      >
        {tested && <DeliveryResult delivery={tested.delivery} />}
        <DialogFooter>
          <Button onClick={() => setTested(null)}>{t("integrations:close")}</Button>
        </DialogFooter>
      </GuardedDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("integrations:webhooks.confirmDeleteTitle")}
        description={t("integrations:webhooks.confirmDelete", { name: deleting?.name ?? "" })}
        confirmLabel={t("integrations:webhooks.actions.delete")}
        busyLabel={t("integrations:webhooks.deleting")}
        cancelLabel={t("integrations:cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        testId="confirm-webhook-delete"
      />
    </div>
  );
}
