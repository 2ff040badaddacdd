import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format";
import type { PolicyDetail } from "../types";

/** The policy's history, newest first: creation, edits, versions, status moves, archive and restore. */
export function HistoryTab({ history }: { history: PolicyDetail["history"] }) {
  const { t } = useTranslation(["governancePolicies"]);
  return (
    <ol className="grid gap-2">
      {history.map((e) => (
        <li key={e.id} className="grid gap-0.5 border-l-2 pl-3" data-testid="policy-event">
          <span className="font-medium">
            {e.kind === "status_changed" && e.fromStatus && e.toStatus
              ? t("governancePolicies:history.moved", {
                  from: t(`governancePolicies:status.${e.fromStatus}`),
                  to: t(`governancePolicies:status.${e.toStatus}`),
                })
              : t(`governancePolicies:history.${e.kind}`)}
          </span>
          <span className="text-sm text-muted-foreground">
            {t("governancePolicies:detail.byOn", {
              by: e.actor?.name ?? t("governancePolicies:history.system"),
              on: formatDateTime(e.at),
            })}
          </span>
          {e.note && <span className="text-sm break-words">{e.note}</span>}
        </li>
      ))}
    </ol>
  );
}
