import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { Markdown } from "./markdown";

/** A comment's current text and each earlier version, newest first (GET /api/comments/{id}/revisions). */
export function CommentHistoryDialog({ commentId, onClose }: { commentId: string | null; onClose: () => void }) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const history = useQuery({
    ...trpc.comments.revisions.queryOptions({ id: commentId ?? "" }),
    enabled: commentId !== null,
  });
  const data = history.data;
  return (
    <Dialog open={commentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl" data-testid="comment-history">
        <DialogHeader>
          <DialogTitle>{t("collaboration:comments.historyTitle")}</DialogTitle>
          <DialogDescription>
            {data && !data.revisions.length ? t("collaboration:comments.historyEmpty") : ""}
          </DialogDescription>
        </DialogHeader>
        {history.isPending && <Skeleton className="h-24 w-full" />}
        {history.isError && (
          <QueryErrorAlert
            title={t("collaboration:comments.historyFailed")}
            error={history.error}
            fallback={t("collaboration:comments.historyFailed")}
            onRetry={() => history.refetch()}
            retrying={history.isFetching}
          />
        )}
        {data && (
          <ol className="grid gap-3">
            {!data.current.deletedAt && (
              <li className="rounded-md border border-primary/40 p-3">
                <p className="mb-1 font-medium text-xs">{t("collaboration:comments.historyCurrent")}</p>
                <Markdown source={data.current.body} />
              </li>
            )}
            {data.revisions.map((r) => (
              <li key={r.id} className="rounded-md border p-3">
                <p className="mb-1 text-muted-foreground text-xs">
                  {t("collaboration:comments.historyReplaced", { date: formatDateTime(r.replacedAt) })}
                  {r.editor ? ` · ${r.editor.name}` : ""}
                </p>
                <Markdown source={r.body} />
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
