import { useMutation, useQuery } from "@tanstack/react-query";
import type { CommentRecordType } from "@tprm/api/schemas";
import { Skeleton } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useTRPC } from "../../../lib/trpc";
import { CommentComposer } from "./CommentComposer";
import { CommentHistoryDialog } from "./CommentHistoryDialog";
import { CommentEntry } from "./CommentItem";

export interface CommentsPanelProps {
  entityType: CommentRecordType;
  entityId: string;
}

/**
 * A record's comments (docs/COLLABORATION.md "Comments"): threads oldest first with their replies, a box for a new
 * comment, reply, edit (the author), history, and delete with confirmation (the author or an Admin). Whoever may
 * view the record reads and writes here; the server checks.
 */
export function CommentsPanel({ entityType, entityId }: CommentsPanelProps) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [draftKey, setDraftKey] = useState(0);
  const list = useQuery(trpc.comments.list.queryOptions({ entityType, entityId }));
  const create = useMutation(
    trpc.comments.create.mutationOptions({
      onError: (error) => toast.error(errorText(t, error, t("collaboration:comments.saveFailed"))),
    }),
  );
  const remove = useMutation(
    trpc.comments.delete.mutationOptions({
      onSuccess: () => setDeleting(null),
      onError: (error) => toast.error(errorText(t, error, t("collaboration:comments.deleteFailed"))),
    }),
  );
  const post = (body: string, parentId: string | null) =>
    create.mutate(
      { entityType, entityId, body, parentId },
      { onSuccess: () => (parentId ? setReplyTo(null) : setDraftKey((k) => k + 1)) },
    );
  const items = list.data?.items ?? [];

  return (
    <section className="grid gap-4" aria-labelledby={`comments-${entityId}`} data-testid="comments-panel">
      <h3 id={`comments-${entityId}`} className="font-medium text-sm">
        {t("collaboration:comments.title")}
        {list.data ? (
          <span className="ms-2 font-normal text-muted-foreground">
            {t("collaboration:comments.count", { count: list.data.total })}
          </span>
        ) : null}
      </h3>
      {list.isPending && <Skeleton className="h-20 w-full" />}
      {list.isError && (
        <QueryErrorAlert
          title={t("collaboration:comments.loadFailed")}
          error={list.error}
          fallback={t("collaboration:comments.loadFailed")}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isSuccess && !items.length && (
        <p className="text-muted-foreground text-sm">{t("collaboration:comments.empty")}</p>
      )}
      {items.length > 0 && (
        <ol className="grid gap-4">
          {items.map((thread) => (
            <li key={thread.id} className="grid gap-2 rounded-md border p-3">
              <CommentEntry
                comment={thread}
                entityType={entityType}
                entityId={entityId}
                onReply={() => setReplyTo(thread.id)}
                onHistory={setHistoryOf}
                onDelete={setDeleting}
              />
              {(thread.replies.length > 0 || replyTo === thread.id) && (
                <ol className="grid gap-3 border-s-2 ps-3 sm:ms-2">
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentEntry
                        comment={reply}
                        entityType={entityType}
                        entityId={entityId}
                        onReply={() => setReplyTo(thread.id)}
                        onHistory={setHistoryOf}
                        onDelete={setDeleting}
                      />
                    </li>
                  ))}
                  {replyTo === thread.id && (
                    <li>
                      <CommentComposer
                        entityType={entityType}
                        entityId={entityId}
                        label={t("collaboration:comments.replyLabel", {
                          name: thread.author?.name ?? t("collaboration:comments.formerUser"),
                        })}
                        submitLabel={t("collaboration:comments.reply")}
                        busy={create.isPending}
                        autoFocus
                        onCancel={() => setReplyTo(null)}
                        onSubmit={(body) => post(body, thread.id)}
                        testId="reply-composer"
                      />
                    </li>
                  )}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {list.isSuccess && (
        <CommentComposer
          key={draftKey}
          entityType={entityType}
          entityId={entityId}
          label={t("collaboration:comments.newLabel")}
          submitLabel={t("collaboration:comments.submit")}
          busy={create.isPending}
          onSubmit={(body) => post(body, null)}
          testId="comment-composer"
        />
      )}
      <CommentHistoryDialog commentId={historyOf} onClose={() => setHistoryOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("collaboration:comments.confirmDeleteTitle")}
        description={t("collaboration:comments.confirmDeleteBody")}
        confirmLabel={t("collaboration:comments.confirmDelete")}
        cancelLabel={t("collaboration:comments.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting })}
        testId="comment-delete-dialog"
      />
    </section>
  );
}
