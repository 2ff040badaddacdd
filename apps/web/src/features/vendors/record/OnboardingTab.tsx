import { useMutation } from "@tanstack/react-query";
import { checklistProgress } from "@tprm/api/schemas";
import { Button, Checkbox, cn, Progress } from "@tprm/ui";
import { BadgeCheckIcon } from "lucide-react";
import { toast } from "sonner";
import { formatDate } from "../../../lib/format";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { VendorDetail } from "../types";
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
  const trpc = useTRPC();
  const setTask = useMutation(
    trpc.vendors.setOnboardingTask.mutationOptions({
      onError: (error) => toast.error(errorMessage(error, "The checklist could not be updated.")),
    }),
  );
  const setStatus = useSetVendorStatus(vendor.name);
  // The server's rule, so the record and the Onboarding Queue show the same percent.
  const percent = checklistProgress(tasks).percent;
  const editable = canTick && vendor.status === "onboarding";

  if (tasks.length === 0) {
    return <p className="text-sm text-muted-foreground">This vendor has no onboarding checklist.</p>;
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span id="checklist-progress-label" className="font-medium">
            Checklist progress
          </span>
          <span className="tabular-nums text-muted-foreground">
            {done} of {tasks.length} tasks · {percent}%
          </span>
        </div>
        <Progress
          value={percent}
          aria-labelledby="checklist-progress-label"
          aria-valuetext={`${done} of ${tasks.length} tasks complete`}
          indicatorClassName="bg-purple-600 dark:bg-purple-400"
        />
      </div>
      <ul className="divide-y rounded-lg border" aria-label="Onboarding checklist">
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
                {task.title}
              </label>
              {task.completedAt && (
                <span className="text-xs text-muted-foreground">Done {formatDate(task.completedAt)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {vendor.status === "onboarding" && canActivate && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">
            {complete
              ? "Every task is done: the vendor can be activated."
              : "The vendor can be activated once every task is done."}
          </p>
          <Button
            size="sm"
            disabled={!complete || setStatus.isPending}
            onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
          >
            <BadgeCheckIcon aria-hidden="true" />
            {setStatus.isPending ? "Activating…" : "Activate"}
          </Button>
        </div>
      )}
      {vendor.status !== "onboarding" && (
        <p className="text-sm text-muted-foreground">
          Onboarding finished{vendor.activatedAt ? ` on ${formatDate(vendor.activatedAt)}` : ""}.
        </p>
      )}
    </div>
  );
}
