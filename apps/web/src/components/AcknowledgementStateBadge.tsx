import type { AcknowledgementState } from "@tprm/api/schemas";
import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";

const VARIANT = { accepted: "success", pending: "warning", overdue: "destructive" } as const;

/** Acknowledged / Pending / Overdue: where a person stands with a policy version they were asked to acknowledge. */
export function AcknowledgementStateBadge({ state }: { state: AcknowledgementState }) {
  const { t } = useTranslation("governanceAcknowledgements");
  return (
    <Badge variant={VARIANT[state]} data-testid="acknowledgement-state" data-state={state}>
      {t(`governanceAcknowledgements:state.${state}`)}
    </Badge>
  );
}
