import { DropdownMenuItem } from "@tprm/ui";
import { CalendarClockIcon, CheckCheckIcon, GavelIcon, PencilIcon, UserRoundCogIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { WorkflowDetail } from "../types";
import { availableActions, type WorkflowAction } from "../workflows-format";

const ICON = {
  edit: PencilIcon,
  reassign: UserRoundCogIcon,
  timeline: CalendarClockIcon,
  completeStep: CheckCheckIcon,
} as const;

/**
 * The changes a workflow offers the signed-in user, as menu items: each only when `can` allows it; Committee
 * Approval on a new outsourcing arrangement (the tab with it chosen). Nothing allowed says so.
 */
export function WorkflowActionItems({
  workflow,
  onAction,
  onCommittee,
}: {
  workflow: WorkflowDetail;
  onAction: (action: WorkflowAction) => void;
  onCommittee: () => void;
}) {
  const { t } = useTranslation(["workflows"]);
  const allowed = availableActions(workflow);
  const committee = workflow.type === "new_outsourcing";
  return (
    <>
      {allowed.map((action) => {
        const Icon = ICON[action];
        return (
          <DropdownMenuItem key={action} onSelect={() => onAction(action)} data-testid={`menu-${action}`}>
            <Icon aria-hidden="true" />
            {t(`workflows:menu.${action}`)}
          </DropdownMenuItem>
        );
      })}
      {committee && (
        <DropdownMenuItem onSelect={onCommittee} data-testid="menu-committee">
          <GavelIcon aria-hidden="true" />
          {t("workflows:menu.committee")}
        </DropdownMenuItem>
      )}
      {allowed.length === 0 && !committee && (
        <DropdownMenuItem disabled data-testid="menu-nothing">
          {t("workflows:menu.nothing")}
        </DropdownMenuItem>
      )}
    </>
  );
}
