import { useMutation } from "@tanstack/react-query";
import { nextPolicyStatuses, type PolicyStatusValue } from "@tprm/api/schemas";
import { Button, Label, NativeSelect } from "@tprm/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../../components/error-text";
import { useTRPC } from "../../../../lib/trpc";
import type { PolicyDetail } from "../types";

/** Moves the policy's status one step (Draft → Under Review → Approved → Active, or Inactive); who and when recorded. */
export function StatusMove({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation(["governancePolicies", "common"]);
  const trpc = useTRPC();
  const id = useId();
  const choices = nextPolicyStatuses(policy.recordedStatus);
  const [to, setTo] = useState<PolicyStatusValue | "">("");
  const move = useMutation(
    trpc.policies.moveStatus.mutationOptions({
      onSuccess: (p) => {
        setTo("");
        toast.success(
          t("governancePolicies:detail.moved", { status: t(`governancePolicies:status.${p.recordedStatus}`) }),
        );
      },
      onError: (error) => toast.error(errorText(t, error, t("governancePolicies:detail.moveFailed"))),
    }),
  );
  if (choices.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("governancePolicies:detail.moveLabel")}</Label>
        <NativeSelect
          id={id}
          value={to}
          onChange={(e) => setTo(e.target.value as PolicyStatusValue | "")}
          disabled={move.isPending}
          data-testid="policy-status-select"
        >
          <option value="">{t("governancePolicies:detail.chooseStatus")}</option>
          {choices.map((s) => (
            <option key={s} value={s}>
              {t(`governancePolicies:status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="sm"
        disabled={!to || move.isPending}
        onClick={() => to && move.mutate({ id: policy.id, status: to })}
        data-testid="policy-status-move"
      >
        {t("governancePolicies:detail.move")}
      </Button>
    </div>
  );
}
