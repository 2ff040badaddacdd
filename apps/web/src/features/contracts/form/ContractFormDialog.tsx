import { useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@tprm/ui";
import { Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { useCalendar } from "../../../lib/calendar";
import { useFocusField } from "../../../lib/record-focus";
import { useTRPC } from "../../../lib/trpc";
import { typeLabel } from "../contract-format";
import { type Chosen, ContractTermsFields } from "./ContractFields";
import {
  type ContractFormOutput,
  type ContractFormValues,
  type ContractTemplateRef,
  type CreateOutput,
  changedKeys,
  contractResolver,
  contractValues,
  type EditableContract,
  newContractValues,
  type UpdateOutput,
} from "./contract-form-values";
import { GovernanceFields } from "./GovernanceFields";

export interface ContractFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contract to edit (contracts.get's answer); without it, a new contract. */
  contract?: EditableContract | undefined;
  /** A new contract from a template: its type is preset and its latest version becomes the first draft document. */
  template?: ContractTemplateRef | undefined;
  /** After a save, with the contract's id (a new contract then opens in its detail). */
  onSaved?: ((id: string) => void) | undefined;
  /** The field a link named (`field=`): focused once the form is on screen. */
  focusField?: string | null | undefined;
}

/**
 * Add or edit a contract, validated by the procedure's own schema (its messages, in the user's language). A refused
 * save puts the server's messages on the fields they name; a saved one says so and the register refreshes
 * (@tprm/api/refresh).
 */
export function ContractFormDialog(props: ContractFormDialogProps) {
  if (!props.open) return null;
  // Mounted afresh at every opening, so the form starts from the contract (or empty) each time.
  return (
    <Suspense fallback={null}>
      <ContractForm key={props.contract?.id ?? props.template?.id ?? "new"} {...props} />
    </Suspense>
  );
}

export default ContractFormDialog;

/** The open form dialog, looked up when a field is to be focused (the dialog renders in a portal). */
const DIALOG_ROOT = {
  get current(): ParentNode | null {
    return document.querySelector('[data-testid="contract-form-dialog"]');
  },
};

function ContractForm({ onOpenChange, contract, template, onSaved, focusField = null }: ContractFormDialogProps) {
  const { t } = useTranslation(["contractForm", "contracts", "common"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const [failure, setFailure] = useState<string | null>(null);
  // The values the form opened with; a later change of day does not reset it.
  const [loaded] = useState(() => (contract ? contractValues(contract) : newContractValues(today, template)));
  const [chosen, setChosen] = useState<Chosen>(() => ({
    vendor: contract?.vendor ?? null,
    owner: contract?.owner ?? null,
  }));
  const form = useForm<ContractFormValues, unknown, ContractFormOutput>({
    resolver: contractResolver(contract ? { id: contract.id } : undefined, template?.id),
    defaultValues: loaded,
  });
  useFocusField(focusField, true, DIALOG_ROOT);

  const saved = (detail: { id: string; reference: string; name: string }) => {
    toast.success(
      contract
        ? t("contractForm:saved", { reference: detail.reference, name: detail.name })
        : t("contractForm:created", { reference: detail.reference, name: detail.name }),
    );
    onOpenChange(false);
    onSaved?.(detail.id);
  };
  const refused = (error: unknown) => {
    const message = errorText(t, error, contract ? t("contractForm:saveFailed") : t("contractForm:createFailed"));
    applyServerIssues(form, error);
    setFailure(message);
    toast.error(message);
  };
  const create = useMutation(trpc.contracts.create.mutationOptions({ onSuccess: saved, onError: refused }));
  const update = useMutation(trpc.contracts.update.mutationOptions({ onSuccess: saved, onError: refused }));
  const busy = create.isPending || update.isPending;

  const submit = (values: ContractFormOutput) => {
    setFailure(null);
    if (contract) {
      const keys = changedKeys(form.getValues(), loaded);
      if (keys.length === 0) {
        onOpenChange(false);
        return;
      }
      const all = values as Record<string, unknown>;
      const changed = Object.fromEntries(keys.map((key) => [key, all[key]]));
      update.mutate({ id: contract.id, ...changed } as UpdateOutput);
    } else {
      create.mutate(values as CreateOutput);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={contract ? t("contractForm:titleEdit", { reference: contract.reference }) : t("contractForm:titleNew")}
      description={
        contract
          ? t("contractForm:descriptionEdit", { name: contract.name })
          : template
            ? t("contractForm:descriptionTemplate", { template: template.name, type: typeLabel(t, template.type) })
            : t("contractForm:descriptionNew")
      }
      className="sm:max-w-3xl"
      testId="contract-form-dialog"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel={contract ? t("contractForm:save") : t("contractForm:create")}
      busyLabel={t("contractForm:saving")}
    >
      {failure && (
        <Alert variant="destructive" data-testid="contract-save-failure">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="grid min-w-0 gap-8">
        <ContractTermsFields form={form} chosen={chosen} onChosen={setChosen} creating={!contract} disabled={busy} />
        <GovernanceFields form={form} disabled={busy} />
      </div>
    </FormDialog>
  );
}
