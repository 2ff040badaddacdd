import { useQuery } from "@tanstack/react-query";
import { Button, Skeleton } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useTRPC } from "../../../lib/trpc";
import { GenerateDialog, type GenerateJob } from "../generate/GenerateDialog";
import type { ReportTemplate } from "../types";
import { TemplateCard } from "./TemplateCard";
import { TemplateDialog } from "./TemplateDialog";

/**
 * Report Templates (issue 17): the three built-in templates and the organisation's own, each a set of sections drawn
 * from live data with its filters. Create New Template works (sections in order, period, risk levels, critical
 * arrangements only); own templates are edited and archived by their creator or an Admin; any template may be
 * generated on its own by those who create reports.
 */
export default function TemplatesTab({ mayCreate }: { mayCreate: boolean }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const templates = useQuery(trpc.reports.templates.list.queryOptions({}));
  const [editing, setEditing] = useState<ReportTemplate | "new" | null>(null);
  const [job, setJob] = useState<GenerateJob | null>(null);
  const items = templates.data?.items ?? [];

  return (
    <section aria-labelledby="report-templates" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-3xl gap-1">
          <h2 id="report-templates" className="text-lg font-semibold">
            {t("reports:templates.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("reports:templates.intro")}</p>
        </div>
        {mayCreate && (
          <Button onClick={() => setEditing("new")} data-testid="create-template">
            <PlusIcon aria-hidden="true" />
            {t("reports:actions.createTemplate")}
          </Button>
        )}
      </div>
      {templates.isError ? (
        <QueryErrorAlert
          title={t("reports:templates.loadFailed")}
          error={templates.error}
          fallback={t("reports:templates.loadFailed")}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : templates.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t("reports:templates.empty")}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t("reports:templates.title")}>
          {items.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              mayGenerate={mayCreate}
              onEdit={() => setEditing(template)}
              onStarted={setJob}
            />
          ))}
        </ul>
      )}
      {editing && <TemplateDialog template={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {job && <GenerateDialog job={job} onClose={() => setJob(null)} />}
    </section>
  );
}
