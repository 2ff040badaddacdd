import { useQuery } from "@tanstack/react-query";
import { WORKFLOW_TYPES } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardHeader, Label, NativeSelect, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LabelledOptions } from "../../../components/LabelledOptions";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { typeLabels } from "../workflow-labels";
import { templateWithStatuses, totalDays } from "../workflows-format";
import { templateTypeOf, withTemplateType } from "../workflows-view";
import { GovernanceCard } from "./GovernanceCard";
import { TemplateSteps } from "./TemplateSteps";

/**
 * Workflow Templates (001 §2.4, §4, §6, §9): the chosen type's steps as a vertical stepper with the default statuses,
 * the teams and the estimated days, and the governance the workflows answer to (linked policies, oversight
 * committees). The chosen type lives in the URL (?template=…).
 */
export default function TemplatesPanel() {
  const { t } = useTranslation(["workflows"]);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const type = templateTypeOf(params);
  const templates = useQuery(trpc.workflows.templates.queryOptions());

  if (templates.isError) {
    return (
      <QueryErrorAlert
        title={t("workflows:templates.loadFailed")}
        error={templates.error}
        fallback={t("workflows:templates.loadFailedHint")}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  }
  const template = templates.data?.templates.find((tpl) => tpl.type === type);
  const steps = template ? templateWithStatuses(template.steps) : [];
  // The spec's own title for the standard template (001 §2.4); the other types name themselves.
  const title =
    type === "new_outsourcing"
      ? t("workflows:templates.titleOutsourcing")
      : t("workflows:templates.title", { type: t(`workflows:types.${type}`) });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="gap-4">
        <CardHeader className="gap-3">
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor="template-type">{t("workflows:templates.type")}</Label>
            <NativeSelect
              id="template-type"
              value={type}
              onChange={(e) => {
                const chosen = WORKFLOW_TYPES.find((v) => v === e.target.value) ?? "new_outsourcing";
                setParams((current) => withTemplateType(current, chosen), { replace: true });
              }}
              data-testid="template-type"
            >
              <LabelledOptions values={WORKFLOW_TYPES} labels={typeLabels(t)} />
            </NativeSelect>
          </div>
          <h2 className="text-lg font-semibold" data-testid="template-title">
            {title}
          </h2>
          {template && (
            <CardDescription>
              {t("workflows:templates.summary", {
                count: steps.length,
                n: formatCount(steps.length),
                days: formatCount(totalDays(steps)),
              })}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {templates.isPending ? (
            <div className="grid gap-3" aria-hidden="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : template ? (
            <TemplateSteps steps={steps} label={title} />
          ) : (
            <p className="text-muted-foreground">{t("workflows:templates.none")}</p>
          )}
        </CardContent>
      </Card>
      <GovernanceCard policies={templates.data?.policies} committees={templates.data?.committees} />
    </div>
  );
}
