import { useMutation } from "@tanstack/react-query";
import { REPORT_TYPES } from "@tprm/api/schemas";
import { Badge, Button, Card } from "@tprm/ui";
import { ArchiveIcon, PencilIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { GenerateJob } from "../generate/GenerateDialog";
import type { ReportTemplate } from "../types";

const BUILT_IN_KEYS = new Set<string>(REPORT_TYPES);

/** One template: its type, sections in order, filters and use; Generate, and Edit / Archive for an own template. */
export function TemplateCard({
  template,
  mayGenerate,
  onEdit,
  onStarted,
}: {
  template: ReportTemplate;
  mayGenerate: boolean;
  onEdit: () => void;
  onStarted: (job: GenerateJob) => void;
}) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const [archiving, setArchiving] = useState(false);
  const f = template.filters;
  // The built-in templates are named in the user's language; the organisation's own as their author wrote them.
  const builtIn = template.builtIn && template.key && BUILT_IN_KEYS.has(template.key) ? template.key : null;
  const name = builtIn ? t(`reports:builtInTemplates.${builtIn}.name`) : template.name;
  const description = builtIn ? t(`reports:builtInTemplates.${builtIn}.description`) : template.description;
  const generate = useMutation(
    trpc.reports.generate.mutationOptions({
      onSuccess: (started) => onStarted({ runId: started.runId, taskId: started.taskId, name }),
      onError: (error) => toast.error(errorText(t, error, t("reports:generate.startFailed"))),
    }),
  );
  const archive = useMutation(
    trpc.reports.templates.archive.mutationOptions({
      onSuccess: () => {
        toast.success(t("reports:templates.archived", { name }));
        setArchiving(false);
      },
      onError: (error) => toast.error(errorText(t, error, t("reports:templates.archiveFailed"))),
    }),
  );
  const headingId = `template-${template.id}`;

  return (
    <li>
      <Card className="h-full gap-3 p-5" data-testid="template-card" data-built-in={template.builtIn}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold" data-testid="template-name">
            {name}
          </h3>
          <Badge variant={template.builtIn ? "secondary" : "outline"}>
            {template.builtIn ? t("reports:templates.builtIn") : t("reports:templates.own")}
          </Badge>
        </div>
        <p className="text-sm">
          <span className="font-medium">{t(`reports:types.${template.type}`)}</span>
          {description && <span className="text-muted-foreground"> · {description}</span>}
        </p>
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t("reports:templates.sections")}</h4>
          <ol className="list-decimal space-y-0.5 pl-5 text-muted-foreground" data-testid="template-sections">
            {template.sections.map((section) => (
              <li key={section}>{t(`reports:sections.${section}`)}</li>
            ))}
          </ol>
        </div>
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">{t("reports:templates.filters")}</h4>
          <ul className="space-y-0.5 text-muted-foreground">
            <li>{t("reports:templates.periodFilter", { days: formatCount(f.periodDays) })}</li>
            {f.riskLevels.length > 0 && (
              <li>
                {t("reports:templates.riskFilter", {
                  levels: f.riskLevels.map((l) => t(`reports:riskLevels.${l}`)).join(", "),
                })}
              </li>
            )}
            {f.criticalOnly && <li>{t("reports:templates.criticalFilter")}</li>}
          </ul>
        </div>
        <p className="text-xs text-muted-foreground">
          {t("reports:templates.usedBy", { count: template.reportCount, n: formatCount(template.reportCount) })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          {mayGenerate && (
            <Button
              variant="outline"
              size="sm"
              disabled={generate.isPending}
              onClick={() => generate.mutate({ templateId: template.id })}
              aria-describedby={headingId}
              data-testid="template-generate"
            >
              <PlayIcon aria-hidden="true" />
              {t("reports:templates.generate")}
            </Button>
          )}
          {template.can.edit && (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-describedby={headingId}
              data-testid="template-edit"
            >
              <PencilIcon aria-hidden="true" />
              {t("reports:templates.edit")}
            </Button>
          )}
          {template.can.archive && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setArchiving(true)}
              aria-describedby={headingId}
              data-testid="template-archive"
            >
              <ArchiveIcon aria-hidden="true" />
              {t("reports:templates.archive")}
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={t("reports:templates.archiveTitle", { name })}
        description={t("reports:templates.archiveText")}
        confirmLabel={t("reports:templates.archive")}
        busyLabel={t("reports:templates.archiving")}
        cancelLabel={t("reports:delete.cancel")}
        busy={archive.isPending}
        onConfirm={() => archive.mutate({ id: template.id })}
        testId="archive-template-dialog"
      />
    </li>
  );
}
