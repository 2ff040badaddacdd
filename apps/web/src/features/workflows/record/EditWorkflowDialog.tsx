import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { can } from "@tprm/api/permissions";
import { updateWorkflowInput } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dialogOutcome } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import type { PickerOption } from "../../../components/SearchPicker";
import { VendorSearchPicker } from "../../../components/VendorSearchPicker";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import type { WorkflowDetail } from "../types";
import { blanksAsNone } from "./form-support";

interface Values {
  id: string;
  name: string;
  businessUnit: string;
  businessJustification: string;
  vendorId: string;
  legalEntity: string;
  jurisdiction: string;
  committeeId: string;
  contractId: string;
}

const resolver = zodResolver(
  blanksAsNone(updateWorkflowInput, ["vendorId", "committeeId", "contractId"]),
) as unknown as Resolver<Values>;
const TOO_LONG: IssueMessages = { too_big: "workflows:errors.tooLong" };
const MESSAGES: Record<string, IssueMessages> = {
  name: { too_small: "workflows:errors.nameRequired", too_big: "workflows:errors.tooLong" },
};

/** Most contracts the linked-contract list offers. */
const CONTRACTS_SHOWN = 200;

/**
 * Edit Workflow: the details, the vendor, legal entity and jurisdiction, the committee that decides (an active one)
 * and the contract drafted for it (the contract draft prerequisite needs it). Audited; closed workflows refuse.
 */
export function EditWorkflowDialog({ workflow: w, onClose }: { workflow: WorkflowDetail; onClose: () => void }) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const [vendor, setVendor] = useState<PickerOption | null>(w.vendor);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      id: w.id,
      name: w.name,
      businessUnit: w.businessUnit ?? "",
      businessJustification: w.businessJustification ?? "",
      vendorId: w.vendor?.id ?? "",
      legalEntity: w.legalEntity ?? "",
      jurisdiction: w.jurisdiction ?? "",
      committeeId: w.committee?.id ?? "",
      contractId: w.contract?.id ?? "",
    },
  });
  const templates = useQuery(trpc.workflows.templates.queryOptions());
  const committees = templates.data?.committees ?? [];
  const mayViewContracts = can(me?.role, "view", "contracts");
  const contracts = useQuery({
    ...trpc.contracts.list.queryOptions({
      ...(vendor ? { vendorId: vendor.id } : {}),
      limit: CONTRACTS_SHOWN,
      sort: "name",
      order: "asc",
    }),
    enabled: mayViewContracts,
  });
  const update = useMutation(
    trpc.workflows.update.mutationOptions(
      dialogOutcome({
        success: t("workflows:edit.done", { name: form.getValues("name") }),
        failure: t("workflows:edit.failed"),
        onClose,
        form,
      }),
    ),
  );
  // Read while rendering, so the form keeps track of which fields changed (react-hook-form's proxy).
  const { errors, dirtyFields } = form.formState;
  const error = (name: keyof Values) => translatedError(t, errors[name], MESSAGES[name] ?? TOO_LONG);
  const contractItems = contracts.data?.items ?? [];
  // The linked contract stays offered even when it is another vendor's or beyond the list's first page.
  const linked = w.contract && !contractItems.some((c) => c.id === w.contract?.id) ? [w.contract] : [];

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("workflows:edit.title")}
      description={t("workflows:edit.description", { reference: w.reference })}
      className="sm:max-w-2xl"
      testId="edit-workflow-dialog"
      form={form}
      onSubmit={(values) => {
        // Only what changed is sent, so the history names the fields that did.
        const changed = Object.fromEntries(
          Object.entries(values).filter(([key]) => key === "id" || dirtyFields[key as keyof Values]),
        );
        if (Object.keys(changed).length === 1) return onClose();
        update.mutate(changed as unknown as Parameters<typeof update.mutate>[0]);
      }}
      busy={update.isPending}
      submitLabel={t("workflows:edit.submit")}
      busyLabel={t("workflows:edit.submitting")}
    >
      <FormField label={t("workflows:fields.name")} error={error("name")} required>
        {(field) => <Input {...field} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("workflows:fields.businessUnit")} error={error("businessUnit")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("businessUnit")} />}
        </FormField>
        <FormField label={t("workflows:fields.vendor")} error={error("vendorId")}>
          {(field) => (
            <VendorSearchPicker
              id={field.id}
              value={vendor}
              onChange={(picked) => {
                setVendor(picked);
                form.setValue("vendorId", picked?.id ?? "", { shouldDirty: true });
              }}
              texts={{
                list: t("workflows:pickers.vendors"),
                placeholder: t("workflows:pickers.vendorPlaceholder"),
                clear: t("workflows:pickers.clearVendor"),
              }}
            />
          )}
        </FormField>
        <FormField label={t("workflows:fields.legalEntity")} error={error("legalEntity")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("legalEntity")} />}
        </FormField>
        <FormField label={t("workflows:fields.jurisdiction")} error={error("jurisdiction")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("jurisdiction")} />}
        </FormField>
        <FormField
          label={t("workflows:fields.committee")}
          description={t("workflows:fields.committeeHint")}
          error={
            error("committeeId") ?? (templates.isError ? { message: t("workflows:edit.committeesFailed") } : undefined)
          }
        >
          {(field) => (
            <NativeSelect {...field} {...form.register("committeeId")} disabled={templates.isPending}>
              <option value="">{t("workflows:fields.noCommittee")}</option>
              {w.committee && !committees.some((c) => c.id === w.committee?.id) && (
                <option value={w.committee.id}>{w.committee.name}</option>
              )}
              {committees.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {mayViewContracts && (
          <FormField
            label={t("workflows:fields.contract")}
            description={t("workflows:fields.contractHint")}
            error={
              error("contractId") ?? (contracts.isError ? { message: t("workflows:edit.contractsFailed") } : undefined)
            }
          >
            {(field) => (
              <NativeSelect {...field} {...form.register("contractId")} disabled={contracts.isPending}>
                <option value="">{t("workflows:fields.noContract")}</option>
                {[...linked, ...contractItems].map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("workflows:fields.contractOption", { reference: c.reference, name: c.name })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>
      <FormField label={t("workflows:fields.justification")} error={error("businessJustification")}>
        {(field) => <Textarea {...field} rows={3} {...form.register("businessJustification")} />}
      </FormField>
    </FormDialog>
  );
}
