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
import type { z } from "zod";
import { dialogOutcome, displayName, GuardedDialog } from "../../components/dialog-support";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import type { VendorRef } from "./types";

/** Start offboarding: why. The requester is the signed-in user (the server records them). */
export function StartOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const trpc = useTRPC();
  const { data: me } = useSession();
  const form = useForm<z.input<typeof startOffboardingInput>, unknown, z.output<typeof startOffboardingInput>>({
    resolver: zodResolver(startOffboardingInput),
    defaultValues: { vendorId: vendor.id, reason: "" },
  });
  const { errors } = form.formState;
  const start = useMutation(
    trpc.vendors.startOffboarding.mutationOptions(
      dialogOutcome({
        success: `Offboarding of ${vendor.name} has started.`,
        failure: "The offboarding could not be started.",
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
      title="Vendor Offboarding"
      description={`${vendor.name} moves to Offboarding. Complete it once the exit plan is carried out: data returned or deleted, access revoked, services transferred.`}
      testId="offboarding-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => start.mutate(values))} noValidate className="grid gap-4">
        <FormField label="Reason" error={errors.reason} required>
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              autoFocus
              placeholder="e.g. Contract not renewed; service moved in-house"
              {...form.register("reason")}
            />
          )}
        </FormField>
        <dl className="grid gap-1">
          <dt className="text-sm leading-none font-medium">Requester</dt>
          <dd className="text-sm" data-testid="offboarding-requester">
            <span className="font-medium">{displayName(me)}</span>{" "}
            <span className="text-muted-foreground">(you) — the request is recorded in your name.</span>
          </dd>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={start.isPending}>
            {start.isPending ? "Starting…" : "Start offboarding"}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Complete offboarding with notes: the vendor becomes Offboarded (final). */
export function CompleteOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const trpc = useTRPC();
  const form = useForm<z.input<typeof completeOffboardingInput>, unknown, z.output<typeof completeOffboardingInput>>({
    resolver: zodResolver(completeOffboardingInput),
    defaultValues: { vendorId: vendor.id, completionNotes: "" },
  });
  const { errors } = form.formState;
  const complete = useMutation(
    trpc.vendors.completeOffboarding.mutationOptions(
      dialogOutcome({
        success: `${vendor.name} is offboarded.`,
        failure: "The offboarding could not be completed.",
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
      title="Complete offboarding"
      description={`${vendor.name} will be marked Offboarded. This is the end of its lifecycle; its history stays on file.`}
      testId="complete-offboarding-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => complete.mutate(values))} noValidate className="grid gap-4">
        <FormField
          label="Completion notes"
          error={errors.completionNotes}
          description="What was done: data returned or deleted, access revoked, final invoice settled."
        >
          {(field) => <Textarea {...field} rows={4} autoFocus {...form.register("completionNotes")} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            {complete.isPending ? "Completing…" : "Complete offboarding"}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Cancel an open offboarding: the vendor returns to Active. */
export function CancelOffboardingDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const trpc = useTRPC();
  const cancel = useMutation(
    trpc.vendors.cancelOffboarding.mutationOptions(
      dialogOutcome({
        success: `Offboarding of ${vendor.name} was cancelled; it is active again.`,
        failure: "The offboarding could not be cancelled.",
        onClose,
      }),
    ),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => cancel.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel the offboarding of {vendor.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The vendor returns to Active. The request stays in its history as cancelled.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep offboarding</AlertDialogCancel>
          <Button disabled={cancel.isPending} onClick={() => cancel.mutate({ vendorId: vendor.id })}>
            {cancel.isPending ? "Cancelling…" : "Cancel offboarding"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
