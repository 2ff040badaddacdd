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
import { useCalendar } from "../../../lib/calendar";
import { useFocusField } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import type { RegisterEntityRow as RegisterEntityOutput } from "../records/types";
import { EntityFields } from "./EntityFields";
import {
  type EntityFormOutput,
  type EntityFormValues,
  entityResolver,
  entityValues,
  newEntityValues,
} from "./entity-form-values";

/**
 * Add or edit one of the bank's entities or branches (/register?tab=entities&entity=<id|new>[&field=<name>]): the
 * entity is loaded, the field a link names is focused, and the save's refusal puts the server's messages on the
 * fields.
 */
export function EntityFormDialog({
  entityId,
  focusField,
  canEdit,
  onClose,
}: {
  entityId: string;
  focusField: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const isNew = entityId === "new";
  const entity = useQuery({ ...trpc.register.entities.get.queryOptions({ id: entityId }), enabled: !isNew });
  // The parents' select shows the stored parent only once its option is there: the form waits for the list.
  const parents = useQuery(
    trpc.register.entities.list.queryOptions({ kind: "entity", limit: 200, sort: "name", order: "asc" }),
  );
  if ((!isNew && (entity.isPending || entity.isError)) || parents.isPending) {
    return (
      <GuardedDialog
        open
        onOpenChange={(open) => !open && onClose()}
        busy={false}
        title={t("register:entities.titleEdit")}
      >
        {entity.isError ? (
          <QueryErrorAlert
            title={t("register:entities.loadFailed")}
            error={entity.error}
            fallback={t("register:entities.loadFailed")}
            onRetry={() => void entity.refetch()}
            retrying={entity.isFetching}
          />
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {t("register:entities.loading")}
          </p>
        )}
      </GuardedDialog>
    );
  }
  return (
    <EntityForm
      entity={isNew ? null : (entity.data ?? null)}
      parents={(parents.data?.items ?? []).filter((p) => p.id !== entityId)}
      focusField={focusField}
      canEdit={canEdit}
      onClose={onClose}
    />
  );
}

function EntityForm({
  entity,
  parents,
  focusField,
  canEdit,
  onClose,
}: {
  entity: RegisterEntityOutput | null;
  parents: { id: string; name: string }[];
  focusField: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded] = useState(() => (entity ? entityValues(entity) : newEntityValues(today)));
  const form = useForm<EntityFormValues, unknown, EntityFormOutput>({
    resolver: entityResolver(entity?.id ?? null),
    defaultValues: loaded,
  });
  const root = useRef<HTMLDivElement>(null);
  // Focused once the role is known: until then the fields are closed.
  const session = useSession();
  useFocusField(focusField, !session.isPending, root);

  const saved = (e: RegisterEntityOutput) => {
    toast.success(
      entity ? t("register:entities.saved", { name: e.name }) : t("register:entities.created", { name: e.name }),
    );
    onClose();
  };
  const refused = (error: unknown) => {
    const message = errorText(t, error, t("register:entities.saveFailed"));
    applyServerIssues(form, error);
    setFailure(message);
    toast.error(message);
  };
  const create = useMutation(trpc.register.entities.create.mutationOptions({ onSuccess: saved, onError: refused }));
  const update = useMutation(trpc.register.entities.update.mutationOptions({ onSuccess: saved, onError: refused }));
  const busy = create.isPending || update.isPending;

  const submit = (body: EntityFormOutput) => {
    setFailure(null);
    if (!canEdit) return onClose();
    if (entity) update.mutate(body as Parameters<typeof update.mutate>[0]);
    else create.mutate(body as Parameters<typeof create.mutate>[0]);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={entity ? t("register:entities.titleEditNamed", { name: entity.name }) : t("register:entities.titleNew")}
      description={t("register:entities.dialogDescription")}
      className="sm:max-w-3xl"
      testId="entity-form-dialog"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel={
        !canEdit ? t("register:form.close") : entity ? t("register:form.save") : t("register:entities.create")
      }
      busyLabel={t("register:form.saving")}
    >
      <div ref={root} className="grid min-w-0 gap-4">
        {failure && (
          <Alert variant="destructive" data-testid="entity-save-failure">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <EntityFields form={form} parents={parents} disabled={busy || !canEdit} />
      </div>
    </FormDialog>
  );
}
