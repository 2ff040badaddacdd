// The risk assessment centre's words for the shared export and import screens (components/transfer), from the
// "assessmentTransfer" namespace; everything else they say is in "transfer".
import type { TFunction } from "i18next";
import type { TransferTexts } from "../../../components/transfer/transfer-texts";
import { formatCount } from "../../../lib/format";

/** What to enter in a column an import reads, by its header (the file's, in English). */
const COLUMN_HELP: Record<string, string> = {
  Reference: "assessmentTransfer:help.columnHelp.reference",
  Vendor: "assessmentTransfer:help.columnHelp.vendor",
  Type: "assessmentTransfer:help.columnHelp.type",
  Status: "assessmentTransfer:help.columnHelp.status",
  "Lead Assessor": "assessmentTransfer:help.columnHelp.leadAssessor",
  Team: "assessmentTransfer:help.columnHelp.team",
  "Assessment Date": "assessmentTransfer:help.columnHelp.assessmentDate",
  "Next Review Date": "assessmentTransfer:help.columnHelp.nextReviewDate",
  "Service Category": "assessmentTransfer:help.columnHelp.serviceCategory",
  Recommendations: "assessmentTransfer:help.columnHelp.text",
  Comments: "assessmentTransfer:help.columnHelp.text",
  "Mitigation Plan": "assessmentTransfer:help.columnHelp.text",
};

/** The help of a column: its own, or the nine domains' "<Domain> Score" and "<Domain> Notes"; else the server's words. */
export function assessmentColumnHelp(t: TFunction, column: { header: string; help: string }): string {
  const key = COLUMN_HELP[column.header];
  if (key) return t(key);
  if (column.header.endsWith(" Score")) return t("assessmentTransfer:help.columnHelp.score");
  if (column.header.endsWith(" Notes")) return t("assessmentTransfer:help.columnHelp.notes");
  return column.help;
}

export function assessmentTransferTexts(t: TFunction): TransferTexts {
  return {
    counting: t("assessmentTransfer:progress.counting"),
    writing: (count, done, total) => t("assessmentTransfer:progress.writing", { count, done, total }),
    saving: (count, done, total) => t("assessmentTransfer:progress.saving", { count, done, total }),
    exportTitle: (format) => t("assessmentTransfer:dialog.exportTitle", { format }),
    importTitle: t("assessmentTransfer:dialog.importTitle"),
    exportDescription: t("assessmentTransfer:dialog.exportDescription"),
    noRows: t("assessmentTransfer:export.noRows"),
    rows: (count, rows) => t("assessmentTransfer:export.rows", { count, rows }),
    rowsAndSize: (count, rows, size) => t("assessmentTransfer:export.rowsAndSize", { count, rows, size }),
    imported: (count, n) => t("assessmentTransfer:import.imported", { count, n }),
    importedToast: (count, n) => t("assessmentTransfer:import.toast", { count, n }),
    importedDescription: (filename) => t("assessmentTransfer:import.description", { filename }),
    importedDetails: (result) => {
      const { inProgress, drafts } = result as { inProgress?: number; drafts?: number };
      if (inProgress === undefined || drafts === undefined) return null;
      return t("assessmentTransfer:import.details", {
        inProgress: formatCount(inProgress),
        drafts: formatCount(drafts),
      });
    },
    fileLabel: t("assessmentTransfer:import.fileLabel"),
    help: {
      title: t("assessmentTransfer:help.title"),
      description: t("assessmentTransfer:help.description"),
      addsOnly: t("assessmentTransfer:help.addsOnly"),
      templateDescription: t("assessmentTransfer:help.templateDescription"),
      columnsDescription: t("assessmentTransfer:help.columnsDescription"),
      columnHelp: (column) => assessmentColumnHelp(t, column),
    },
  };
}
