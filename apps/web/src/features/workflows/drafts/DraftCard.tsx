import { Badge, Button, Card } from "@tprm/ui";
import { PlayIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import type { DraftCardView } from "./draft-view";

/**
 * One draft (001 §2.4): its legal entity or 'Untitled Draft', the 'Step n/5' chip, when it was last saved, two lines
 * of its process description, Continue and a delete icon.
 */
export function DraftCard({
  draft,
  now,
  onContinue,
  onDelete,
}: {
  draft: DraftCardView;
  now: number;
  onContinue: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(["workflowWizard"]);
  const title = draft.title ?? t("workflowWizard:drafts.untitled");
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" data-testid="draft-card">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="truncate font-semibold" title={title}>
            {title}
          </h3>
          {draft.provider && (
            <p className="truncate text-xs text-muted-foreground" title={draft.provider}>
              {t("workflowWizard:drafts.provider", { provider: draft.provider })}
            </p>
          )}
        </div>
        <Badge variant="secondary" data-testid="draft-step">
          {t("workflowWizard:drafts.step", { step: draft.step, total: draft.steps })}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("workflowWizard:drafts.saved")}{" "}
        <time dateTime={draft.savedAt} title={formatDateTime(draft.savedAt)}>
          {formatRelativeTime(draft.savedAt, now)}
        </time>
      </p>
      <p className="line-clamp-2 min-h-10 text-sm break-words text-muted-foreground">
        {draft.description || t("workflowWizard:drafts.noDescription")}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
        <Button size="sm" onClick={onContinue} data-testid="draft-continue">
          <PlayIcon aria-hidden="true" />
          {t("workflowWizard:drafts.continue")}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          onClick={onDelete}
          aria-label={t("workflowWizard:drafts.deleteLabel", { name: title })}
          data-testid="draft-delete"
        >
          <Trash2Icon aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
    </Card>
  );
}
