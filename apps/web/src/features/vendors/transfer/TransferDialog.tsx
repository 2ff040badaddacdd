import { type ComponentProps, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Completed as SharedCompleted } from "../../../components/transfer/TransferDialog";
import { vendorTransferTexts } from "./vendor-transfer-texts";

export type { TransferFile, TransferTask } from "../../../components/transfer/TransferDialog";

/** The outcome of a finished vendor export or import (the shared dialog's, in the vendor register's words). */
export function Completed(props: Omit<ComponentProps<typeof SharedCompleted>, "texts">) {
  const { t } = useTranslation(["vendors", "transfer", "common"]);
  const texts = useMemo(() => vendorTransferTexts(t), [t]);
  return <SharedCompleted {...props} texts={texts} />;
}
