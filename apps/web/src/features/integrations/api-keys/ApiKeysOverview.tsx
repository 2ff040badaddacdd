import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  Badge,
  type BadgeProps,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  NativeSelect,
  Pagination,
  SearchInput,
  Skeleton,
} from "@tprm/ui";
import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { roleName } from "../../../components/role-names";
import { SuccessStatus } from "../../../components/SuccessStatus";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDate, formatDateTime, formatRelativeTime } from "../../../lib/format";
import { serverMessageOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useFlash } from "../../../lib/use-flash";

type OrgKey = RouterOutputs["users"]["organisationApiKeys"]["items"][number];
type StatusFilter = "" | "active" | "expired" | "revoked";

const STATUS_BADGE: Record<OrgKey["status"], BadgeProps["variant"]> = {
  active: "success",
  expired: "warning",
  revoked: "secondary",
  "owner-deactivated": "warning",
};

/** The organisation's API keys (Admin): every user's keys, masked, with owner and status; revoke one. */
export function ApiKeysOverview() {
  const { t } = useTranslation(["integrations", "common"]);
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), 300);
  const keys = useQuery({
    ...trpc.users.organisationApiKeys.queryOptions({
      page,
      limit: 50,
      ...(query ? { search: query } : {}),
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const revoke = useMutation(trpc.users.revokeOrganisationApiKey.mutationOptions());
  const [confirming, setConfirming] = useState<OrgKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();

  const revokeKey = (key: OrgKey) => {
    setFailure(null);
    revoke.mutate(
      { id: key.id },
      {
        onSuccess: () => {
          setConfirming(null);
          showFlash(t("integrations:apiKeys.revoked", { name: key.name }));
        },
        onError: (error) => {
          setConfirming(null);
          setFailure(serverMessageOf(error) ?? t("integrations:apiKeys.revokeFailed"));
        },
      },
    );
  };

  return (
    <Card className="min-w-0" data-testid="org-api-keys">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="font-semibold leading-none">{t("integrations:apiKeys.title")}</h2>
          <CardDescription>{t("integrations:apiKeys.description")}</CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to="/account">{t("integrations:apiKeys.ownKeys")}</Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            wrapperClassName="sm:w-80"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t("integrations:apiKeys.search")}
            aria-label={t("integrations:apiKeys.search")}
            data-testid="org-api-keys-search"
          />
          <NativeSelect
            className="sm:w-56"
            value={status}
            aria-label={t("integrations:apiKeys.statusFilter")}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setPage(1);
            }}
          >
            <option value="">{t("integrations:apiKeys.statusAll")}</option>
            <option value="active">{t("integrations:apiKeys.status.active")}</option>
            <option value="expired">{t("integrations:apiKeys.status.expired")}</option>
            <option value="revoked">{t("integrations:apiKeys.status.revoked")}</option>
          </NativeSelect>
        </div>
        <SuccessStatus message={flash} testId="org-api-keys-status" />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {keys.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : keys.isError ? (
          <QueryErrorAlert
            title={t("integrations:apiKeys.loadFailed")}
            error={keys.error}
            fallback={t("integrations:loadFailedHint")}
            onRetry={() => void keys.refetch()}
            retrying={keys.isFetching}
          />
        ) : keys.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("integrations:apiKeys.empty")}</p>
        ) : (
          <>
            <ul className="divide-y" data-testid="org-api-key-list">
              {keys.data.items.map((key) => (
                <KeyRow key={key.id} apiKey={key} onRevoke={() => setConfirming(key)} />
              ))}
            </ul>
            <Pagination
              page={keys.data.pagination.page}
              totalPages={keys.data.pagination.totalPages}
              total={keys.data.pagination.total}
              onPageChange={setPage}
              disabled={keys.isFetching}
            />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("integrations:apiKeys.confirmTitle")}
        description={t("integrations:apiKeys.confirm", {
          name: confirming?.name ?? "",
          owner: confirming?.owner.name ?? "",
        })}
        confirmLabel={t("integrations:apiKeys.revoke")}
        busyLabel={t("integrations:apiKeys.revoking")}
        cancelLabel={t("integrations:cancel")}
        busy={revoke.isPending}
        onConfirm={() => confirming && revokeKey(confirming)}
        testId="confirm-org-key-revoke"
      />
    </Card>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: OrgKey; onRevoke: () => void }) {
  const { t } = useTranslation(["integrations", "common"]);
  const usable = apiKey.status !== "revoked";
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid="org-api-key-row">
      <div className="flex min-w-0 gap-3">
        <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="[overflow-wrap:anywhere]">{apiKey.name}</span>
            <Badge variant={STATUS_BADGE[apiKey.status]}>{t(`integrations:apiKeys.status.${apiKey.status}`)}</Badge>
          </p>
          <code className="w-fit rounded bg-muted px-1.5 py-0.5 text-sm break-all">{apiKey.maskedKey}</code>
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="sr-only">{t("integrations:apiKeys.columns.owner")}: </span>
            {apiKey.owner.name} · {apiKey.owner.email}
            {apiKey.owner.role ? ` · ${roleName(t, apiKey.owner.role)}` : ""}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>{t("integrations:apiKeys.columns.created")}</dt>
              <dd title={formatDateTime(apiKey.createdAt)}>{formatDate(apiKey.createdAt)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("integrations:apiKeys.columns.lastUsed")}</dt>
              <dd title={apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : undefined}>
                {apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : t("integrations:apiKeys.never")}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("integrations:apiKeys.columns.expires")}</dt>
              <dd>{apiKey.expiresAt ? formatDate(apiKey.expiresAt) : t("integrations:apiKeys.noExpiry")}</dd>
            </div>
          </dl>
        </div>
      </div>
      {usable && (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          aria-label={t("integrations:apiKeys.revokeLabel", { name: apiKey.name, owner: apiKey.owner.name })}
          className="shrink-0 text-destructive hover:text-destructive"
        >
          {t("integrations:apiKeys.revoke")}
        </Button>
      )}
    </li>
  );
}
