import { useMutation } from "@tanstack/react-query";
import { can } from "@tprm/api/permissions";
import { VENDOR_TABS } from "@tprm/api/schemas";
import {
  IMPORT_COLUMN_HELP,
  importTemplateFilename,
  importTemplateUrl,
  VENDOR_IMPORT_PATH,
  type VendorFilters,
} from "@tprm/api/vendor-transfer";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TransferActions } from "../../../components/transfer/TransferActions";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useTagParam } from "../../../lib/use-tag-param";
import { vendorTransferTexts } from "./vendor-transfer-texts";

const HELP = { columns: IMPORT_COLUMN_HELP, templateUrl: importTemplateUrl, templateFilename: importTemplateFilename };

/** The tab of the vendor page (?tab=…) when the page does not pass its filters. */
function useTabFromUrl(): VendorFilters["tab"] {
  const [params] = useSearchParams();
  const tab = params.get("tab");
  return VENDOR_TABS.find((t) => t.id === tab)?.id;
}

/**
 * Export (CSV or XLSX, the list's filters) and Import (CSV or XLSX) of the vendor register, for the vendor page
 * header (components/transfer/TransferActions.tsx in the register's words). Shown only to roles that may export
 * (view vendors) or import (create vendors); the server checks again.
 */
export function VendorTransferActions({ filters }: { filters?: VendorFilters }) {
  const { t } = useTranslation(["vendors", "transfer", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const urlTab = useTabFromUrl();
  const [tagId] = useTagParam();
  const texts = useMemo(() => vendorTransferTexts(t), [t]);
  const exportMutation = useMutation(trpc.vendorTransfer.export.mutationOptions());
  const { mutateAsync } = exportMutation;
  const requestExport = useMemo(
    () => (format: "csv" | "xlsx") =>
      mutateAsync({ format, ...(filters ?? { tab: urlTab }), ...(tagId ? { tagId } : {}) }),
    [mutateAsync, filters, urlTab, tagId],
  );
  return (
    <TransferActions
      testIdPrefix="vendor"
      canExport={can(me?.role, "view", "vendors")}
      canImport={can(me?.role, "create", "vendors")}
      exportLabel={
        tagId
          ? t("vendors:transfer.export.taggedVendors")
          : (filters?.tab ?? urlTab ?? "all") === "all"
            ? t("vendors:transfer.export.allVendors")
            : t("vendors:transfer.export.tabVendors")
      }
      requestExport={requestExport}
      importPath={VENDOR_IMPORT_PATH}
      refreshLike="vendors.create"
      help={HELP}
      texts={texts}
    />
  );
}
