import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../lib/trpc";
import { AcknowledgementCounts } from "./AcknowledgementCounts";

/** A policy's acknowledgement counts in one line (its header, its row): nothing until it has been sent. */
export function AcknowledgementSummaryLine({ policyId }: { policyId: string }) {
  const trpc = useTRPC();
  const summary = useQuery(trpc.policyAcknowledgements.summary.queryOptions({ id: policyId }));
  if (!summary.data?.version) return null;
  return <AcknowledgementCounts counts={summary.data.counts} />;
}

/** The name of the policy view's Acknowledgements tab. */
export function AcknowledgementTabLabel() {
  const { t } = useTranslation("governanceAcknowledgements");
  return <>{t("governanceAcknowledgements:panel.title")}</>;
}
