import { useMutation, useQuery } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import type { VendorRegisterOutput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input, NativeSelect, Skeleton } from "@tprm/ui";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { FieldGrid, FormSection } from "../../../components/register/FormParts";
import { fieldError, registerFieldMessage, serverIssueText } from "../../../components/register/field-message";
import { type PickedVendor, VendorChoicePicker } from "../../../components/VendorChoicePicker";
import { countryName } from "../../../lib/countries";
import { useFocusField } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import {
  type VendorRegisterBody,
  type VendorRegisterValues,
  vendorRegisterResolver,
  vendorRegisterValues,
} from "./register-values";

/**
 * The provider's identification for the regulatory register (DORA B_05.01): LEI, else EUID, VAT, company registration
 * or passport number; person type; the name in the Latin alphabet; the ultimate parent. Opened by
 * /vendor-management?vendor=<id>&section=register[&field=<name>], which focuses the field named.
 */
export function RegisterTab({ vendorId, focusField }: { vendorId: string; focusField: string | null }) {
  const { t } = useTranslation(["vendorRecord"]);
  const trpc = useTRPC();
  const record = useQuery(trpc.register.vendor.get.queryOptions({ id: vendorId }));
  if (record.isPending) return <Skeleton className="h-64 w-full" />;
  if (record.isError) {
    return (
      <QueryErrorAlert
        title={t("vendorRecord:register.loadFailed")}
        error={record.error}
        fallback={t("vendorRecord:register.loadFailed")}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  return <RegisterForm key={record.data.id} vendor={record.data} focusField={focusField} />;
}

function RegisterForm({ vendor, focusField }: { vendor: VendorRegisterOutput; focusField: string | null }) {
  const { t } = useTranslation(["vendorRecord", "register", "contractForm"]);
  const trpc = useTRPC();
  const { data: me, isPending: sessionPending } = useSession();
  const canEdit = allows(me?.role, REGISTER_ACCESS.vendorFields);
  const [failure, setFailure] = useState<string | null>(null);
  const [parent, setParent] = useState<PickedVendor | null>(vendor.ultimateParent);
  const root = useRef<HTMLFormElement>(null);
  const form = useForm<VendorRegisterValues, unknown, VendorRegisterBody>({
    resolver: vendorRegisterResolver(vendor.id),
    defaultValues: vendorRegisterValues(vendor),
  });
  // Focused once the role is known: until then the fields are closed.
  useFocusField(focusField, !sessionPending, root);
  const { errors, isDirty } = form.formState;
  const err = (name: keyof VendorRegisterValues) => fieldError(t, errors[name]);

  const save = useMutation(
    trpc.register.vendor.update.mutationOptions({
      onSuccess: (saved) => {
        setFailure(null);
        form.reset(vendorRegisterValues(saved));
        toast.success(t("vendorRecord:register.saved", { name: saved.name }));
      },
      onError: (error) => {
        // A refusal of one field (an ultimate parent that is not the top of its group) in the user's language.
        const message = serverIssueText(t, error) ?? errorText(t, error, t("vendorRecord:register.saveFailed"));
        applyServerIssues(form, error);
        setFailure(message);
        toast.error(message);
      },
    }),
  );
  const busy = save.isPending;
  const disabled = busy || !canEdit;
  const text = (name: keyof VendorRegisterValues, label: string, hint?: string) => (
    <FormField label={label} description={hint} error={err(name)}>
      {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form
      ref={root}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      className="grid gap-6"
      data-testid="vendor-register-form"
    >
      <p className="text-sm text-muted-foreground">
        {canEdit ? t("vendorRecord:register.intro") : t("vendorRecord:register.readOnly")}
      </p>
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormSection title={t("vendorRecord:register.identification")}>
        <FieldGrid>
          {text("lei", t("vendorRecord:register.fields.lei"), t("vendorRecord:register.fields.leiHint"))}
          {text("euid", t("vendorRecord:register.fields.euid"), t("vendorRecord:register.fields.euidHint"))}
          {text("vatNumber", t("vendorRecord:register.fields.vatNumber"))}
          {text("registrationNumber", t("vendorRecord:register.fields.registrationNumber"))}
          {text("passportNumber", t("vendorRecord:register.fields.passportNumber"))}
          <FormField label={t("vendorRecord:register.fields.personType")} error={err("personType")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("personType")}>
                <ClosedListOptions list="personType" empty={t("register:form.notGiven")} />
              </NativeSelect>
            )}
          </FormField>
        </FieldGrid>
        {text(
          "latinName",
          t("vendorRecord:register.fields.latinName"),
          t("vendorRecord:register.fields.latinNameHint"),
        )}
      </FormSection>
      <FormSection title={t("vendorRecord:register.group")}>
        <div data-field="ultimateParentId">
          <VendorChoicePicker
            value={parent}
            onChange={(next) => {
              setParent(next);
              form.setValue("ultimateParentId", next?.id ?? "", { shouldDirty: true });
            }}
            country={countryName}
            required={false}
            exclude={vendor.id}
            texts={{
              legend: t("vendorRecord:register.fields.ultimateParent"),
              hint: t("vendorRecord:register.fields.ultimateParentHint"),
              search: t("contractForm:vendorPicker.search"),
              loading: t("contractForm:vendorPicker.loading"),
              loadFailed: t("contractForm:vendorPicker.loadFailed"),
              noMatch: (term) => t("contractForm:vendorPicker.noMatch", { term }),
              none: t("contractForm:vendorPicker.none"),
              matching: (count, n, term) => t("contractForm:vendorPicker.matching", { count, n, term }),
              available: (count, n) => t("contractForm:vendorPicker.available", { count, n }),
              chosen: t("contractForm:vendorPicker.chosen"),
              remove: (name) => t("contractForm:vendorPicker.remove", { name }),
            }}
            error={registerFieldMessage(t, errors.ultimateParentId?.message)}
            disabled={disabled}
            testId="vendor-ultimate-parent"
          />
        </div>
      </FormSection>
      {canEdit && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={busy || !isDirty}
            onClick={() => {
              form.reset();
              setParent(vendor.ultimateParent);
              setFailure(null);
            }}
          >
            {t("register:form.discard")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="vendor-register-save">
            {busy ? t("register:form.saving") : t("register:form.save")}
          </Button>
        </div>
      )}
    </form>
  );
}
