import { allows, CONTRACT_ACCESS } from "@tprm/api/permissions";
import { Button } from "@tprm/ui";
import { BanIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { mayEditContract } from "../contract-format";
import { DeletePanel } from "./DeletePanel";
import { TerminatePanel } from "./TerminatePanel";
import type { ContractDetailData } from "./types";

type Pending = "terminate" | "delete";

/** Which header actions a role has on a contract: a terminated contract is final (no edit, no second termination). */
export function contractActions(role: string | null | undefined, contract: Pick<ContractDetailData, "status">) {
  const editable = mayEditContract(role, contract);
  return { edit: editable, terminate: editable, delete: allows(role, CONTRACT_ACCESS.delete) };
}

/**
 * The detail's header actions, each shown only to the roles that may take it: Edit (the contract form), Terminate
 * (with a required reason) and Delete (Admin). Terminate and Delete confirm in a panel in their place; closing it
 * gives the focus back to the actions.
 */
export function DetailActions({
  contract,
  onEdit,
  onDeleted,
}: {
  contract: ContractDetailData;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const { data: me } = useSession();
  const [pending, setPending] = useState<Pending | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const actions = contractActions(me?.role, contract);
  const close = () => {
    setPending(null);
    requestAnimationFrame(() => barRef.current?.querySelector<HTMLButtonElement>("button")?.focus());
  };

  if (pending === "terminate") return <TerminatePanel contract={contract} onClose={close} />;
  if (pending === "delete") return <DeletePanel contract={contract} onClose={close} onDeleted={onDeleted} />;
  if (!actions.edit && !actions.terminate && !actions.delete) return null;
  return (
    <div ref={barRef} className="flex flex-wrap gap-2" data-testid="contract-actions">
      {actions.edit && (
        <Button size="sm" variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t("contractDetail:actions.edit")}
        </Button>
      )}
      {actions.terminate && (
        <Button size="sm" variant="outline" onClick={() => setPending("terminate")}>
          <BanIcon aria-hidden="true" />
          {t("contractDetail:actions.terminate")}
        </Button>
      )}
      {actions.delete && (
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setPending("delete")}>
          <Trash2Icon aria-hidden="true" />
          {t("contractDetail:actions.delete")}
        </Button>
      )}
    </div>
  );
}
