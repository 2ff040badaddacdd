import { useQuery } from "@tanstack/react-query";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { EllipsisVerticalIcon, EyeIcon, LoaderCircleIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../lib/trpc";
import { WorkflowActionDialog } from "../record/WorkflowActionDialog";
import { WorkflowActionItems } from "../record/WorkflowActionItems";
import type { WorkflowRow } from "../types";
import type { WorkflowAction } from "../workflows-format";

export interface RowMenuActions {
  onOpen: (id: string) => void;
  onCommittee: (id: string) => void;
}

/**
 * A row's menu: View Details always; the changes (Edit Workflow, Reassign Owner, Update Timeline, Complete step)
 * and Committee Approval as the record's `can` allows, read when the menu opens (the server checks again).
 */
export function RowMenu({ row, actions }: { row: WorkflowRow; actions: RowMenuActions }) {
  const { t } = useTranslation(["workflows"]);
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<WorkflowAction | null>(null);
  const detail = useQuery({ ...trpc.workflows.get.queryOptions({ id: row.id }), enabled: open || action !== null });

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("workflows:menu.label", { name: row.name })}
            data-testid="workflow-menu"
          >
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          <DropdownMenuItem onSelect={() => actions.onOpen(row.id)} data-testid="menu-view">
            <EyeIcon aria-hidden="true" />
            {t("workflows:menu.view")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {detail.isPending ? (
            <DropdownMenuItem disabled>
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
              {t("workflows:menu.loading")}
            </DropdownMenuItem>
          ) : detail.isError ? (
            <DropdownMenuItem disabled>{t("workflows:menu.loadFailed")}</DropdownMenuItem>
          ) : (
            <WorkflowActionItems
              workflow={detail.data}
              onAction={setAction}
              onCommittee={() => actions.onCommittee(row.id)}
            />
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {action && detail.data && (
        <WorkflowActionDialog action={action} workflow={detail.data} onClose={() => setAction(null)} />
      )}
    </>
  );
}
