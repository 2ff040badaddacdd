import { useMutation, useQuery } from "@tanstack/react-query";
import { webhookInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, Checkbox, DialogFooter, FormField, Input, Skeleton } from "@tprm/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { GuardedDialog } from "../../../components/dialog-support";
import { Switch } from "../../../components/Switch";
import { useTRPC } from "../../../lib/trpc";
import type { Webhook } from "./WebhookRow";
import { type EventGroup, eventGroups, eventLabelKey } from "./webhook-view";

type Field = "name" | "url" | "events";
type Errors = Partial<Record<Field, string>>;

/** The localised message for a field the form or the server refused (the server's URL guard gives its own reason). */
const FIELD_MESSAGE: Record<Field, string> = {
  name: "integrations:form.nameRequired",
  url: "integrations:form.urlInvalid",
  events: "integrations:form.eventsRequired",
};

/** Create or edit an endpoint: name, URL, events from the catalogue, on or off; editing may rotate the secret. */
export function WebhookFormDialog({
  open,
  webhook,
  onClose,
  onSecret,
}: {
  open: boolean;
  webhook: Webhook | null;
  onClose: () => void;
  onSecret: (secret: { name: string; value: string }) => void;
}) {
  const { t } = useTranslation(["integrations", "common"]);
  const trpc = useTRPC();
  const catalogue = useQuery({ ...trpc.webhooks.events.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const busy = create.isPending || update.isPending;
  const [name, setName] = useState(webhook?.name ?? "");
  const [url, setUrl] = useState(webhook?.url ?? "https://");
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [rotate, setRotate] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const names = catalogue.data?.items.map((e) => e.name) ?? [];

  const toggle = (event: string, on: boolean) =>
    setEvents((current) => (on ? [...current.filter((e) => e !== event), event] : current.filter((e) => e !== event)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = webhookInput.safeParse({ name, url, events, active });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in FIELD_MESSAGE && !next[field]) next[field] = t(FIELD_MESSAGE[field]);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      const issues = (error as { data?: { issues?: { path?: unknown }[] } } | null)?.data?.issues ?? [];
      if (issues.some((i) => i.path === "url")) setErrors({ url: t("integrations:webhooks.urlRefused") });
      else setFailure(t("integrations:webhooks.saveFailed"));
    };
    const onSuccess = (saved: { name: string; secret: string | null }) => {
      onClose();
      if (saved.secret) onSecret({ name: saved.name, value: saved.secret });
    };
    if (webhook) update.mutate({ ...parsed.data, id: webhook.id, rotateSecret: rotate }, { onSuccess, onError });
    else create.mutate(parsed.data, { onSuccess, onError });
  };

  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      busy={busy}
      title={webhook ? t("integrations:form.editTitle", { name: webhook.name }) : t("integrations:form.createTitle")}
      description={t("integrations:form.description")}
      className="sm:max-w-2xl"
      testId="webhook-form"
    >
      <form noValidate onSubmit={onSubmit} className="grid max-h-[70vh] gap-4 overflow-y-auto px-0.5">
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <FormField label={t("integrations:form.name")} error={{ message: errors.name }} required>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label={t("integrations:form.url")}
          description={t("integrations:form.urlHelp")}
          error={{ message: errors.url }}
          required
        >
          {(control) => (
            <Input {...control} type="url" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" />
          )}
        </FormField>
        <fieldset className="grid gap-2" aria-describedby="webhook-events-help">
          <legend className="text-sm font-medium">{t("integrations:form.events")}</legend>
          <p id="webhook-events-help" className="text-sm text-muted-foreground">
            {t("integrations:form.eventsHelp")}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEvents(names)}>
              {t("integrations:form.selectAll")}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setEvents([])}>
              {t("integrations:form.clearAll")}
            </Button>
          </div>
          {catalogue.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : (
            eventGroups(names).map((group) => (
              <EventGroupBoxes key={group.kind} group={group} chosen={events} onToggle={toggle} />
            ))
          )}
          {errors.events && (
            <p role="alert" className="text-sm text-destructive">
              {errors.events}
            </p>
          )}
        </fieldset>
        <div className="flex items-center gap-3">
          <Switch
            id="webhook-active"
            checked={active}
            onCheckedChange={setActive}
            aria-labelledby="webhook-active-label"
          />
          <span id="webhook-active-label" className="text-sm">
            {t("integrations:form.active")}
          </span>
        </div>
        {webhook && (
          <div className="flex items-start gap-3">
            <Checkbox id="webhook-rotate" checked={rotate} onCheckedChange={(c) => setRotate(c === true)} />
            <label htmlFor="webhook-rotate" className="text-sm">
              {t("integrations:form.rotate")}
            </label>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t("integrations:cancel")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="webhook-save">
            {busy
              ? t("integrations:form.saving")
              : webhook
                ? t("integrations:form.save")
                : t("integrations:form.create")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

function EventGroupBoxes({
  group,
  chosen,
  onToggle,
}: {
  group: EventGroup;
  chosen: string[];
  onToggle: (event: string, on: boolean) => void;
}) {
  const { t } = useTranslation(["integrations"]);
  return (
    <div className="grid gap-1.5 rounded-md border p-3">
      <p className="text-sm font-semibold">
        {t(`integrations:form.groups.${group.kind}`, { defaultValue: group.kind })}
      </p>
      {group.events.map((event) => {
        const id = `event-${event.replace(".", "-")}`;
        return (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={chosen.includes(event)}
              onCheckedChange={(c) => onToggle(event, c === true)}
              className="mt-0.5"
            />
            <label htmlFor={id} className="text-sm">
              {t(eventLabelKey(event), { defaultValue: event })}{" "}
              <code className="text-xs text-muted-foreground">{event}</code>
            </label>
          </div>
        );
      })}
    </div>
  );
}
