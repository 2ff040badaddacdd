import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { RecordCollaboration } from "../../../components/RecordCollaboration";
import { useTRPC } from "../../../lib/trpc";
import { AssessmentLoadError } from "../AssessmentLoadError";
import type { AssessmentRights } from "../assessment-permissions";
import type { AssessmentDetail } from "../types";
import { DetailActions } from "./DetailActions";
import { DetailFacts } from "./DetailFacts";
import { DomainsSection } from "./DomainsSection";
import { HistorySection } from "./HistorySection";
import { NarrativeSection } from "./NarrativeSection";
import { PeopleSection } from "./PeopleSection";

/**
 * One assessment in a dialog, opened by a card or by /risk-assessment?assessment=<id> (the notifications link
 * there): its facts, the nine domains, the texts, the people, the vendor's other assessments and the actions the
 * role may take on it.
 */
export function AssessmentDetailDialog({
  assessmentId,
  rights,
  onOpenAssessment,
  onClose,
  onEdit,
}: {
  assessmentId: string | null;
  rights: AssessmentRights;
  onOpenAssessment: (id: string) => void;
  onClose: () => void;
  /** Opens the form on this assessment; absent for roles that may not edit. */
  onEdit?: (assessment: AssessmentDetail) => void;
}) {
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.riskAssessments.get.queryOptions({ id: assessmentId ?? "" }),
    enabled: assessmentId !== null,
  });
  return (
    <Dialog open={assessmentId !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="gap-0 p-0 sm:max-w-4xl"
        aria-describedby={undefined}
        data-testid="assessment-detail"
        // A click on a toast (its close button) must not close the dialog underneath.
        onInteractOutside={(e) => {
          if (e.target instanceof Element && e.target.closest("[data-sonner-toaster]")) e.preventDefault();
        }}
      >
        {assessmentId && (
          <DetailBody
            key={assessmentId}
            detail={detail}
            rights={rights}
            onOpenAssessment={onOpenAssessment}
            onDeleted={onClose}
            onEdit={onEdit}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  detail,
  rights,
  onOpenAssessment,
  onDeleted,
  onEdit,
}: {
  detail: UseQueryResult<AssessmentDetail, unknown>;
  rights: AssessmentRights;
  onOpenAssessment: (id: string) => void;
  onDeleted: () => void;
  onEdit?: (assessment: AssessmentDetail) => void;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);

  if (detail.isPending) {
    return (
      <div className="grid gap-4 p-6">
        <DialogHeader>
          <DialogTitle>{t("riskAssessment:detail.loading")}</DialogTitle>
        </DialogHeader>
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="grid gap-4 p-6">
        <DialogHeader>
          <DialogTitle>{t("riskAssessment:detail.errorTitle")}</DialogTitle>
        </DialogHeader>
        <AssessmentLoadError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          title={t("riskAssessment:detail.loadFailed")}
        />
      </div>
    );
  }

  const a = detail.data;
  return (
    <>
      <DialogHeader className="gap-1 border-b p-6 pb-4 text-left">
        <DialogTitle className="pr-8 text-xl">{a.vendor.name}</DialogTitle>
        <DialogDescription className="font-mono text-xs" data-testid="detail-reference">
          {a.reference}
        </DialogDescription>
        <DetailActions
          assessment={a}
          rights={rights}
          onEdit={onEdit ? () => onEdit(a) : undefined}
          onDeleted={onDeleted}
        />
      </DialogHeader>
      <div className="grid gap-6 p-6">
        <DetailFacts assessment={a} />
        <DomainsSection assessmentId={a.id} status={a.status} domains={a.domains} rights={rights} />
        <NarrativeSection assessment={a} />
        <PeopleSection assessment={a} />
        <HistorySection history={a.history} vendorName={a.vendor.name} onOpen={onOpenAssessment} />
        <RecordCollaboration entityType="assessment" entityId={a.id} asSection />
      </div>
    </>
  );
}
