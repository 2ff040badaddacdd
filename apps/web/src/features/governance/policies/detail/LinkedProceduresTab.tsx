import { useTranslation } from "react-i18next";
import { PolicyStatusChip } from "../policy-columns";
import type { PolicyDetail } from "../types";

/** The procedures that carry the policy out (the Procedures tab manages them). */
export function LinkedProceduresTab({ procedures }: { procedures: PolicyDetail["procedures"] }) {
  const { t } = useTranslation(["governancePolicies"]);
  if (procedures.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("governancePolicies:detail.noProcedures")}</p>;
  }
  return (
    <ul className="grid gap-2">
      {procedures.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
          <div className="grid min-w-0">
            <span className="truncate font-medium">{p.name}</span>
            <span className="text-xs text-muted-foreground">
              <span className="font-mono">{p.reference}</span> · {p.owner}
              {p.archived && ` · ${t("governancePolicies:detail.archivedProcedure")}`}
            </span>
          </div>
          <PolicyStatusChip t={t} status={p.status} />
        </li>
      ))}
    </ul>
  );
}
