import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@tprm/ui";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues, GuardedDialog } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useFocusField } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import type { BusinessFunctionRow as BusinessFunctionOutput } from "../records/types";
import { FunctionFields } from "./FunctionFields";
import {
  type FunctionFormOutput,
  type FunctionFormValues,
  functionResolver,
  functionValues,
  newFunctionValues,
} from "./function-form-values";

/**
 * Add or edit one of the bank's functions (/register?tab=functions&function=<id|new>[&field=<name>]): the function
 * is loaded, the field a link names is focused, and the save's refusal puts the server's messages on the fields.
 */
export function FunctionFormDialog({
  functionId,
  focusField,
  canEdit,
  onClose,
}: {
  functionId: string;
  focusField: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const isNew = functionId === "new";
  const record = useQuery({ ...trpc.register.functions.get.queryOptions({ id: functionId }), enabled: !isNew });
  const entities = useQuery(
    trpc.register.entities.list.queryOptions({ kind: "entity", limit: 200, sort: "name", order: "asc" }),
  );
  if ((!isNew && (record.isPending || record.isError)) || entities.isPending) {
    const error = record.isError ? record : entities.isError ? entities : null;
    return (
      <GuardedDialog
        open
        onOpenChange={(open) => !open && onClose()}
        busy={false}
        title={t("register:functions.titleEdit")}
      >
        {error ? (
          <QueryErrorAlert
            title={t("register:functions.loadFailed")}
            error={error.error}
            fallback={t("register:functions.loadFailed")}
            onRetry={() => void error.refetch()}
            retrying={error.isFetching}
          />
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {t("register:functions.loading")}
          </p>
        )}
      </GuardedDialog>
    );
  }
  const choices = (entities.data?.items ?? []).map((e) => ({ id: e.id, name: e.name, keeps: e.maintainsRegister }));
  return (
    <FunctionForm
      record={isNew ? null : (record.data ?? null)}
      entities={choices}
      focusField={focusField}
      canEdit={canEdit}
      onClose={onClose}
    />
  );
}

function FunctionForm({
  record,
  entities,
  focusField,
  canEdit,
  onClose,
}: {
  record: BusinessFunctionOutput | null;
  entities: { id: string; name: string; keeps: boolean }[];
  focusField: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded] = useState(() =>
    record ? functionValues(record) : newFunctionValues((entities.find((e) => e.keeps) ?? entities[0])?.id),
  );
  const form = useForm<FunctionFormValues, unknown, FunctionFormOutput>({
    resolver: functionResolver(record?.id ?? null),
    defaultValues: loaded,
  });
  const root = useRef<HTMLDivElement>(null);
  // Focused once the role is known: until then the fields are closed.
  const session = useSession();
  useFocusField(focusField, !session.isPending, root);

  const saved = (f: BusinessFunctionOutput) => {
    toast.success(
      record ? t("register:functions.saved", { name: f.name }) : t("register:functions.created", { name: f.name }),
    );
    onClose();
  };
  const refused = (error: unknown) => {
    const message = errorText(t, error, t("register:functions.saveFailed"));
    applyServerIssues(form, error);
    setFailure(message);
    toast.error(message);
  };
  const create = useMutation(trpc.register.functions.create.mutationOptions({ onSuccess: saved, onError: refused }));
  const update = useMutation(trpc.register.functions.update.mutationOptions({ onSuccess: saved, onError: refused }));
  const busy = create.isPending || update.isPending;

  const submit = (body: FunctionFormOutput) => {
    setFailure(null);
    if (!canEdit) return onClose();
    if (record) update.mutate(body as Parameters<typeof update.mutate>[0]);
    else create.mutate(body as Parameters<typeof create.mutate>[0]);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={record ? t("register:functions.titleEditNamed", { name: record.name }) : t("register:functions.titleNew")}
      description={t("register:functions.dialogDescription")}
      className="sm:max-w-3xl"
      testId="function-form-dialog"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel={
        !canEdit ? t("register:form.close") : record ? t("register:form.save") : t("register:functions.create")
      }
      busyLabel={t("register:form.saving")}
    >
      <div ref={root} className="grid min-w-0 gap-4">
        {failure && (
          <Alert variant="destructive" data-testid="function-save-failure">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <FunctionFields form={form} entities={entities} disabled={busy || !canEdit} />
      </div>
    </FormDialog>
  );
}
