import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { allows } from "@tprm/api/permissions";
import { POLICY_MESSAGES, policyFormInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Checkbox, FormField, Input, Label } from "@tprm/ui";
import { useId, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { pickedFileProblem, SendFileError } from "../send-file";
import { CHECKED_IN_ORDER, MESSAGES, type PickedFiles, PolicyFields, type PolicyFormValues } from "./PolicyFields";
import { type PolicyFileSlot, uploadPolicyFile } from "./policy-upload";
import type { PolicyItem } from "./types";
import { usePolicyChanges } from "./use-policy-changes";

type Output = z.output<typeof policyFormInput>;
const EDIT_EVERY_POLICY = { action: "edit", resource: "policies" } as const;

function valuesOf(p: (PolicyItem & { content?: string | null }) | undefined): PolicyFormValues {
  return {
    name: p?.name ?? "",
    owner: p?.owner ?? "",
    jurisdiction: p?.jurisdiction ?? "",
    reviewDate: p?.reviewDate ?? "",
    category: p?.category ?? "",
    riskRating: p?.riskRating ?? "medium",
    regulatoryFramework: p?.regulatoryFramework ?? "",
    complianceGaps: p?.complianceGaps ?? [],
    securityPolicy: p?.securityPolicy ?? false,
    content: p?.content ?? "",
  };
}

/**
 * New Policy and Edit Details (001 §5): the fields validated by the API's own schema, with the spec's alerts in its
 * order, then the document and charter (checked by name and size here, by content on the server). An edit shows in
 * the list at once and is rolled back with the spec's failure text when the server refuses it.
 */
export function PolicyFormDialog({
  open,
  onOpenChange,
  policy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy?: (PolicyItem & { content?: string | null }) | undefined;
}) {
  const { t } = useTranslation(["governancePolicies", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const { update } = usePolicyChanges();
  const create = useMutation(trpc.policies.create.mutationOptions());
  const [files, setFiles] = useState<PickedFiles>({ document: null, charter: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<PolicyFileSlot, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [major, setMajor] = useState(false);
  const [changeNote, setChangeNote] = useState("");
  const majorId = useId();
  const form = useForm<PolicyFormValues>({
    resolver: zodResolver(policyFormInput) as unknown as Resolver<PolicyFormValues>,
    defaultValues: valuesOf(policy),
  });
  const busy = create.isPending || update.isPending || uploading;
  const markLocked = Boolean(policy) && !allows(me?.role, EDIT_EVERY_POLICY);
  const ordered = CHECKED_IN_ORDER.filter((name) => form.formState.errors[name]).map((name) =>
    t(String(MESSAGES[name]?.too_small)),
  );

  function pick(slot: PolicyFileSlot, file: File | null) {
    setFiles((f) => ({ ...f, [slot]: file }));
    const bad = file ? pickedFileProblem(file) : null;
    setFileErrors((e) => ({ ...e, [slot]: bad ? t(`governancePolicies:files.${bad}`) : undefined }));
  }

  async function sendFiles(id: string) {
    setUploading(true);
    try {
      for (const slot of ["document", "charter"] as const) {
        const file = files[slot];
        if (file) await uploadPolicyFile(id, slot, file, { major, note: changeNote || null });
      }
    } finally {
      setUploading(false);
      await queryClient.invalidateQueries({ queryKey: trpc.policies.pathKey() });
    }
  }

  async function submit(values: Output) {
    setProblem(null);
    if (fileErrors.document || fileErrors.charter) return;
    let id: string;
    try {
      if (policy) {
        const { securityPolicy, ...rest } = values;
        id = (
          await update.mutateAsync({
            id: policy.id,
            ...rest,
            ...(markLocked ? {} : { securityPolicy }),
            major,
            changeNote: changeNote || null,
          })
        ).id;
      } else {
        id = (await create.mutateAsync(values)).id;
      }
    } catch (error) {
      if (!applyServerIssues(form, error)) setProblem(POLICY_MESSAGES.saveFailed);
      return;
    }
    try {
      await sendFiles(id);
    } catch (error) {
      const reason = error instanceof SendFileError ? error.reason : "refused";
      setProblem(
        error instanceof SendFileError && error.message ? error.message : t(`governancePolicies:files.${reason}`),
      );
      toast.error(t("governancePolicies:dialog.savedWithoutFile", { name: values.name }));
      return;
    }
    toast.success(
      t(policy ? "governancePolicies:dialog.updated" : "governancePolicies:dialog.created", { name: values.name }),
    );
    close(false);
  }

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(valuesOf(policy));
      setFiles({ document: null, charter: null });
      setFileErrors({});
      setProblem(null);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={policy ? t("governancePolicies:dialog.editTitle") : t("governancePolicies:dialog.newTitle")}
      description={t("governancePolicies:dialog.description")}
      className="sm:max-w-2xl"
      testId="policy-dialog"
      form={form}
      onSubmit={(values) => void submit(values as unknown as Output)}
      busy={busy}
      submitLabel={policy ? t("governancePolicies:dialog.save") : t("governancePolicies:dialog.create")}
      busyLabel={uploading ? t("governancePolicies:dialog.uploading") : t("governancePolicies:dialog.saving")}
    >
      {ordered.length > 0 && (
        <Alert variant="destructive" data-testid="policy-validation">
          <AlertDescription>
            <ul className="grid gap-1">
              {ordered.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <PolicyFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        disabled={busy}
        markLocked={markLocked}
        fileErrors={fileErrors}
        onPick={pick}
        current={{ document: policy?.file?.filename ?? null, charter: policy?.charterFile?.filename ?? null }}
      />
      {policy && (
        <div className="grid items-start gap-4 rounded-md border p-3 sm:grid-cols-2">
          <div className="flex items-start gap-2">
            <Checkbox id={majorId} checked={major} onCheckedChange={(v) => setMajor(v === true)} disabled={busy} />
            <div className="grid gap-1">
              <Label htmlFor={majorId}>{t("governancePolicies:dialog.major")}</Label>
              <p className="text-sm text-muted-foreground">
                {t("governancePolicies:dialog.majorHint", { version: policy.version })}
              </p>
            </div>
          </div>
          <FormField label={t("governancePolicies:dialog.changeNote")}>
            {(field) => (
              <Input {...field} value={changeNote} onChange={(e) => setChangeNote(e.target.value)} disabled={busy} />
            )}
          </FormField>
        </div>
      )}
      {problem && (
        <Alert variant="destructive" data-testid="policy-dialog-problem">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
