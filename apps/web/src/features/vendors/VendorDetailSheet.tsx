import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Badge,
  Button,
  Checkbox,
  cn,
  Progress,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tprm/ui";
import {
  BadgeCheckIcon,
  ClipboardCheckIcon,
  DoorOpenIcon,
  FlagIcon,
  PencilIcon,
  RotateCcwIcon,
  SearchCheckIcon,
  Trash2Icon,
  UndoIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { InvoiceStatusChip } from "../../components/InvoiceStatusChip";
import { formatAmount, formatCalendarDate, formatDate, formatDateTime, formatMoney } from "../../lib/format";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import type { VendorDetail, VendorDialog, VendorRef } from "./types";
import { useInvalidateVendors } from "./use-invalidate-vendors";
import { RiskChip, VendorStatusChip } from "./VendorChips";
import { VendorLoadError } from "./VendorLoadError";
import { formatMeasure } from "./VendorReports";
import { countryName, humanize, progressPercent, reviewTypeLabel } from "./vendor-format";
import type { VendorRights } from "./vendor-permissions";

/**
 * The vendor's record in a side sheet, opened by /vendor-management?vendor=<id> (so it can be linked and
 * bookmarked): overview, onboarding checklist, reviews, KPI breaches, invoices, offboarding and activity.
 */
export function VendorDetailSheet({
  vendorId,
  rights,
  onClose,
  onDialog,
}: {
  vendorId: string | null;
  rights: VendorRights;
  onClose: () => void;
  onDialog: (dialog: VendorDialog) => void;
}) {
  return (
    <Sheet open={vendorId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        className="gap-0 sm:max-w-3xl"
        aria-describedby={undefined}
        data-testid="vendor-detail"
        // A click on a toast (its close button or action) must not close the record underneath.
        onInteractOutside={(e) => {
          if (e.target instanceof Element && e.target.closest("[data-sonner-toaster]")) e.preventDefault();
        }}
      >
        {vendorId && <VendorDetailBody vendorId={vendorId} rights={rights} onDialog={onDialog} />}
      </SheetContent>
    </Sheet>
  );
}

function VendorDetailBody({
  vendorId,
  rights,
  onDialog,
}: {
  vendorId: string;
  rights: VendorRights;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.vendors.get.queryOptions({ id: vendorId }));

  if (detail.isPending) {
    return (
      <>
        <SheetHeader className="pb-4">
          <SheetTitle>Loading vendor…</SheetTitle>
        </SheetHeader>
        <div className="grid gap-3 px-6" aria-hidden="true">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="mt-4 h-40 w-full" />
        </div>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <SheetHeader className="pb-4">
          <SheetTitle>Vendor</SheetTitle>
        </SheetHeader>
        <div className="px-6">
          <VendorLoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        </div>
      </>
    );
  }
  return <VendorDetailContent vendor={detail.data} rights={rights} onDialog={onDialog} />;
}

function VendorDetailContent({
  vendor,
  rights,
  onDialog,
}: {
  vendor: VendorDetail;
  rights: VendorRights;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const ref: VendorRef = { id: vendor.id, name: vendor.name, status: vendor.status, riskRating: vendor.riskRating };
  const tasks = [...vendor.onboardingTasks].sort((a, b) => a.position - b.position);
  const done = tasks.filter((t) => t.completedAt).length;
  const checklistComplete = done === tasks.length;
  const openOffboarding = vendor.offboardings.find((o) => o.state === "open");

  return (
    <>
      <SheetHeader className="gap-3 border-b pb-4">
        <div className="grid gap-1">
          <SheetTitle className="text-xl">{vendor.name}</SheetTitle>
          <SheetDescription>
            {[
              vendor.legalName !== vendor.name ? vendor.legalName : null,
              vendor.businessType,
              countryName(vendor.country),
            ]
              .filter((part) => part && part !== "—")
              .join(" · ") || "Vendor record"}
          </SheetDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <VendorStatusChip status={vendor.status} />
          <RiskChip risk={vendor.riskRating} />
          <Badge variant="outline" className="text-muted-foreground">
            Criticality: {humanize(vendor.criticality ?? "medium")}
          </Badge>
        </div>
        <VendorStatusActions
          vendor={vendor}
          refVendor={ref}
          rights={rights}
          checklistComplete={checklistComplete}
          onDialog={onDialog}
        />
      </SheetHeader>

      <Tabs defaultValue={vendor.status === "onboarding" ? "onboarding" : "overview"} className="gap-4 px-6 py-4">
        <TabsList className="h-auto w-full flex-wrap justify-start" aria-label="Vendor record sections">
          <TabsTrigger value="overview" className="flex-none">
            Overview
          </TabsTrigger>
          <TabsTrigger value="onboarding" className="flex-none">
            Onboarding <CountBadge n={`${done}/${tasks.length}`} />
          </TabsTrigger>
          <TabsTrigger value="reviews" className="flex-none">
            Reviews <CountBadge n={vendor.reviews.length} />
          </TabsTrigger>
          <TabsTrigger value="kpi" className="flex-none">
            KPI breaches <CountBadge n={vendor.kpiBreaches.length} />
          </TabsTrigger>
          {vendor.invoices && (
            <TabsTrigger value="invoices" className="flex-none">
              Invoices <CountBadge n={vendor.invoices.length} />
            </TabsTrigger>
          )}
          <TabsTrigger value="offboarding" className="flex-none">
            Offboarding
          </TabsTrigger>
          <TabsTrigger value="activity" className="flex-none">
            Activity
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview">
          <Overview vendor={vendor} />
        </TabsContent>
        <TabsContent value="onboarding">
          <OnboardingChecklist
            vendor={vendor}
            tasks={tasks}
            done={done}
            canTick={rights.relationship}
            canActivate={rights.edit}
            complete={checklistComplete}
          />
        </TabsContent>
        <TabsContent value="reviews">
          <Reviews
            vendor={vendor}
            canReview={rights.relationship}
            onReview={() => onDialog({ kind: "review", vendor: ref })}
          />
        </TabsContent>
        <TabsContent value="kpi">
          <KpiBreaches
            vendor={vendor}
            canRecord={rights.relationship && vendor.status !== "offboarded"}
            onRecord={() => onDialog({ kind: "record-breach", vendor: ref })}
            onResolve={(breach) => onDialog({ kind: "resolve-breach", vendor: ref, breach })}
          />
        </TabsContent>
        {vendor.invoices && (
          <TabsContent value="invoices">
            <Invoices invoices={vendor.invoices} />
          </TabsContent>
        )}
        <TabsContent value="offboarding">
          <Offboardings
            vendor={vendor}
            open={openOffboarding}
            canOffboard={rights.relationship}
            onDialog={(kind) => onDialog({ kind, vendor: ref })}
          />
        </TabsContent>
        <TabsContent value="activity">
          <Activity vendor={vendor} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function CountBadge({ n }: { n: number | string }) {
  return <span className="rounded-full bg-foreground/10 px-1.5 text-xs tabular-nums">{n}</span>;
}

/** Lifecycle buttons: Activate, Mark under review / Return to active, Review, offboarding, edit and delete. */
function VendorStatusActions({
  vendor,
  refVendor,
  rights,
  checklistComplete,
  onDialog,
}: {
  vendor: VendorDetail;
  refVendor: VendorRef;
  rights: VendorRights;
  checklistComplete: boolean;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const setStatus = useSetVendorStatus(vendor.name);
  const status = vendor.status;
  const busy = setStatus.isPending;
  const actions: ReactNode[] = [];

  if (rights.edit && status === "onboarding") {
    actions.push(
      <Button
        key="activate"
        size="sm"
        disabled={busy || !checklistComplete}
        title={checklistComplete ? undefined : "Complete every onboarding task first"}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
      >
        <BadgeCheckIcon aria-hidden="true" />
        Activate vendor
      </Button>,
    );
  }
  if (rights.relationship && status !== "offboarded") {
    actions.push(
      <Button
        key="review"
        size="sm"
        variant={status === "active" || status === "under_review" ? "default" : "outline"}
        onClick={() => onDialog({ kind: "review", vendor: refVendor })}
      >
        <ClipboardCheckIcon aria-hidden="true" />
        Review vendor
      </Button>,
    );
  }
  if (rights.edit && status === "active") {
    actions.push(
      <Button
        key="under-review"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "under_review" })}
      >
        <SearchCheckIcon aria-hidden="true" />
        Mark under review
      </Button>,
    );
  }
  if (rights.edit && status === "under_review") {
    actions.push(
      <Button
        key="to-active"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
      >
        <RotateCcwIcon aria-hidden="true" />
        Return to active
      </Button>,
    );
  }
  if (rights.relationship && (status === "active" || status === "under_review")) {
    actions.push(
      <Button
        key="offboard"
        size="sm"
        variant="outline"
        className="text-destructive"
        onClick={() => onDialog({ kind: "offboard", vendor: refVendor })}
      >
        <DoorOpenIcon aria-hidden="true" />
        Start offboarding
      </Button>,
    );
  }
  if (rights.relationship && status === "offboarding") {
    actions.push(
      <Button key="complete" size="sm" onClick={() => onDialog({ kind: "complete-offboarding", vendor: refVendor })}>
        <FlagIcon aria-hidden="true" />
        Complete offboarding
      </Button>,
      <Button
        key="cancel"
        size="sm"
        variant="outline"
        onClick={() => onDialog({ kind: "cancel-offboarding", vendor: refVendor })}
      >
        <UndoIcon aria-hidden="true" />
        Cancel offboarding
      </Button>,
    );
  }
  if (rights.edit) {
    actions.push(
      <Button key="edit" size="sm" variant="outline" onClick={() => onDialog({ kind: "edit", vendor: refVendor })}>
        <PencilIcon aria-hidden="true" />
        Edit details
      </Button>,
    );
  }
  if (rights.delete) {
    actions.push(
      <Button
        key="delete"
        size="sm"
        variant="ghost"
        className="text-destructive"
        onClick={() => onDialog({ kind: "delete", vendor: refVendor })}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>,
    );
  }
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="vendor-actions">
      {actions}
    </div>
  );
}

export function useSetVendorStatus(name: string) {
  const trpc = useTRPC();
  const invalidate = useInvalidateVendors();
  return useMutation(
    trpc.vendors.update.mutationOptions({
      onSuccess: (vendor) => {
        const text =
          vendor.status === "active"
            ? `${name} is now active.`
            : vendor.status === "under_review"
              ? `${name} is now under review.`
              : `${name} was updated.`;
        toast.success(text);
      },
      onError: (error) => toast.error(errorMessage(error, `The status of ${name} could not be changed.`)),
      onSettled: () => invalidate(),
    }),
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border bg-muted/30 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function Overview({ vendor }: { vendor: VendorDetail }) {
  const openBreaches = Object.values(vendor.openBreaches ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Key figures">
        <Stat label="Contract value" hint={vendor.currency}>
          {formatMoney(vendor.contractValue, vendor.currency)}
        </Stat>
        <Stat label="Relationship health" hint={vendor.healthScore === null ? "after the first review" : "out of 100"}>
          {vendor.healthScore ?? "—"}
        </Stat>
        <Stat label="KPI breaches" hint={`${openBreaches} open`}>
          {vendor.kpiBreachesCount}
        </Stat>
        <Stat
          label="Next review"
          hint={vendor.lastReviewedAt ? `last ${formatDate(vendor.lastReviewedAt)}` : "never reviewed"}
        >
          {formatDate(vendor.nextReviewDate)}
        </Stat>
      </dl>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Legal name">{vendor.legalName}</Field>
        <Field label="Business type">{vendor.businessType}</Field>
        <Field label="Country">{vendor.country ? `${countryName(vendor.country)} (${vendor.country})` : null}</Field>
        <Field label="Country of service">
          {vendor.countryOfService ? `${countryName(vendor.countryOfService)} (${vendor.countryOfService})` : null}
        </Field>
        <Field label="Contact person">{vendor.contactPerson}</Field>
        <Field label="Email">
          {vendor.email && (
            <a href={`mailto:${vendor.email}`} className="text-primary underline-offset-4 hover:underline">
              {vendor.email}
            </a>
          )}
        </Field>
        <Field label="Phone">{vendor.phone}</Field>
        <Field label="Criticality">{humanize(vendor.criticality)}</Field>
        <Field label="Services provided" wide>
          {vendor.servicesProvided.length > 0 && (
            <span className="flex flex-wrap gap-1">
              {vendor.servicesProvided.map((service) => (
                <Badge key={service} variant="secondary">
                  {service}
                </Badge>
              ))}
            </span>
          )}
        </Field>
      </dl>
      <section aria-labelledby="vendor-identity" className="grid gap-3">
        <h3 id="vendor-identity" className="text-sm font-semibold">
          Legal identity
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label="LEI">{vendor.lei && <span className="font-mono text-xs">{vendor.lei}</span>}</Field>
          <Field label="Registration number">{vendor.registrationNumber}</Field>
          <Field label="Parent company">{vendor.parentCompany}</Field>
          <Field label="Registered address">{vendor.registeredAddress}</Field>
        </dl>
      </section>
      <section aria-labelledby="vendor-dates" className="grid gap-3">
        <h3 id="vendor-dates" className="text-sm font-semibold">
          Lifecycle
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
          <Field label="Onboarding started">{formatDate(vendor.onboardingStartedAt, "")}</Field>
          <Field label="Activated">{formatDate(vendor.activatedAt, "")}</Field>
          <Field label="Offboarded">{formatDate(vendor.offboardedAt, "")}</Field>
          <Field label="Last reviewed">{formatDate(vendor.lastReviewedAt, "")}</Field>
          <Field label="Next review">{formatDate(vendor.nextReviewDate, "")}</Field>
        </dl>
        {vendor.statusNote && <p className="text-sm text-muted-foreground">Status note: {vendor.statusNote}</p>}
      </section>
    </div>
  );
}

function OnboardingChecklist({
  vendor,
  tasks,
  done,
  canTick,
  canActivate,
  complete,
}: {
  vendor: VendorDetail;
  tasks: VendorDetail["onboardingTasks"];
  done: number;
  canTick: boolean;
  canActivate: boolean;
  complete: boolean;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateVendors();
  const setTask = useMutation(
    trpc.vendors.setOnboardingTask.mutationOptions({
      onError: (error) => toast.error(errorMessage(error, "The checklist could not be updated.")),
      onSettled: () => invalidate(),
    }),
  );
  const setStatus = useSetVendorStatus(vendor.name);
  const percent = progressPercent(done, tasks.length);
  const editable = canTick && vendor.status === "onboarding";

  if (tasks.length === 0) {
    return <p className="text-sm text-muted-foreground">This vendor has no onboarding checklist.</p>;
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span id="checklist-progress-label" className="font-medium">
            Checklist progress
          </span>
          <span className="tabular-nums text-muted-foreground">
            {done} of {tasks.length} tasks · {percent}%
          </span>
        </div>
        <Progress
          value={percent}
          aria-labelledby="checklist-progress-label"
          aria-valuetext={`${done} of ${tasks.length} tasks complete`}
          indicatorClassName="bg-purple-600 dark:bg-purple-400"
        />
      </div>
      <ul className="divide-y rounded-lg border" aria-label="Onboarding checklist">
        {tasks.map((task) => {
          const id = `task-${task.id}`;
          const pendingThis = setTask.isPending && setTask.variables?.taskId === task.id;
          return (
            <li key={task.id} className="flex items-center gap-3 px-3 py-2.5">
              <Checkbox
                id={id}
                checked={pendingThis ? setTask.variables?.done : task.completedAt !== null}
                disabled={!editable || pendingThis}
                onCheckedChange={(checked) =>
                  setTask.mutate({ vendorId: vendor.id, taskId: task.id, done: checked === true })
                }
              />
              <label
                htmlFor={id}
                className={cn("flex-1 text-sm", task.completedAt && "text-muted-foreground line-through")}
              >
                {task.title}
              </label>
              {task.completedAt && (
                <span className="text-xs text-muted-foreground">Done {formatDate(task.completedAt)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {vendor.status === "onboarding" && canActivate && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">
            {complete
              ? "Every task is done: the vendor can be activated."
              : "The vendor can be activated once every task is done."}
          </p>
          <Button
            size="sm"
            disabled={!complete || setStatus.isPending}
            onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
          >
            <BadgeCheckIcon aria-hidden="true" />
            {setStatus.isPending ? "Activating…" : "Activate"}
          </Button>
        </div>
      )}
      {vendor.status !== "onboarding" && (
        <p className="text-sm text-muted-foreground">
          Onboarding finished{vendor.activatedAt ? ` on ${formatDate(vendor.activatedAt)}` : ""}.
        </p>
      )}
    </div>
  );
}

const SCORE_LABELS = [
  ["itScore", "IT"],
  ["operationalScore", "Operational"],
  ["complianceScore", "Compliance"],
  ["financialScore", "Financial"],
  ["gdprScore", "GDPR"],
] as const;

function Reviews({ vendor, canReview, onReview }: { vendor: VendorDetail; canReview: boolean; onReview: () => void }) {
  return (
    <div className="grid gap-4">
      {canReview && vendor.status !== "offboarded" && (
        <div>
          <Button size="sm" variant="outline" onClick={onReview}>
            <ClipboardCheckIcon aria-hidden="true" />
            New review
          </Button>
        </div>
      )}
      {vendor.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">No review yet. A review sets the vendor's risk rating.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Reviews">
          {vendor.reviews.map((review) => (
            <li key={review.id} className="grid gap-3 rounded-lg border p-4" data-testid="vendor-review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{reviewTypeLabel(review.reviewType)}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(review.reviewedAt)} · by {review.reviewer}
                  </p>
                </div>
                <RiskChip risk={review.overallRisk} prefix="Overall risk" testId="review-risk" />
              </div>
              <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {SCORE_LABELS.map(([key, label]) => (
                  <div key={key} className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold tabular-nums">{review[key]}/10</dd>
                  </div>
                ))}
                <div className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                  <dt className="text-xs text-muted-foreground">KPI breaches</dt>
                  <dd className="font-semibold tabular-nums">{review.kpiBreaches}</dd>
                </div>
              </dl>
              {review.recommendations && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">Recommendations: </span>
                  {review.recommendations}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function KpiBreaches({
  vendor,
  canRecord,
  onRecord,
  onResolve,
}: {
  vendor: VendorDetail;
  canRecord: boolean;
  onRecord: () => void;
  onResolve: (breach: { id: string; kpi: string }) => void;
}) {
  return (
    <div className="grid gap-4">
      {canRecord && (
        <div>
          <Button size="sm" variant="outline" onClick={onRecord}>
            <FlagIcon aria-hidden="true" />
            Record KPI breach
          </Button>
        </div>
      )}
      {vendor.kpiBreaches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No KPI breaches recorded for this vendor.</p>
      ) : (
        <Table aria-label="KPI breaches">
          <TableHeader>
            <TableRow>
              <TableHead>KPI</TableHead>
              <TableHead className="text-right">Target</TableHead>
              <TableHead className="text-right">Actual</TableHead>
              <TableHead>Severity</TableHead>
              <TableHead>Occurred</TableHead>
              <TableHead>Resolved</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vendor.kpiBreaches.map((b) => (
              <TableRow key={b.id} data-testid="vendor-kpi-breach">
                <TableCell className="max-w-56 truncate" title={b.kpi}>
                  {b.kpi}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMeasure(b.threshold, b.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMeasure(b.actual, b.unit)}</TableCell>
                <TableCell>
                  <RiskChip risk={b.severity} prefix="Severity" testId="breach-severity" />
                </TableCell>
                <TableCell>{formatDate(b.occurredAt)}</TableCell>
                <TableCell>
                  {b.resolvedAt ? (
                    formatDate(b.resolvedAt)
                  ) : canRecord ? (
                    <Button size="sm" variant="ghost" onClick={() => onResolve({ id: b.id, kpi: b.kpi })}>
                      Resolve<span className="sr-only"> {b.kpi}</span>
                    </Button>
                  ) : (
                    <Badge variant="outline">Open</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function Invoices({ invoices }: { invoices: NonNullable<VendorDetail["invoices"]> }) {
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">No invoices recorded for this vendor.</p>;
  }
  return (
    <Table aria-label="Invoices">
      <TableHeader>
        <TableRow>
          <TableHead>Invoice</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Due</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className="font-mono text-xs">{invoice.number}</TableCell>
            <TableCell className="text-right tabular-nums">{formatAmount(invoice.amount, invoice.currency)}</TableCell>
            <TableCell>{formatCalendarDate(invoice.dueDate)}</TableCell>
            <TableCell>
              <InvoiceStatusChip invoice={invoice} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Offboardings({
  vendor,
  open,
  canOffboard,
  onDialog,
}: {
  vendor: VendorDetail;
  open: VendorDetail["offboardings"][number] | undefined;
  canOffboard: boolean;
  onDialog: (kind: "offboard" | "complete-offboarding" | "cancel-offboarding") => void;
}) {
  const canStart = canOffboard && (vendor.status === "active" || vendor.status === "under_review");
  return (
    <div className="grid gap-4">
      {canStart && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">
            Offboarding records why and who asked; completing it marks the vendor offboarded.
          </p>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => onDialog("offboard")}>
            <DoorOpenIcon aria-hidden="true" />
            Start offboarding
          </Button>
        </div>
      )}
      {open && canOffboard && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDialog("complete-offboarding")}>
            <FlagIcon aria-hidden="true" />
            Complete offboarding
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDialog("cancel-offboarding")}>
            <UndoIcon aria-hidden="true" />
            Cancel offboarding
          </Button>
        </div>
      )}
      {vendor.offboardings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {vendor.status === "onboarding"
            ? "A vendor can be offboarded once it is active."
            : "No offboarding has been requested."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Offboarding requests">
          {vendor.offboardings.map((o) => (
            <li key={o.id} className="grid gap-2 rounded-lg border p-4" data-testid="vendor-offboarding">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  Requested by <span className="font-medium">{o.requester}</span> on {formatDate(o.requestedAt)}
                </p>
                <Badge
                  variant={o.state === "completed" ? "secondary" : o.state === "open" ? "outline" : "secondary"}
                  className={cn(
                    o.state === "open" && "border-red-200 bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200",
                  )}
                >
                  {o.state === "open" ? "In progress" : humanize(o.state)}
                </Badge>
              </div>
              <p className="text-sm whitespace-pre-line">
                <span className="font-medium">Reason: </span>
                {o.reason}
              </p>
              {o.completionNotes && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">Completion notes: </span>
                  {o.completionNotes}
                  {o.completedAt && <span className="text-muted-foreground"> ({formatDate(o.completedAt)})</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Activity({ vendor }: { vendor: VendorDetail }) {
  if (vendor.activity.length === 0) {
    return <p className="text-sm text-muted-foreground">No activity recorded.</p>;
  }
  return (
    <ol className="relative grid gap-4 border-l pl-5" aria-label="Activity">
      {vendor.activity.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm">{entry.description}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.actor?.name ?? "System"}
          </p>
        </li>
      ))}
    </ol>
  );
}
