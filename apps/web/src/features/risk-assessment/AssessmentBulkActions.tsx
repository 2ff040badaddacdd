import { ASSESSMENT_STATUSES, type AssessmentStatusValue } from "@tprm/api/schemas";
import { Button } from "@tprm/ui";
import { CalendarClockIcon, ListChecksIcon, UserRoundCogIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import { type BulkField, BulkUpdateDialog } from "./BulkUpdateDialog";

export interface SelectedAssessment {
  id: string;
  reference: string;
  vendor: { name: string };
  status: AssessmentStatusValue;
}

/**
 * The bar over the grid while cards are selected (Risk Managers): change the status, the lead assessor or the next
 * review date of every selected assessment at once (riskAssessments.bulkUpdate, all or nothing), each through a
 * dialog that shows what will change and, when the server refuses, its reason.
 */
export function AssessmentBulkActions({
  selected,
  canPickAssessor,
  onClear,
}: {
  selected: readonly SelectedAssessment[];
  canPickAssessor: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  const [field, setField] = useState<BulkField | null>(null);
  const count = selected.length;
  return (
    <section
      aria-label={t("riskAssessment:bulk.label")}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-accent/50 px-3 py-2"
      data-testid="assessment-bulk-actions"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {t("riskAssessment:bulk.selected", { count, n: formatCount(count) })}
      </p>
      <Button variant="outline" size="sm" onClick={() => setField("status")}>
        <ListChecksIcon aria-hidden="true" />
        {t("riskAssessment:bulk.changeStatus")}
      </Button>
      {canPickAssessor && (
        <Button variant="outline" size="sm" onClick={() => setField("leadAssessor")}>
          <UserRoundCogIcon aria-hidden="true" />
          {t("riskAssessment:bulk.changeAssessor")}
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setField("nextReviewDate")}>
        <CalendarClockIcon aria-hidden="true" />
        {t("riskAssessment:bulk.changeNextReview")}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon aria-hidden="true" />
        {t("riskAssessment:bulk.clear")}
      </Button>
      {field && (
        <BulkUpdateDialog
          field={field}
          selected={selected}
          statuses={ASSESSMENT_STATUSES}
          onClose={() => setField(null)}
          onDone={() => {
            setField(null);
            onClear();
          }}
        />
      )}
    </section>
  );
}
