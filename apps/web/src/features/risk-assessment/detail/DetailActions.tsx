import { Button } from "@tprm/ui";
import { PencilIcon, RotateCcwIcon, SendIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AssessmentRights, assessmentActions } from "../assessment-permissions";
import type { AssessmentDetail } from "../types";
import { DeletePanel } from "./DeletePanel";
import { ReopenPanel } from "./ReopenPanel";
import { SecurityDomainDialog } from "./SecurityDomainDialog";
import { SubmitPanel } from "./SubmitPanel";

type Pending = "submit" | "reopen" | "delete";

/**
 * The detail's actions, each shown only when the role may take it and the assessment's state allows it: Edit and
 * Submit on an open assessment, Reopen on a completed one, Delete on a draft (assessment-permissions.ts). Submit,
 * Reopen and Delete confirm in a panel in their place; closing it gives the focus back to the actions. IT Security
 * assesses its own domain of an open assessment in a dialog over the detail.
 */
export function DetailActions({
  assessment,
  rights,
  onEdit,
  onDeleted,
}: {
  assessment: AssessmentDetail;
  rights: AssessmentRights;
  onEdit?: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [assessing, setAssessing] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const actions = assessmentActions(rights, assessment);
  const close = () => {
    setPending(null);
    // The bar is back on the next frame; its first button (the state may have changed what it offers) takes focus.
    requestAnimationFrame(() => barRef.current?.querySelector<HTMLButtonElement>("button")?.focus());
  };

  if (pending === "submit") return <SubmitPanel assessment={assessment} missing={actions.missing} onClose={close} />;
  if (pending === "reopen") return <ReopenPanel assessment={assessment} onClose={close} />;
  if (pending === "delete") return <DeletePanel assessment={assessment} onClose={close} onDeleted={onDeleted} />;

  // Kept open (and in the same place, so it keeps its state) when a refusal takes the action away: the assessment
  // was completed meanwhile, and the dialog says so.
  const dialog = assessing && (
    <SecurityDomainDialog assessment={assessment} rights={rights} onClose={() => setAssessing(false)} />
  );
  const any = (actions.edit && onEdit) || actions.submit || actions.reopen || actions.delete || actions.assessSecurity;
  return (
    <>
      {any && (
        <div ref={barRef} className="flex flex-wrap gap-2 pt-2" data-testid="detail-actions">
          {actions.assessSecurity && (
            <Button size="sm" onClick={() => setAssessing(true)}>
              <ShieldCheckIcon aria-hidden="true" />
              {t("riskAssessment:actions.assessSecurity")}
            </Button>
          )}
          {actions.edit && onEdit && (
            <Button size="sm" variant="outline" onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
              {t("riskAssessment:actions.edit")}
            </Button>
          )}
          {actions.submit && (
            <Button size="sm" onClick={() => setPending("submit")}>
              <SendIcon aria-hidden="true" />
              {t("riskAssessment:actions.submit")}
            </Button>
          )}
          {actions.reopen && (
            <Button size="sm" variant="outline" onClick={() => setPending("reopen")}>
              <RotateCcwIcon aria-hidden="true" />
              {t("riskAssessment:actions.reopen")}
            </Button>
          )}
          {actions.delete && (
            <Button size="sm" variant="outline" className="text-destructive" onClick={() => setPending("delete")}>
              <Trash2Icon aria-hidden="true" />
              {t("riskAssessment:actions.delete")}
            </Button>
          )}
        </div>
      )}
      {dialog}
    </>
  );
}
