import { useMutation, useQuery } from "@tanstack/react-query";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import { KeyRoundIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { SuccessStatus } from "../../components/SuccessStatus";
import type { RouterOutputs } from "../../lib/api-types";
import { formatDate, formatDateTime, formatRelativeTime } from "../../lib/format";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { NewApiKeyDialog } from "./NewApiKeyDialog";
import { useFlash } from "./use-flash";

type ApiKey = RouterOutputs["users"]["apiKeys"][number];

/** API Keys (001 §2.9): personal keys for REST clients, listed masked (8 leading … 4 trailing characters). */
export function ApiKeysCard() {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const keys = useQuery(trpc.users.apiKeys.queryOptions());
  const revoke = useMutation(trpc.users.revokeApiKey.mutationOptions());
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, showStatus] = useFlash();

  const deleteKey = (key: ApiKey) => {
    setFailure(null);
    revoke.mutate(
      { id: key.id },
      {
        onSuccess: () => {
          setConfirming(null);
          showStatus(t("account:apiKeys.deleted", { name: key.name }));
        },
        onError: (error) => {
          setConfirming(null);
          setFailure(serverMessageOf(error) ?? t("account:apiKeys.deleteFailed"));
        },
      },
    );
  };

  return (
    <Card className="min-w-0" data-testid="api-keys-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="font-semibold leading-none">{t("account:apiKeys.title")}</h2>
          <CardDescription>{t("account:apiKeys.description")}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          {t("account:apiKeys.newKey")}
        </Button>
      </CardHeader>
      <CardContent>
        <SuccessStatus message={status} testId="api-keys-status" />
        {failure && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {failure}
          </p>
        )}
        {keys.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : keys.isError ? (
          <QueryErrorAlert
            title={t("account:apiKeys.loadFailed")}
            error={keys.error}
            fallback={t("account:loadFailedHint")}
            onRetry={() => void keys.refetch()}
            retrying={keys.isFetching}
          />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account:apiKeys.empty")}</p>
        ) : (
          <ul className="divide-y" data-testid="api-key-list">
            {keys.data.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onDelete={() => setConfirming(key)} />
            ))}
          </ul>
        )}
      </CardContent>
      <NewApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("account:apiKeys.confirmTitle")}
        description={t("account:apiKeys.confirmDescription", { name: confirming?.name ?? "" })}
        confirmLabel={t("account:apiKeys.delete")}
        busyLabel={t("account:apiKeys.deleting")}
        cancelLabel={t("account:cancel")}
        busy={revoke.isPending}
        onConfirm={() => confirming && deleteKey(confirming)}
        testId="confirm-api-key-delete"
      />
    </Card>
  );
}

function ApiKeyRow({ apiKey, onDelete }: { apiKey: ApiKey; onDelete: () => void }) {
  const { t } = useTranslation(["account", "common"]);
  const expired = apiKey.expiresAt !== null && new Date(apiKey.expiresAt).getTime() <= Date.now();
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid="api-key-row">
      <div className="flex min-w-0 gap-3">
        <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="[overflow-wrap:anywhere]">{apiKey.name}</span>
            {expired && <Badge variant="warning">{t("account:apiKeys.expired")}</Badge>}
          </p>
          <code className="w-fit rounded bg-muted px-1.5 py-0.5 text-sm break-all" data-testid="masked-key">
            {apiKey.maskedKey}
          </code>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>{t("account:apiKeys.created")}</dt>
              <dd title={formatDateTime(apiKey.createdAt)}>{formatDate(apiKey.createdAt)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("account:apiKeys.lastUsed")}</dt>
              <dd title={apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : undefined}>
                {apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : t("account:apiKeys.never")}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("account:apiKeys.expires")}</dt>
              <dd>{apiKey.expiresAt ? formatDate(apiKey.expiresAt) : t("account:apiKeys.noExpiry")}</dd>
            </div>
          </dl>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={t("account:apiKeys.deleteLabel", { name: apiKey.name })}
        className="shrink-0 text-destructive hover:text-destructive"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
