// The vendor register's words for the shared export and import screens (components/transfer), from the "vendors"
// namespace; everything else they say is in "transfer".
import type { TransferTexts } from "../../../components/transfer/transfer-texts";
import { formatCount } from "../../../lib/format";
import type { Translate } from "../vendor-format";

/**
 * What to enter in each column an import reads, in the user's language, by the column's header (the headers
 * themselves are the file's, in English). A column this screen does not know yet keeps the server's words.
 */
const COLUMN_HELP: Record<string, string> = {
  ID: "vendors:importHelp.columnHelp.id",
  Name: "vendors:importHelp.columnHelp.name",
  "Legal Name": "vendors:importHelp.columnHelp.legalName",
  LEI: "vendors:importHelp.columnHelp.lei",
  "Business Type": "vendors:importHelp.columnHelp.businessType",
  Country: "vendors:importHelp.columnHelp.country",
  "Country of Service": "vendors:importHelp.columnHelp.countryOfService",
  "Contact Person": "vendors:importHelp.columnHelp.contactPerson",
  Email: "vendors:importHelp.columnHelp.email",
  Phone: "vendors:importHelp.columnHelp.phone",
  Currency: "vendors:importHelp.columnHelp.currency",
  "Services Provided": "vendors:importHelp.columnHelp.servicesProvided",
  Status: "vendors:importHelp.columnHelp.status",
  "Status Note": "vendors:importHelp.columnHelp.statusNote",
  "Risk Rating": "vendors:importHelp.columnHelp.riskRating",
  Criticality: "vendors:importHelp.columnHelp.criticality",
  "Registration Number": "vendors:importHelp.columnHelp.registrationNumber",
  "Registered Address": "vendors:importHelp.columnHelp.registeredAddress",
  "Parent Company": "vendors:importHelp.columnHelp.parentCompany",
  EUID: "vendors:importHelp.columnHelp.euid",
  "VAT Number": "vendors:importHelp.columnHelp.vatNumber",
  "Passport Number": "vendors:importHelp.columnHelp.passportNumber",
  "Person Type": "vendors:importHelp.columnHelp.personType",
  "Latin Name": "vendors:importHelp.columnHelp.latinName",
  "Next Review Date": "vendors:importHelp.columnHelp.nextReviewDate",
};

export function vendorTransferTexts(t: Translate): TransferTexts {
  return {
    counting: t("vendors:transfer.progress.counting"),
    writing: (count, done, total) => t("vendors:transfer.progress.writing", { count, done, total }),
    saving: (count, done, total) => t("vendors:transfer.progress.saving", { count, done, total }),
    exportTitle: (format) => t("vendors:transfer.dialog.exportTitle", { format }),
    importTitle: t("vendors:transfer.dialog.importTitle"),
    exportDescription: t("vendors:transfer.dialog.exportDescription"),
    noRows: t("vendors:transfer.export.noRows"),
    rows: (count, rows) => t("vendors:transfer.export.rows", { count, rows }),
    rowsAndSize: (count, rows, size) => t("vendors:transfer.export.rowsAndSize", { count, rows, size }),
    imported: (count, vendors) => t("vendors:import.imported", { count, vendors }),
    importedToast: (count, vendors) => t("vendors:transfer.toast.imported", { count, vendors }),
    importedDescription: (filename) => t("vendors:import.importedDescription", { filename }),
    importedDetails: (result) => {
      const tasks = (result as { onboardingTasks?: number }).onboardingTasks ?? 0;
      return tasks > 0 ? t("vendors:import.onboardingTasks", { count: tasks, items: formatCount(tasks) }) : null;
    },
    fileLabel: t("vendors:transfer.import.fileLabel"),
    help: {
      title: t("vendors:importHelp.title"),
      description: t("vendors:importHelp.description"),
      addsOnly: t("vendors:importHelp.file.addsOnly"),
      templateDescription: t("vendors:importHelp.template.description"),
      columnsDescription: t("vendors:importHelp.columns.description"),
      columnHelp: (column) => {
        const key = COLUMN_HELP[column.header];
        return key ? t(key) : column.help;
      },
    },
  };
}
