import type { VendorImportResult } from "@tprm/api/vendor-transfer";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ImportReport as SharedImportReport } from "../../../components/transfer/ImportReport";
import { vendorTransferTexts } from "./vendor-transfer-texts";

/** The outcome of a vendor import: how many vendors were added, or every problem that stopped it. */
export function ImportReport({ result }: { result: VendorImportResult }) {
  const { t } = useTranslation(["vendors", "transfer", "common"]);
  const texts = useMemo(() => vendorTransferTexts(t), [t]);
  return <SharedImportReport result={result} texts={texts} />;
}
