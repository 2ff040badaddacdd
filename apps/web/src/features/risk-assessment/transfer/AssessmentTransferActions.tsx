import { useMutation } from "@tanstack/react-query";
import {
  ASSESSMENT_EXPORT_ACCESS,
  ASSESSMENT_IMPORT_ACCESS,
  ASSESSMENT_IMPORT_COLUMN_HELP,
  ASSESSMENT_IMPORT_PATH,
  type AssessmentFilters,
  assessmentImportTemplateFilename,
  assessmentImportTemplateUrl,
} from "@tprm/api/assessment-transfer";
import { allows } from "@tprm/api/permissions";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TransferActions } from "../../../components/transfer/TransferActions";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { assessmentTransferTexts } from "./assessment-transfer-texts";

const HELP = {
  columns: ASSESSMENT_IMPORT_COLUMN_HELP,
  templateUrl: assessmentImportTemplateUrl,
  templateFilename: assessmentImportTemplateFilename,
};

/** The filters that narrow the export (those left empty or unset select everything). */
function activeFilters(filters: AssessmentFilters | undefined): AssessmentFilters {
  return Object.fromEntries(
    Object.entries(filters ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as AssessmentFilters;
}

/**
 * Export (CSV or XLSX, the list's current filters) and Import (CSV or XLSX) of risk assessments, for the risk
 * assessment page's header: the shared transfer screens (components/transfer) in the centre's words. Export for those
 * who may view risk assessments, Import for those who may create them (Risk Manager, Admin); the server checks again.
 * An import refreshes what creating an assessment refreshes.
 */
export function AssessmentTransferActions({ filters }: { filters?: AssessmentFilters }) {
  const { t } = useTranslation(["assessmentTransfer", "transfer", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const texts = useMemo(() => assessmentTransferTexts(t), [t]);
  const active = useMemo(() => activeFilters(filters), [filters]);
  const { mutateAsync } = useMutation(trpc.riskAssessmentTransfer.export.mutationOptions());
  const requestExport = useMemo(
    () => (format: "csv" | "xlsx") => mutateAsync({ format, ...active }),
    [mutateAsync, active],
  );
  return (
    <TransferActions
      testIdPrefix="assessment"
      canExport={allows(me?.role, ASSESSMENT_EXPORT_ACCESS)}
      canImport={allows(me?.role, ASSESSMENT_IMPORT_ACCESS)}
      exportLabel={
        Object.keys(active).length
          ? t("assessmentTransfer:exportMenu.filtered")
          : t("assessmentTransfer:exportMenu.all")
      }
      requestExport={requestExport}
      importPath={ASSESSMENT_IMPORT_PATH}
      refreshLike="riskAssessments.create"
      help={HELP}
      texts={texts}
    />
  );
}
