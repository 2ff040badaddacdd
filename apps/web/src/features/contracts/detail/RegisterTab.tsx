import { useMutation, useQuery } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import type { ContractRegisterOutput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, Skeleton } from "@tprm/ui";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useFocusField } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { RegisterArrangement } from "./RegisterArrangement";
import { RegisterAssessment, RegisterData } from "./RegisterAssessment";
import { type RegisterEntityChoice, useRegisterEntities } from "./RegisterPickers";
import { RegisterSupplyChain } from "./RegisterSupplyChain";
import { RegisterUsage } from "./RegisterUsage";
import {
  type ContractRegisterBody,
  type ContractRegisterValues,
  contractRegisterResolver,
  contractRegisterValues,
} from "./register-values";

/**
 * The contract's fields for the regulatory register (EBA outsourcing register, DORA Register of Information): the
 * arrangement, data and cloud, criticality and exit, the functions and entities it serves and its supply chain.
 * Opened by /contracts?contract=<id>&section=register[&field=<name>], which focuses the field named.
 */
export function RegisterTab({
  contractId,
  noticePeriodDays,
  focusField,
}: {
  contractId: string;
  noticePeriodDays: number | null;
  focusField: string | null;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const record = useQuery(trpc.register.contract.get.queryOptions({ id: contractId }));
  const { entities, ready } = useRegisterEntities();
  const overarchingId = record.data?.overarchingContractId ?? null;
  const overarching = useQuery({
    ...trpc.contracts.get.queryOptions({ id: overarchingId ?? "" }),
    enabled: overarchingId !== null,
  });
  if (record.isPending || !ready || (overarchingId !== null && overarching.isPending)) {
    return <Skeleton className="h-96 w-full" />;
  }
  if (record.isError) {
    return (
      <QueryErrorAlert
        title={t("contractDetail:register.loadFailed")}
        error={record.error}
        fallback={t("contractDetail:register.loadFailed")}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  const overarchingRef =
    overarchingId === null
      ? null
      : { id: overarchingId, name: overarching.data ? `${overarching.data.name}` : overarchingId };
  return (
    <RegisterForm
      key={record.data.id}
      record={record.data}
      entities={entities}
      overarching={overarchingRef}
      noticePeriodDays={noticePeriodDays}
      focusField={focusField}
    />
  );
}

function RegisterForm({
  record,
  entities,
  overarching,
  noticePeriodDays,
  focusField,
}: {
  record: ContractRegisterOutput;
  entities: RegisterEntityChoice[];
  overarching: { id: string; name: string } | null;
  noticePeriodDays: number | null;
  focusField: string | null;
}) {
  const { t } = useTranslation(["contractDetail", "register"]);
  const trpc = useTRPC();
  const { data: me, isPending: sessionPending } = useSession();
  const canEdit = allows(me?.role, REGISTER_ACCESS.contractFields);
  const [failure, setFailure] = useState<string | null>(null);
  // Discarding remounts the sections, so the pickers show the values as loaded again.
  const [generation, setGeneration] = useState(0);
  const root = useRef<HTMLFormElement>(null);
  const form = useForm<ContractRegisterValues, unknown, ContractRegisterBody>({
    resolver: contractRegisterResolver(record.id),
    defaultValues: contractRegisterValues(record),
  });
  // Focused once the role is known: until then the fields are closed.
  useFocusField(focusField, !sessionPending, root);

  const save = useMutation(
    trpc.register.contract.update.mutationOptions({
      onSuccess: (saved) => {
        setFailure(null);
        form.reset(contractRegisterValues(saved));
        toast.success(t("contractDetail:register.saved", { reference: saved.reference }));
      },
      onError: (error) => {
        const message = errorText(t, error, t("contractDetail:register.saveFailed"));
        applyServerIssues(form, error);
        setFailure(message);
        toast.error(message);
      },
    }),
  );
  const busy = save.isPending;
  const disabled = busy || !canEdit;
  const choices = useMemo(
    () => entityChoices(entities, record, t("contractDetail:register.hiddenEntity")),
    [entities, record, t],
  );
  const contract = { id: record.id, currency: record.currency, noticePeriodDays, overarching };

  return (
    <form
      ref={root}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      className="grid gap-8"
      data-testid="contract-register-form"
    >
      <p className="text-sm text-muted-foreground">
        {canEdit ? t("contractDetail:register.intro") : t("contractDetail:register.readOnly")}
      </p>
      {failure && (
        <Alert variant="destructive" data-testid="contract-register-failure">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div key={generation} className="grid gap-8">
        <RegisterArrangement form={form} contract={contract} entities={choices} disabled={disabled} />
        <RegisterUsage form={form} functions={record.functions} entities={choices} disabled={disabled} />
        <RegisterData form={form} disabled={disabled} />
        <RegisterAssessment form={form} disabled={disabled} />
        <RegisterSupplyChain form={form} provider={record.vendor} disabled={disabled} />
      </div>
      {canEdit && (
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 border-t bg-background py-3">
          <Button
            type="button"
            variant="outline"
            disabled={busy || !form.formState.isDirty}
            onClick={() => {
              form.reset();
              setGeneration((g) => g + 1);
              setFailure(null);
            }}
          >
            {t("register:form.discard")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="contract-register-save">
            {busy ? t("register:form.saving") : t("register:form.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * The entities the selects offer: the register's, and those the record names that the role may not list (a contract
 * viewer without the register's data sees the using entities by the names the record carries).
 */
export function entityChoices(
  listed: RegisterEntityChoice[],
  record: Pick<ContractRegisterOutput, "recipients" | "signingEntityId">,
  hidden: string,
): RegisterEntityChoice[] {
  const known = new Map(listed.map((e) => [e.id, e]));
  for (const r of record.recipients) {
    if (!known.has(r.entityId))
      known.set(r.entityId, { id: r.entityId, name: r.entityName, kind: "entity", parentId: null });
    if (r.branchId && !known.has(r.branchId)) {
      known.set(r.branchId, { id: r.branchId, name: r.branchName ?? hidden, kind: "branch", parentId: r.entityId });
    }
  }
  const signer = record.signingEntityId;
  if (signer && !known.has(signer)) known.set(signer, { id: signer, name: hidden, kind: "entity", parentId: null });
  return [...known.values()];
}
