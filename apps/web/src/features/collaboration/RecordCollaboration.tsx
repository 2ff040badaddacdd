import type { CommentRecordType } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { CommentsPanel } from "./comments/CommentsPanel";
import { RecordTags } from "./tags/RecordTags";

export interface RecordCollaborationProps {
  entityType: CommentRecordType;
  entityId: string;
  /** Shown as a section of its own (with a heading) where the detail view has no tabs. */
  asSection?: boolean;
}

/**
 * A record's tags above its comments: the tab or section every detail view shows (docs/COLLABORATION.md). Whoever
 * may view the record sees it; the server checks each call.
 */
export function RecordCollaboration({ entityType, entityId, asSection = false }: RecordCollaborationProps) {
  const { t } = useTranslation("collaboration");
  const body = (
    <div className="grid gap-6" data-testid="record-collaboration">
      <RecordTags entityType={entityType} entityId={entityId} />
      <CommentsPanel entityType={entityType} entityId={entityId} />
    </div>
  );
  if (!asSection) return body;
  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby={`collaboration-${entityId}`}>
      <h2 id={`collaboration-${entityId}`} className="font-semibold text-base">
        {t("collaboration:record.title")}
      </h2>
      {body}
    </section>
  );
}

/** The detail views' tab label ("Comments & tags"), in the collaboration namespace whatever the view's own. */
export function CollaborationTabLabel() {
  const { t } = useTranslation("collaboration");
  return <>{t("collaboration:record.tab")}</>;
}
