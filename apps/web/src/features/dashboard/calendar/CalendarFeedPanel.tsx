import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, Input, Label } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { CopyButton } from "../../../components/CopyButton";
import { errorText } from "../../../components/error-text";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

/**
 * The caller's private iCalendar feed: made (or replaced) here, its URL shown this once to copy into Outlook,
 * Google or Apple Calendar; replacing or revoking it asks first, since the URL in use stops working.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation(["dashboardCalendar", "common"]);
  const trpc = useTRPC();
  const feed = useQuery(trpc.deliverables.feed.queryOptions());
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);
  const create = useMutation(
    trpc.deliverables.createFeed.mutationOptions({
      onSuccess: (data) => {
        setUrl(`${window.location.origin}${data.path}`);
        setConfirm(null);
      },
    }),
  );
  const revoke = useMutation(
    trpc.deliverables.revokeFeed.mutationOptions({
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
      },
    }),
  );
  const failure = create.error ?? revoke.error;
  const active = feed.data?.active ?? false;

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-3 border-t pt-4" data-testid="calendar-feed">
      <h3 id="calendar-feed-title" className="font-medium">
        {t("dashboardCalendar:feed.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("dashboardCalendar:feed.explain")}</p>
      {url && (
        <div className="grid gap-2" data-testid="calendar-feed-url">
          <Label htmlFor="calendar-feed-url-input">{t("dashboardCalendar:feed.urlLabel")}</Label>
          <div className="flex flex-wrap gap-2">
            <Input id="calendar-feed-url-input" readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
            <CopyButton
              text={url}
              label={t("dashboardCalendar:feed.copy")}
              copiedLabel={t("dashboardCalendar:feed.copied")}
              failedLabel={t("dashboardCalendar:feed.copyFailed")}
            />
          </div>
          <p className="text-sm text-muted-foreground">{t("dashboardCalendar:feed.shownOnce")}</p>
        </div>
      )}
      {!url && active && feed.data && (
        <p className="text-sm" data-testid="calendar-feed-status">
          {t("dashboardCalendar:feed.activeSince", { date: formatDateTime(feed.data.createdAt) })}{" "}
          {feed.data.lastUsedAt
            ? t("dashboardCalendar:feed.lastUsed", { date: formatDateTime(feed.data.lastUsedAt) })
            : t("dashboardCalendar:feed.neverUsed")}
        </p>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{errorText(t, failure, t("dashboardCalendar:feed.failed"))}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {!active ? (
          <Button
            onClick={() => create.mutate()}
            disabled={create.isPending || feed.isPending}
            data-testid="calendar-feed-create"
          >
            {create.isPending ? t("dashboardCalendar:feed.creating") : t("dashboardCalendar:feed.create")}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => setConfirm("replace")} data-testid="calendar-feed-replace">
              {t("dashboardCalendar:feed.replace")}
            </Button>
            <Button variant="outline" onClick={() => setConfirm("revoke")} data-testid="calendar-feed-revoke">
              {t("dashboardCalendar:feed.revoke")}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === "revoke" ? t("dashboardCalendar:feed.revokeTitle") : t("dashboardCalendar:feed.replaceTitle")
        }
        description={
          confirm === "revoke" ? t("dashboardCalendar:feed.revokeText") : t("dashboardCalendar:feed.replaceText")
        }
        confirmVariant={confirm === "revoke" ? "destructive" : "default"}
        confirmLabel={confirm === "revoke" ? t("dashboardCalendar:feed.revoke") : t("dashboardCalendar:feed.replace")}
        cancelLabel={t("common:actions.cancel")}
        busy={create.isPending || revoke.isPending}
        onConfirm={() => (confirm === "revoke" ? revoke.mutate() : create.mutate())}
        testId="calendar-feed-confirm"
      />
    </section>
  );
}
