import { cn, Progress } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDate, formatCount, formatDateTime } from "../../../lib/format";
import { TemplateSteps } from "../templates/TemplateSteps";
import type { WorkflowDetail } from "../types";
import { stepLabel } from "../workflow-labels";
import { progressClassName } from "../workflows-format";

const LINK =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The record's overview: who, where it stands and by when, what it is linked to, and its steps. */
export function OverviewTab({ workflow: w }: { workflow: WorkflowDetail }) {
  const { t } = useTranslation(["workflows"]);
  const none = <span className="text-muted-foreground">{t("workflows:record.none")}</span>;
  const text = (value: string | null | undefined) => (value ? value : none);

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span>
            {t("workflows:record.currentStep")}:{" "}
            <strong data-testid="record-step">{stepLabel(t, w.currentStep)}</strong>
          </span>
          <span className="tabular-nums">{t("workflows:percent", { n: formatCount(w.progress) })}</span>
        </div>
        <Progress
          value={w.progress}
          indicatorClassName={progressClassName(w.progress, w.overdue)}
          aria-label={t("workflows:table.progressOf", { name: w.name })}
        />
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item label={t("workflows:fields.owner")} testId="record-owner">
          {w.owner.name}
        </Item>
        <Item label={t("workflows:fields.businessUnit")}>{text(w.businessUnit)}</Item>
        <Item label={t("workflows:record.startDate")}>{formatCalendarDate(w.startDate)}</Item>
        <Item label={t("workflows:fields.targetDate")} testId="record-target">
          <span className={cn(w.overdue && "font-semibold text-red-700 dark:text-red-400")}>
            {formatCalendarDate(w.targetDate)}
            {w.overdue && ` (${t("workflows:displayStatus.overdue")})`}
          </span>
        </Item>
        <Item label={t("workflows:fields.vendor")}>{w.vendor?.name ?? t("workflows:table.vendorTbd")}</Item>
        <Item label={t("workflows:fields.legalEntity")}>{text(w.legalEntity)}</Item>
        <Item label={t("workflows:fields.jurisdiction")}>{w.jurisdiction ?? t("workflows:record.notSpecified")}</Item>
        <Item label={t("workflows:fields.committee")}>{text(w.committee?.name)}</Item>
        <Item label={t("workflows:fields.contract")}>
          {w.contract ? (
            <Link to={`/contracts?contract=${encodeURIComponent(w.contract.id)}`} className={LINK}>
              {t("workflows:fields.contractOption", { reference: w.contract.reference, name: w.contract.name })}
            </Link>
          ) : (
            none
          )}
        </Item>
        {w.type === "new_outsourcing" && (
          <>
            <Item label={t("workflows:record.riskAssessment")}>
              {w.riskAssessment ? (
                <Link to={`/risk-assessment?assessment=${encodeURIComponent(w.riskAssessment.id)}`} className={LINK}>
                  {t("workflows:record.riskAssessmentLink", {
                    reference: w.riskAssessment.reference,
                    status: t(`workflows:raStatus.${w.riskAssessment.status}`),
                  })}
                </Link>
              ) : (
                none
              )}
            </Item>
            <Item label={t("workflows:record.materiality")}>
              {w.materialityClassification
                ? t("workflows:record.materialityValue", {
                    classification: t(`workflows:classification.${w.materialityClassification}`),
                    score: formatCount(w.materialityScore ?? 0),
                  })
                : none}
            </Item>
          </>
        )}
        {w.nextReviewDate && (
          <Item label={t("workflows:record.nextReview")}>{formatCalendarDate(w.nextReviewDate)}</Item>
        )}
        {w.completedAt && <Item label={t("workflows:record.completedAt")}>{formatDateTime(w.completedAt)}</Item>}
      </dl>
      {w.businessJustification && <Block title={t("workflows:fields.justification")}>{w.businessJustification}</Block>}
      {w.processDescription && <Block title={t("workflows:record.processDescription")}>{w.processDescription}</Block>}
      {(w.recipientDetails || w.providerDetails) && (
        <div className="grid gap-4 sm:grid-cols-2">
          {w.recipientDetails && <Block title={t("workflows:record.recipient")}>{w.recipientDetails}</Block>}
          {w.providerDetails && <Block title={t("workflows:record.provider")}>{w.providerDetails}</Block>}
        </div>
      )}
      <section className="grid gap-2" aria-labelledby="record-steps">
        <h3 id="record-steps" className="font-semibold">
          {t("workflows:record.steps")}
        </h3>
        <TemplateSteps steps={w.steps} />
      </section>
    </div>
  );
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <p className="text-sm whitespace-pre-line break-words">{children}</p>
    </section>
  );
}
