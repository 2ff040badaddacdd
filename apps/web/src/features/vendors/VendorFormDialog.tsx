import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { httpStatusOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import type { VendorDetail } from "./types";
import { VendorForm, type VendorFormApi, type VendorFormOutput, type VendorFormValues } from "./VendorForm";
import { vendorErrorMessage } from "./vendor-errors";
import type { Translate } from "./vendor-format";

const EMPTY: VendorFormValues = {
  name: "",
  legalName: "",
  businessType: "",
  country: "",
  countryOfService: "",
  contactPerson: "",
  email: "",
  phone: "",
  currency: "USD",
  servicesProvided: "",
  criticality: "medium",
  lei: "",
  registrationNumber: "",
  registeredAddress: "",
  parentCompany: "",
};

function valuesFrom(vendor: VendorDetail): VendorFormValues {
  return {
    name: vendor.name,
    legalName: vendor.legalName ?? "",
    businessType: vendor.businessType ?? "",
    country: vendor.country ?? "",
    countryOfService: vendor.countryOfService ?? "",
    contactPerson: vendor.contactPerson ?? "",
    email: vendor.email ?? "",
    phone: vendor.phone ?? "",
    currency: vendor.currency,
    servicesProvided: vendor.servicesProvided.join(", "),
    criticality: vendor.criticality,
    lei: vendor.lei ?? "",
    registrationNumber: vendor.registrationNumber ?? "",
    registeredAddress: vendor.registeredAddress ?? "",
    parentCompany: vendor.parentCompany ?? "",
  };
}

/** New Vendor Onboarding: the vendor starts in onboarding with the standard checklist. */
export function NewVendorDialog({
  open,
  onOpenChange,
  onCreated,
  onOpenVendor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (vendor: { id: string; name: string }) => void;
  onOpenVendor: (id: string) => void;
}) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const create = useMutation(
    trpc.vendors.create.mutationOptions({
      onSuccess: (vendor) => {
        toast.success(t("vendors:form.created", { name: vendor.name }), {
          action: { label: t("vendors:form.open"), onClick: () => onOpenVendor(vendor.id) },
        });
        onOpenChange(false);
        onCreated(vendor);
      },
    }),
  );
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title={t("vendors:form.newTitle")}
      description={t("vendors:form.newDescription")}
      className="sm:max-w-3xl"
      testId="new-vendor-dialog"
    >
      {open && (
        <VendorForm
          defaults={EMPTY}
          busy={create.isPending}
          submitLabel={t("vendors:form.startOnboarding")}
          busyLabel={t("vendors:form.saving")}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onError: (error) => showSaveError(t, form, values, error, t("vendors:form.createFailed")),
            })
          }
        />
      )}
    </GuardedDialog>
  );
}

/** Edit the vendor's details (not its status: the lifecycle buttons do that). */
export function EditVendorDialog({ vendor, onClose }: { vendor: VendorDetail; onClose: () => void }) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const update = useMutation(
    trpc.vendors.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("vendors:form.updated", { name: saved.name }));
        onClose();
      },
    }),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={update.isPending}
      title={t("vendors:form.editTitle", { name: vendor.name })}
      description={t("vendors:form.editDescription")}
      className="sm:max-w-3xl"
      testId="edit-vendor-dialog"
    >
      <VendorForm
        defaults={valuesFrom(vendor)}
        busy={update.isPending}
        submitLabel={t("vendors:form.saveChanges")}
        busyLabel={t("vendors:form.saving")}
        onCancel={onClose}
        onSubmit={(values, form) =>
          update.mutate(
            { id: vendor.id, ...values },
            { onError: (error) => showSaveError(t, form, values, error, t("vendors:form.saveFailed")) },
          )
        }
      />
    </GuardedDialog>
  );
}

/**
 * A refused save: the server's field issues on their fields, and a toast. A 409 from this form is the LEI (the only
 * unique field it sends), said in the user's language on the LEI field.
 */
function showSaveError(t: Translate, form: VendorFormApi, values: VendorFormOutput, error: unknown, fallback: string) {
  if (httpStatusOf(error) === 409 && values.lei) {
    const message = t("vendors:form.errors.leiTaken", { lei: values.lei });
    form.setError("lei", { type: "server", message });
    toast.error(message);
    return;
  }
  applyServerIssues(form, error);
  toast.error(vendorErrorMessage(t, error, fallback));
}
