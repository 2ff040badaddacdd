import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { completeOffboardingInput, startOffboardingInput } from "@tprm/api/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  DialogFooter,
  FormField,
  Textarea,
} from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { dialogOutcome, displayName, GuardedDialog } from "../../components/dialog-support";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { COMPLETE_ISSUES, START_ISSUES } from "./record/form-issues";
import { translatedErrors } from "./record/issue-messages";
import type { VendorRef } from "./types";

/** Start offboarding: why. The requester is the signed-in user (the server records them). */
export function StartOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const { data: me } = useSession();
  const form = useForm<z.input<typeof startOffboardingInput>, unknown, z.output<typeof startOffboardingInput>>({
    resolver: zodResolver(startOffboardingInput),
    defaultValues: { vendorId: vendor.id, reason: "" },
  });
  const { errors } = form.formState;
  const error = translatedErrors(t, START_ISSUES);
  const start = useMutation(
    trpc.vendors.startOffboarding.mutationOptions(
      dialogOutcome({
        success: t("vendorRecord:startOffboarding.started", { name: vendor.name }),
        failure: t("vendorRecord:startOffboarding.failed"),
        onClose,
        form,
      }),
    ),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={start.isPending}
      title={t("vendorRecord:startOffboarding.title")}
      description={t("vendorRecord:startOffboarding.description", { name: vendor.name })}
      testId="offboarding-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => start.mutate(values))} noValidate className="grid gap-4">
        <FormField label={t("vendorRecord:startOffboarding.reason")} error={error("reason", errors.reason)} required>
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              autoFocus
              placeholder={t("vendorRecord:startOffboarding.reasonExample")}
              {...form.register("reason")}
            />
          )}
        </FormField>
        <dl className="grid gap-1">
          <dt className="text-sm leading-none font-medium">{t("vendorRecord:startOffboarding.requester")}</dt>
          <dd className="text-sm" data-testid="offboarding-requester">
            <span className="font-medium">{displayName(me)}</span>{" "}
            <span className="text-muted-foreground">{t("vendorRecord:startOffboarding.you")}</span>
          </dd>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={start.isPending}>
            {t("vendorRecord:dialogs.cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={start.isPending}>
            {start.isPending ? t("vendorRecord:startOffboarding.starting") : t("vendorRecord:actions.startOffboarding")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Complete offboarding with notes: the vendor becomes Offboarded (final). */
export function CompleteOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const form = useForm<z.input<typeof completeOffboardingInput>, unknown, z.output<typeof completeOffboardingInput>>({
    resolver: zodResolver(completeOffboardingInput),
    defaultValues: { vendorId: vendor.id, completionNotes: "" },
  });
  const { errors } = form.formState;
  const error = translatedErrors(t, COMPLETE_ISSUES);
  const complete = useMutation(
    trpc.vendors.completeOffboarding.mutationOptions(
      dialogOutcome({
        success: t("vendorRecord:completeOffboarding.completed", { name: vendor.name }),
        failure: t("vendorRecord:completeOffboarding.failed"),
        onClose,
        form,
      }),
    ),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={complete.isPending}
      title={t("vendorRecord:actions.completeOffboarding")}
      description={t("vendorRecord:completeOffboarding.description", { name: vendor.name })}
      testId="complete-offboarding-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => complete.mutate(values))} noValidate className="grid gap-4">
        <FormField
          label={t("vendorRecord:completeOffboarding.notes")}
          error={error("completionNotes", errors.completionNotes)}
          description={t("vendorRecord:completeOffboarding.notesHint")}
        >
          {(field) => <Textarea {...field} rows={4} autoFocus {...form.register("completionNotes")} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
            {t("vendorRecord:dialogs.cancel")}
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            {complete.isPending
              ? t("vendorRecord:completeOffboarding.completing")
              : t("vendorRecord:actions.completeOffboarding")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Cancel an open offboarding: the vendor returns to Active. */
export function CancelOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const cancel = useMutation(
    trpc.vendors.cancelOffboarding.mutationOptions(
      dialogOutcome({
        success: t("vendorRecord:cancelOffboarding.cancelled", { name: vendor.name }),
        failure: t("vendorRecord:cancelOffboarding.failed"),
        onClose,
      }),
    ),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => cancel.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("vendorRecord:cancelOffboarding.title", { name: vendor.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("vendorRecord:cancelOffboarding.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{t("vendorRecord:cancelOffboarding.keep")}</AlertDialogCancel>
          <Button disabled={cancel.isPending} onClick={() => cancel.mutate({ vendorId: vendor.id })}>
            {cancel.isPending
              ? t("vendorRecord:cancelOffboarding.cancelling")
              : t("vendorRecord:actions.cancelOffboarding")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
