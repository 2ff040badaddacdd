import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { changedFields, prettyJson } from "./audit-diff";

/** The before and after snapshots of one audit row, side by side, with the changed fields named. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(["admin"]);
  const changed = changedFields(before, after);
  return (
    <div className="grid gap-3 p-4">
      {changed.length > 0 && (
        <p className="flex flex-wrap items-center gap-1 text-sm">
          <span className="text-muted-foreground">{t("admin:auditLogs.changed")}</span>
          {changed.map((field) => (
            <Badge key={field} variant="outline">
              {field}
            </Badge>
          ))}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("admin:auditLogs.before")}
          </figcaption>
          <pre className="max-h-80 overflow-auto rounded-md border bg-background p-3 font-mono text-xs whitespace-pre-wrap break-all">
            {prettyJson(before)}
          </pre>
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("admin:auditLogs.after")}
          </figcaption>
          <pre className="max-h-80 overflow-auto rounded-md border bg-background p-3 font-mono text-xs whitespace-pre-wrap break-all">
            {prettyJson(after)}
          </pre>
        </figure>
      </div>
    </div>
  );
}
