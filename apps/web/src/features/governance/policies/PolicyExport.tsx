import { useMutation } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TransferActions } from "../../../components/transfer/TransferActions";
import type { TransferTexts } from "../../../components/transfer/transfer-texts";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { type PoliciesView, policyFilters } from "./policies-view";

/** Policies are exported, never imported: the import's help is never shown. */
const NO_IMPORT = { columns: [], templateUrl: () => "", templateFilename: () => "" };

function exportTexts(t: TFunction): TransferTexts {
  return {
    counting: t("governancePolicies:export.counting"),
    writing: (count, done, total) => t("governancePolicies:export.writing", { count, done, total }),
    saving: (count, done, total) => t("governancePolicies:export.writing", { count, done, total }),
    exportTitle: (format) => t("governancePolicies:export.title", { format }),
    importTitle: "",
    exportDescription: t("governancePolicies:export.description"),
    noRows: t("governancePolicies:export.noRows"),
    rows: (count, rows) => t("governancePolicies:export.rows", { count, rows }),
    rowsAndSize: (count, rows, size) => t("governancePolicies:export.rowsAndSize", { count, rows, size }),
    imported: () => "",
    importedToast: () => "",
    importedDescription: () => "",
    fileLabel: "",
    help: {
      title: "",
      description: "",
      addsOnly: "",
      templateDescription: "",
      columnsDescription: "",
      columnHelp: (c) => c.help,
    },
  };
}

/** Export (CSV or XLSX) of the policies the list's filters select, in the worker with progress; a real download. */
export function PolicyExport({ view }: { view: PoliciesView }) {
  const { t } = useTranslation(["governancePolicies", "transfer", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const texts = useMemo(() => exportTexts(t), [t]);
  const filters = useMemo(() => policyFilters(view), [view]);
  const { mutateAsync } = useMutation(trpc.policies.export.mutationOptions());
  const requestExport = useMemo(
    () => (format: "csv" | "xlsx") => mutateAsync({ format, ...filters }),
    [mutateAsync, filters],
  );
  return (
    <TransferActions
      testIdPrefix="policy"
      canExport={allows(me?.role, GOVERNANCE_ACCESS.view)}
      canImport={false}
      exportLabel={
        Object.keys(filters).length ? t("governancePolicies:export.filtered") : t("governancePolicies:export.all")
      }
      requestExport={requestExport}
      importPath=""
      refreshLike="policies.create"
      help={NO_IMPORT}
      texts={texts}
    />
  );
}
