import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createWorkflowInput, DEFAULT_TARGET_DAYS, WORKFLOW_TYPES } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { InfoIcon } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDateField } from "../../../components/FormDateField";
import { FormDialog } from "../../../components/FormDialog";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { LabelledOptions } from "../../../components/LabelledOptions";
import type { PickerOption } from "../../../components/SearchPicker";
import { UserSearchPicker } from "../../../components/UserSearchPicker";
import { VendorSearchPicker } from "../../../components/VendorSearchPicker";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { blanksAsNone } from "../record/form-support";
import { typeLabels } from "../workflow-labels";

interface Values {
  type: string;
  name: string;
  ownerId: string;
  vendorId: string;
  businessUnit: string;
  businessJustification: string;
  targetDate: string;
}

/** createWorkflowInput, with the form's empty optional fields sent as none. */
const formSchema = blanksAsNone(createWorkflowInput, ["ownerId", "vendorId", "targetDate"]);

const schemaResolver = zodResolver(formSchema) as unknown as Resolver<Values>;
/** New outsourcing goes to the wizard: nothing of this form is needed for it. */
const resolver: Resolver<Values> = (values, context, options) =>
  values.type === "new_outsourcing" ? { values, errors: {} } : schemaResolver(values, context, options);

const MESSAGES: Record<string, IssueMessages> = {
  type: { invalid_value: "workflows:errors.type" },
  name: { too_small: "workflows:errors.nameRequired", too_big: "workflows:errors.tooLong" },
  businessUnit: { too_small: "workflows:errors.businessUnitRequired", too_big: "workflows:errors.tooLong" },
  businessJustification: {
    too_small: "workflows:errors.justificationRequired",
    too_big: "workflows:errors.tooLong",
  },
  targetDate: { custom: "workflows:errors.date" },
};

/**
 * New Workflow (001 §2.4), validated with the API's schema (DESIGN.md): type, arrangement name, business owner (the
 * signed-in user unless another is chosen), vendor, business unit, justification and target date (90 days out when
 * left empty). A new outsourcing arrangement starts in the wizard instead, and the dialog says so.
 */
export function NewWorkflowDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const meOption = me ? { id: me.id, name: `${me.firstName} ${me.lastName}`.trim() || me.email } : null;
  const [owner, setOwner] = useState<PickerOption | null>(meOption);
  const [vendor, setVendor] = useState<PickerOption | null>(null);
  const empty: Values = {
    type: "",
    name: "",
    ownerId: meOption?.id ?? "",
    vendorId: "",
    businessUnit: "",
    businessJustification: "",
    targetDate: "",
  };
  const form = useForm<Values>({ resolver, defaultValues: empty });
  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty);
      setOwner(meOption);
      setVendor(null);
    }
    onOpenChange(next);
  };
  const create = useMutation(
    trpc.workflows.create.mutationOptions({
      onSuccess: (created) => {
        toast.success(t("workflows:newWorkflow.created", { name: created.name, reference: created.reference }));
        close(false);
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorText(t, error, t("workflows:newWorkflow.failed")));
      },
    }),
  );
  const type = form.watch("type");
  const wizard = type === "new_outsourcing";
  const errors = form.formState.errors;
  const error = (name: keyof Values) => translatedError(t, errors[name], MESSAGES[name] ?? {});
  const set = (name: "ownerId" | "vendorId", value: string) =>
    form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("workflows:newWorkflow.title")}
      description={t("workflows:newWorkflow.description")}
      className="sm:max-w-2xl"
      testId="new-workflow-dialog"
      form={form}
      onSubmit={(values) => {
        if (wizard) {
          close(false);
          void navigate("/workflows/new-outsourcing");
          return;
        }
        create.mutate(values as unknown as Parameters<typeof create.mutate>[0]);
      }}
      busy={create.isPending}
      submitLabel={wizard ? t("workflows:newWorkflow.openWizard") : t("workflows:newWorkflow.submit")}
      busyLabel={t("workflows:newWorkflow.submitting")}
    >
      <FormField label={t("workflows:fields.type")} error={error("type")} required>
        {(field) => (
          <NativeSelect {...field} {...form.register("type")} data-testid="workflow-type">
            <option value="">{t("workflows:fields.chooseType")}</option>
            <LabelledOptions values={WORKFLOW_TYPES} labels={typeLabels(t)} />
          </NativeSelect>
        )}
      </FormField>
      {wizard ? (
        <Alert data-testid="wizard-note">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>{t("workflows:newWorkflow.wizardTitle")}</AlertTitle>
          <AlertDescription>{t("workflows:newWorkflow.wizardText")}</AlertDescription>
        </Alert>
      ) : (
        <>
          <FormField label={t("workflows:fields.name")} error={error("name")} required>
            {(field) => <Input {...field} autoComplete="off" {...form.register("name")} />}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              label={t("workflows:fields.owner")}
              description={t("workflows:fields.ownerHint")}
              error={error("ownerId")}
            >
              {(field) => (
                <UserSearchPicker
                  {...field}
                  value={owner}
                  onChange={(user) => {
                    setOwner(user);
                    set("ownerId", user?.id ?? "");
                  }}
                  texts={{
                    list: t("workflows:pickers.users"),
                    placeholder: t("workflows:pickers.userPlaceholder"),
                    clear: t("workflows:pickers.clearUser"),
                  }}
                  clearUnpickedOnBlur
                />
              )}
            </FormField>
            <FormField
              label={t("workflows:fields.vendor")}
              description={t("workflows:fields.vendorHint")}
              error={error("vendorId")}
            >
              {(field) => (
                <VendorSearchPicker
                  id={field.id}
                  value={vendor}
                  onChange={(picked) => {
                    setVendor(picked);
                    set("vendorId", picked?.id ?? "");
                  }}
                  texts={{
                    list: t("workflows:pickers.vendors"),
                    placeholder: t("workflows:pickers.vendorPlaceholder"),
                    clear: t("workflows:pickers.clearVendor"),
                  }}
                />
              )}
            </FormField>
            <FormField label={t("workflows:fields.businessUnit")} error={error("businessUnit")} required>
              {(field) => <Input {...field} autoComplete="off" {...form.register("businessUnit")} />}
            </FormField>
            <FormDateField
              control={form.control}
              name="targetDate"
              label={t("workflows:fields.targetDate")}
              description={t("workflows:fields.targetDateHint", { days: DEFAULT_TARGET_DAYS })}
              error={error("targetDate")}
            />
          </div>
          <FormField label={t("workflows:fields.justification")} error={error("businessJustification")} required>
            {(field) => <Textarea {...field} rows={3} {...form.register("businessJustification")} />}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
