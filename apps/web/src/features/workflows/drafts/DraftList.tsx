import { useMutation, useQuery } from "@tanstack/react-query";
import { allows, WORKFLOW_ACCESS } from "@tprm/api/permissions";
import { Alert, AlertDescription, AlertTitle, Card, Skeleton } from "@tprm/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { DraftCard } from "./DraftCard";
import { continueTarget, type DraftCardView, draftCardView } from "./draft-view";

const MINUTE = 60_000;

/**
 * The signed-in user's drafts of the New Outsourcing Arrangement wizard (001 §2.4 Draft list), as a section with its
 * own heading: cards in 1, 2 or 3 columns, newest first. Continue opens the wizard on the draft, or calls
 * `onContinue` when given; delete asks first. Nothing shows for a role that may not start an arrangement (drafts
 * are theirs only). Loading, empty and error states are its own.
 */
export function DraftList({ onContinue }: { onContinue?: (draftId: string) => void }) {
  const { t } = useTranslation(["workflowWizard", "common"]);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const allowed = allows(me?.role, WORKFLOW_ACCESS.create);
  const drafts = useQuery({ ...trpc.workflowDrafts.mine.queryOptions(), enabled: allowed });
  const remove = useMutation(trpc.workflowDrafts.delete.mutationOptions());
  const [deleting, setDeleting] = useState<DraftCardView | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // "5 minutes ago" moves on while the list is open.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);

  if (!allowed) return null;
  const cards = (drafts.data ?? []).map(draftCardView);

  const open = (id: string) => {
    if (onContinue) onContinue(id);
    else {
      const target = continueTarget(id);
      navigate(target.to, { state: target.state });
    }
  };

  return (
    <section aria-labelledby="draft-list-heading" className="grid gap-3" data-testid="draft-list">
      <h2 id="draft-list-heading" className="text-lg font-semibold">
        {t("workflowWizard:drafts.title")}
        {drafts.data && drafts.data.length > 0 && (
          <span className="ml-2 text-sm font-normal text-muted-foreground">({drafts.data.length})</span>
        )}
      </h2>
      {drafts.isError && !drafts.data ? (
        <QueryErrorAlert
          error={drafts.error}
          title={t("workflowWizard:drafts.loadFailed")}
          fallback={t("workflowWizard:drafts.loadFailedHint")}
          onRetry={() => drafts.refetch()}
          retrying={drafts.isFetching}
        />
      ) : !drafts.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : cards.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted-foreground" data-testid="draft-list-empty">
          {t("workflowWizard:drafts.empty")}
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {cards.map((draft) => (
            <DraftCard
              key={draft.id}
              draft={draft}
              now={now}
              onContinue={() => open(draft.id)}
              onDelete={() => {
                remove.reset();
                setDeleting(draft);
              }}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t("workflowWizard:drafts.deleteTitle")}
        description={t("workflowWizard:drafts.deleteText", {
          name: deleting?.title ?? t("workflowWizard:drafts.untitled"),
        })}
        confirmLabel={t("workflowWizard:drafts.deleteConfirm")}
        busyLabel={t("workflowWizard:drafts.deleting")}
        cancelLabel={t("common:actions.cancel")}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) });
        }}
        testId="draft-delete-dialog"
        confirmTestId="draft-delete-confirm"
      >
        {remove.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t("workflowWizard:drafts.deleteFailed")}</AlertTitle>
            <AlertDescription>
              <p>{errorText(t, remove.error, t("workflowWizard:drafts.deleteFailedHint"))}</p>
            </AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
    </section>
  );
}
