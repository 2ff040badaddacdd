import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { ArrowLeftIcon, ArrowRightIcon, BadgeCheckIcon, ChevronDownIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import type { ContractDetailData } from "../detail/types";
import { type StageIntent, StagePanel } from "./StagePanel";
import { stageActions } from "./stage-actions";

/**
 * What moves the contract along: "Move to <next stage>", "Back to…" (a menu of the earlier stages) and "Approve"
 * (approvers other than the owner, at Approval). Execution is refused before the approval, with the reason beside the
 * button. Each opens a confirmation with a note in place of the bar; closing it gives the focus back to the bar.
 */
export function StageActionBar({ contract: c }: { contract: ContractDetailData }) {
  const { t } = useTranslation(["contractDetail"]);
  const { data: me } = useSession();
  const [intent, setIntent] = useState<StageIntent | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const a = stageActions(c, me);

  if (intent) {
    return (
      <StagePanel
        contract={c}
        intent={intent}
        onClose={() => {
          setIntent(null);
          requestAnimationFrame(() => barRef.current?.querySelector<HTMLButtonElement>("button:enabled")?.focus());
        }}
      />
    );
  }

  const notes: string[] = [];
  if (c.status === "terminated" || c.status === "expired") notes.push(t(`contractDetail:stepper.closed.${c.status}`));
  if (a.ownerMayNotApprove) notes.push(t("contractDetail:stepper.ownerCannotApprove"));
  if (a.awaitingApproval) notes.push(t("contractDetail:stepper.awaitingApproval"));
  if (c.approval && c.stage === "approval") {
    notes.push(
      c.approval.by
        ? t("contractDetail:overview.approvedBy", { name: c.approval.by.name, date: formatDateTime(c.approval.at) })
        : t("contractDetail:overview.approvedOn", { date: formatDateTime(c.approval.at) }),
    );
  }
  if (!a.canMove && c.status !== "terminated" && c.status !== "expired" && !a.approve) {
    notes.push(t("contractDetail:stepper.viewOnly"));
  }

  return (
    <div className="grid gap-3" data-testid="stage-actions">
      {(a.canMove || a.approve) && (
        <div ref={barRef} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {a.approve && (
            <Button onClick={() => setIntent({ kind: "approve" })}>
              <BadgeCheckIcon aria-hidden="true" />
              {t("contractDetail:stepper.approve")}
            </Button>
          )}
          {a.canMove && a.next && (
            <Button
              variant={a.approve ? "outline" : "default"}
              // Kept focusable (aria-disabled, not disabled) so the keyboard reaches it and hears why it is refused.
              aria-disabled={a.nextBlocked !== null || undefined}
              aria-describedby={a.nextBlocked ? reasonId : undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              onClick={() => a.next && !a.nextBlocked && setIntent({ kind: "move", to: a.next })}
            >
              {t("contractDetail:stepper.moveTo", { stage: t(`contractDetail:stage.${a.next}`) })}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          )}
          {a.canMove && a.back.length > 0 && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  <ArrowLeftIcon aria-hidden="true" />
                  {t("contractDetail:stepper.backMenu")}
                  <ChevronDownIcon aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuLabel>{t("contractDetail:stepper.backMenuLabel")}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                {[...a.back].reverse().map((stage) => (
                  <DropdownMenuItem key={stage} onSelect={() => setIntent({ kind: "move", to: stage })}>
                    {t("contractDetail:stepper.backTo", { stage: t(`contractDetail:stage.${stage}`) })}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      )}
      {a.canMove && a.nextBlocked && (
        <p id={reasonId} className="text-sm text-muted-foreground" data-testid="execution-blocked">
          {t("contractDetail:stepper.needsApproval")}
        </p>
      )}
      {notes.map((note) => (
        <p key={note} className="text-sm text-muted-foreground" data-testid="stage-note">
          {note}
        </p>
      ))}
    </div>
  );
}
