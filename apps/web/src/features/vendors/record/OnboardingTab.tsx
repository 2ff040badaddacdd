import { useMutation } from "@tanstack/react-query";
import { checklistProgress } from "@tprm/api/schemas";
import { Button, Checkbox, cn, Progress } from "@tprm/ui";
import { BadgeCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import { formatCount, formatDate } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { VendorDetail } from "../types";
import { checklistItemLabel } from "../vendor-format";
import { useSetVendorStatus } from "./StatusActions";

export function OnboardingTab({
  vendor,
  tasks,
  done,
  canTick,
  canActivate,
  complete,
}: {
  vendor: VendorDetail;
  tasks: VendorDetail["onboardingTasks"];
  done: number;
  canTick: boolean;
  canActivate: boolean;
  complete: boolean;
}) {
  const { t } = useTranslation(["vendorRecord", "vendors", "common"]);
  const trpc = useTRPC();
  const setTask = useMutation(
    trpc.vendors.setOnboardingTask.mutationOptions({
      onError: (error) => toast.error(errorText(t, error, t("vendorRecord:onboarding.updateFailed"))),
    }),
  );
  const setStatus = useSetVendorStatus(vendor.name);
  // The server's rule, so the record and the Onboarding Queue show the same percent.
  const percent = checklistProgress(tasks).percent;
  const editable = canTick && vendor.status === "onboarding";

  if (tasks.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("vendorRecord:onboarding.noChecklist")}</p>;
  }
  const counts = { done: formatCount(done), total: formatCount(tasks.length) };
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span id="checklist-progress-label" className="font-medium">
            {t("vendorRecord:onboarding.progress")}
          </span>
          <span className="tabular-nums text-muted-foreground">
            {t("vendorRecord:onboarding.progressValue", { ...counts, percent })}
          </span>
        </div>
        <Progress
          value={percent}
          aria-labelledby="checklist-progress-label"
          aria-valuetext={t("vendorRecord:onboarding.progressText", counts)}
          indicatorClassName="bg-purple-600 dark:bg-purple-400"
        />
      </div>
      <ul className="divide-y rounded-lg border" aria-label={t("vendorRecord:onboarding.checklist")}>
        {tasks.map((task) => {
          const id = `task-${task.id}`;
          const pendingThis = setTask.isPending && setTask.variables?.taskId === task.id;
          return (
            <li key={task.id} className="flex items-center gap-3 px-3 py-2.5">
              <Checkbox
                id={id}
                checked={pendingThis ? setTask.variables?.done : task.completedAt !== null}
                disabled={!editable || pendingThis}
                onCheckedChange={(checked) =>
                  setTask.mutate({ vendorId: vendor.id, taskId: task.id, done: checked === true })
                }
              />
              <label
                htmlFor={id}
                className={cn("flex-1 text-sm", task.completedAt && "text-muted-foreground line-through")}
              >
                {checklistItemLabel(t, task.title)}
              </label>
              {task.completedAt && (
                <span className="text-xs text-muted-foreground">
                  {t("vendorRecord:onboarding.doneOn", { date: formatDate(task.completedAt) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {vendor.status === "onboarding" && canActivate && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">
            {complete ? t("vendorRecord:onboarding.readyToActivate") : t("vendorRecord:onboarding.activateWhenDone")}
          </p>
          <Button
            size="sm"
            disabled={!complete || setStatus.isPending}
            onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
          >
            <BadgeCheckIcon aria-hidden="true" />
            {setStatus.isPending ? t("vendorRecord:onboarding.activating") : t("vendorRecord:onboarding.activate")}
          </Button>
        </div>
      )}
      {vendor.status !== "onboarding" && (
        <p className="text-sm text-muted-foreground">
          {vendor.activatedAt
            ? t("vendorRecord:onboarding.finishedOn", { date: formatDate(vendor.activatedAt) })
            : t("vendorRecord:onboarding.finished")}
        </p>
      )}
    </div>
  );
}
