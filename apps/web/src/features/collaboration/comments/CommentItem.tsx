import { useMutation } from "@tanstack/react-query";
import type { CommentRecordType } from "@tprm/api/schemas";
import { Button } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { CommentComposer } from "./CommentComposer";
import { Markdown } from "./markdown";

type CommentData = Omit<RouterOutputs["comments"]["list"]["items"][number], "replies">;

export interface CommentItemProps {
  comment: CommentData;
  entityType: CommentRecordType;
  entityId: string;
  /** Top comments take replies; a reply's "Reply" answers its top comment. */
  onReply?: () => void;
  onHistory: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One comment: author, when, the text (markdown), edited mark and its actions; a deleted one keeps its place. */
export function CommentEntry({ comment, entityType, entityId, onReply, onHistory, onDelete }: CommentItemProps) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const update = useMutation(
    trpc.comments.update.mutationOptions({
      onSuccess: () => setEditing(false),
      onError: (error) => toast.error(errorText(t, error, t("collaboration:comments.saveFailed"))),
    }),
  );
  const author = comment.author?.name ?? t("collaboration:comments.formerUser");
  const deleted = comment.deletedAt !== null;

  return (
    <article className="grid gap-1" data-testid="comment" aria-label={author}>
      <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{deleted ? "—" : author}</span>
        <time
          dateTime={new Date(comment.createdAt).toISOString()}
          title={formatDateTime(comment.createdAt)}
          className="text-muted-foreground text-xs"
        >
          {formatRelativeTime(comment.createdAt)}
        </time>
        {comment.editedAt && !deleted && (
          <span className="text-muted-foreground text-xs" title={formatDateTime(comment.editedAt)}>
            ({t("collaboration:comments.edited")})
          </span>
        )}
      </header>
      {deleted ? (
        <p className="text-muted-foreground text-sm italic">{t("collaboration:comments.deleted")}</p>
      ) : editing ? (
        <CommentComposer
          entityType={entityType}
          entityId={entityId}
          label={t("collaboration:comments.editLabel")}
          submitLabel={t("collaboration:comments.save")}
          initial={comment.body}
          busy={update.isPending}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={(body) => update.mutate({ id: comment.id, body })}
        />
      ) : (
        <Markdown source={comment.body} />
      )}
      {!deleted && !editing && (
        <div className="-ms-2 flex flex-wrap gap-1">
          {onReply && (
            <Button variant="ghost" size="sm" onClick={onReply}>
              {t("collaboration:comments.reply")}
            </Button>
          )}
          {comment.canEdit && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t("collaboration:comments.edit")}
            </Button>
          )}
          {comment.revisionCount > 0 && (
            <Button variant="ghost" size="sm" onClick={() => onHistory(comment.id)}>
              {t("collaboration:comments.history")}
            </Button>
          )}
          {comment.canDelete && (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onDelete(comment.id)}>
              {t("collaboration:comments.delete")}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
