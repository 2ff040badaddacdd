import { useQuery } from "@tanstack/react-query";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from "@tprm/ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useTRPC } from "../../../lib/trpc";
import { DUTIES } from "./duties";

/**
 * Step 2, Regulatory Oversight (read-only): the governance centre's outsourcing policies and active committees that
 * apply (choosing the deciding committee when there are several; the only one is preselected), and the EBA and
 * DORA duties an arrangement brings.
 */
export function OversightStep({
  committeeId,
  onCommittee,
  onPreset,
}: {
  committeeId: string | null;
  onCommittee: (id: string) => void;
  /** Fills in the only committee without counting as a change of the user's. */
  onPreset: (id: string) => void;
}) {
  const { t } = useTranslation(["workflowWizard"]);
  const trpc = useTRPC();
  const templates = useQuery(trpc.workflows.templates.queryOptions());
  const committees = templates.data?.committees ?? [];
  const only = committees.length === 1 ? committees[0] : undefined;

  useEffect(() => {
    if (only && committeeId === null) onPreset(only.id);
  }, [only, committeeId, onPreset]);

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("workflowWizard:oversight.intro")}</p>
      {templates.isError ? (
        <QueryErrorAlert
          error={templates.error}
          title={t("workflowWizard:oversight.loadFailed")}
          fallback={t("workflowWizard:oversight.loadFailedHint")}
          onRetry={() => templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : !templates.data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card data-testid="wizard-policies">
            <CardHeader>
              <CardTitle className="text-base">{t("workflowWizard:oversight.policies")}</CardTitle>
              <CardDescription>{t("workflowWizard:oversight.policiesHint")}</CardDescription>
            </CardHeader>
            <CardContent>
              {templates.data.policies.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("workflowWizard:oversight.noPolicies")}</p>
              ) : (
                <ul className="grid gap-3">
                  {templates.data.policies.map((p) => (
                    <li key={p.id} className="grid min-w-0 gap-0.5 border-b pb-3 last:border-0 last:pb-0">
                      <p className="text-sm font-medium break-words">
                        <span className="mr-2 font-mono text-xs text-muted-foreground">{p.reference}</span>
                        {p.name}
                      </p>
                      <p className="text-xs break-words text-muted-foreground">
                        {[p.owner, p.category, p.regulatoryFramework].filter(Boolean).join(" · ")}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card data-testid="wizard-committees">
            <CardHeader>
              <CardTitle className="text-base">{t("workflowWizard:oversight.committees")}</CardTitle>
              <CardDescription>
                {committees.length > 1
                  ? t("workflowWizard:oversight.chooseCommittee")
                  : t("workflowWizard:oversight.committeesHint")}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {committees.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("workflowWizard:oversight.noCommittees")}</p>
              ) : (
                <fieldset className="grid gap-2">
                  <legend className="sr-only">{t("workflowWizard:oversight.committeeLegend")}</legend>
                  {committees.map((c) => (
                    <label
                      key={c.id}
                      className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                    >
                      <input
                        type="radio"
                        name="deciding-committee"
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={committeeId === c.id}
                        onChange={() => onCommittee(c.id)}
                      />
                      <span className="grid min-w-0 gap-0.5">
                        <span className="font-medium break-words">{c.name}</span>
                        <span className="text-xs break-words text-muted-foreground">
                          {t("workflowWizard:oversight.committeeDetail", { type: c.type, chair: c.chair })}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              )}
            </CardContent>
          </Card>
        </div>
      )}
      <Card data-testid="wizard-duties">
        <CardHeader>
          <CardTitle className="text-base">{t("workflowWizard:oversight.duties")}</CardTitle>
          <CardDescription>{t("workflowWizard:oversight.dutiesHint")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            {DUTIES.map((duty) => (
              <li key={duty.id} className="grid min-w-0 gap-1 border-b pb-4 last:border-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm font-medium">{t(`workflowWizard:duties.${duty.id}.title`)}</p>
                  <Badge variant={duty.scope === "all" ? "secondary" : "outline"}>
                    {t(`workflowWizard:dutyScope.${duty.scope}`)}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">{t(`workflowWizard:duties.${duty.id}.text`)}</p>
                <p className="text-xs text-muted-foreground">{t(`workflowWizard:duties.${duty.id}.source`)}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
