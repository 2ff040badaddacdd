import { useMutation, useQuery } from "@tanstack/react-query";
import { Card, CardContent, Skeleton } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { SuccessStatus } from "../../../components/SuccessStatus";
import { Switch } from "../../../components/Switch";
import { useTRPC } from "../../../lib/trpc";
import { useFlash } from "../../../lib/use-flash";

/** The organisation's server-side request forgery guard: whether endpoints on private networks are allowed. */
export function PrivateUrlsCard() {
  const { t } = useTranslation(["integrations"]);
  const trpc = useTRPC();
  const settings = useQuery(trpc.webhooks.settings.queryOptions());
  const save = useMutation(trpc.webhooks.updateSettings.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();

  const change = (allowPrivateUrls: boolean) => {
    setFailure(null);
    save.mutate(
      { allowPrivateUrls },
      {
        onSuccess: (saved) =>
          showFlash(t(saved.allowPrivateUrls ? "integrations:privateUrls.on" : "integrations:privateUrls.off")),
        onError: () => setFailure(t("integrations:privateUrls.failed")),
      },
    );
  };

  const checked = save.isPending
    ? (save.variables?.allowPrivateUrls ?? false)
    : (settings.data?.allowPrivateUrls ?? false);
  return (
    <Card className="min-w-0" data-testid="private-urls-card">
      <CardContent className="grid gap-3">
        <h2 className="font-semibold leading-none">{t("integrations:privateUrls.title")}</h2>
        {settings.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : settings.isError ? (
          <QueryErrorAlert
            title={t("integrations:privateUrls.loadFailed")}
            error={settings.error}
            fallback={t("integrations:loadFailedHint")}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <div className="flex items-start gap-3">
            <Switch
              checked={checked}
              onCheckedChange={change}
              disabled={save.isPending}
              aria-labelledby="private-urls-label"
              aria-describedby="private-urls-help"
              data-testid="private-urls-switch"
            />
            <div className="grid gap-1">
              <span id="private-urls-label" className="text-sm font-medium">
                {t("integrations:privateUrls.label")}
              </span>
              <p id="private-urls-help" className="text-sm text-muted-foreground">
                {t("integrations:privateUrls.help")}
              </p>
            </div>
          </div>
        )}
        <SuccessStatus message={flash} testId="private-urls-status" />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
