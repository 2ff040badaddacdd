import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createKpiBreachFormInput, type createKpiBreachInput, RISK_LEVEL_LABELS, RISK_LEVELS } from "@tprm/api/schemas";
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
  Input,
  NativeSelect,
  Textarea,
} from "@tprm/ui";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { dialogOutcome, GuardedDialog } from "../../components/dialog-support";
import { FormDateField } from "../../components/FormDateField";
import { LabelledOptions } from "../../components/LabelledOptions";
import { useCalendar } from "../../lib/calendar";
import { useTRPC } from "../../lib/trpc";
import type { VendorRef } from "./types";

/** Record a breach of an agreed service level: it counts against the vendor's relationship health until resolved. */
export function RecordKpiBreachDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const trpc = useTRPC();
  const { today } = useCalendar();
  const form = useForm<z.input<typeof createKpiBreachInput>, unknown, z.output<typeof createKpiBreachInput>>({
    resolver: zodResolver(createKpiBreachFormInput(today)),
    defaultValues: {
      vendorId: vendor.id,
      kpi: "",
      threshold: "",
      actual: "",
      unit: "",
      severity: "medium",
      occurredAt: today,
      notes: "",
    },
  });
  const { errors } = form.formState;
  const record = useMutation(
    trpc.kpiBreaches.create.mutationOptions(
      dialogOutcome({
        success: `KPI breach recorded for ${vendor.name}.`,
        failure: "The KPI breach could not be recorded.",
        onClose,
        form,
      }),
    ),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={record.isPending}
      title="Record KPI breach"
      description={`A service level ${vendor.name} missed. Open breaches lower its relationship health until they are resolved.`}
      testId="kpi-breach-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => record.mutate(values))} noValidate className="grid gap-4">
        <FormField
          label="KPI"
          error={errors.kpi}
          required
          description="e.g. Service availability, Incident response time"
        >
          {(field) => <Input {...field} autoFocus {...form.register("kpi")} />}
        </FormField>
        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-3">
          <FormField label="Target" error={errors.threshold} required>
            {(field) => (
              <Input {...field} inputMode="decimal" placeholder="e.g. 99.9" {...form.register("threshold")} />
            )}
          </FormField>
          <FormField label="Actual" error={errors.actual} required>
            {(field) => <Input {...field} inputMode="decimal" placeholder="e.g. 97.5" {...form.register("actual")} />}
          </FormField>
          <FormField label="Unit" error={errors.unit} description="e.g. %, hours">
            {(field) => <Input {...field} {...form.register("unit")} />}
          </FormField>
        </div>
        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
          <FormField label="Severity" error={errors.severity}>
            {(field) => (
              <NativeSelect {...field} {...form.register("severity")}>
                <LabelledOptions values={RISK_LEVELS} labels={RISK_LEVEL_LABELS} />
              </NativeSelect>
            )}
          </FormField>
          <FormDateField
            control={form.control}
            name="occurredAt"
            label="Occurred on"
            error={errors.occurredAt}
            required
            max={today}
          />
        </div>
        <FormField label="Notes" error={errors.notes}>
          {(field) => <Textarea {...field} rows={3} {...form.register("notes")} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? "Recording…" : "Record breach"}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Mark an open breach resolved, after confirmation. */
export function ResolveKpiBreachDialog({
  vendor,
  breach,
  onClose,
}: {
  vendor: VendorRef;
  breach: { id: string; kpi: string };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const resolve = useMutation(
    trpc.kpiBreaches.resolve.mutationOptions(
      dialogOutcome({
        success: `"${breach.kpi}" is resolved.`,
        failure: "The KPI breach could not be resolved.",
        onClose,
      }),
    ),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !resolve.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => resolve.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Resolve "{breach.kpi}"?</AlertDialogTitle>
          <AlertDialogDescription>
            The breach stays on {vendor.name}'s record as resolved today and no longer counts against its relationship
            health.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={resolve.isPending}>Cancel</AlertDialogCancel>
          <Button disabled={resolve.isPending} onClick={() => resolve.mutate({ id: breach.id })}>
            {resolve.isPending ? "Resolving…" : "Mark resolved"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
