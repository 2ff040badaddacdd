import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  Spinner,
  Textarea,
} from "@tprm/ui";
import { CircleAlert, CircleCheck, ExternalLink } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { NewTabHint } from "./components/SectionHeading";
import { landingConfig } from "./config";
import type { Plan } from "./content";
import {
  BUDGET_OPTIONS,
  COMPANY_SIZE_OPTIONS,
  DEMO_REQUEST_DEFAULTS,
  type DemoRequest,
  type DemoRequestInput,
  demoRequestSchema,
  TIMELINE_OPTIONS,
} from "./shared";
import { type DemoRequestField, submitDemoRequest } from "./submit-demo-request";

interface DemoRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan the visitor was looking at when they opened the dialog, if any. */
  plan?: Plan | null;
  /** The control that opened the dialog: focus returns to it on close (Radix only knows its own Trigger). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** Fields sit at the top of their grid cell, so an error under one field does not push its neighbour down. */
const FIELD = "content-start";

type Confirmation = { firstName: string; email: string; id: string | null };

/**
 * Enterprise Demo Request: validated with the same zod schema as the server, sent to
 * POST /api/public/demo-requests, with the server's field issues shown on their fields.
 */
export function DemoRequestDialog({ open, onOpenChange, plan, returnFocusTo }: DemoRequestDialogProps) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: DEMO_REQUEST_DEFAULTS,
  });

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Start afresh next time: a sent request is not shown again, an unsent one is cleared.
      reset(DEMO_REQUEST_DEFAULTS);
      setConfirmation(null);
      setFailure(null);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // The parsed values (trimmed, honeypot included); the server validates them again with the same schema.
    const outcome = await submitDemoRequest(values);
    if (outcome.ok) {
      setConfirmation({ firstName: values.firstName.trim(), email: values.email.trim(), id: outcome.id });
      return;
    }
    setFailure(outcome.message);
    const fields = Object.entries(outcome.fieldErrors) as [DemoRequestField, string][];
    fields.forEach(([field, message], index) => {
      setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="gap-0 p-0 sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          // A button in the phone menu is gone once the menu has closed; then Radix's default applies.
          if (opener?.isConnected && opener.getClientRects().length > 0) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        {confirmation ? (
          <Confirmed confirmation={confirmation} onClose={() => handleOpenChange(false)} />
        ) : (
          <>
            <DialogHeader className="border-b px-6 pt-6 pb-5 text-left">
              <DialogTitle className="text-xl">Request an Enterprise Demo</DialogTitle>
              <DialogDescription>
                {plan
                  ? `Tell us about your organisation and we will tailor a demo of the ${plan.title} plan.`
                  : "Tell us about your organisation and a solutions specialist will tailor the demo to your programme."}{" "}
                Fields marked <span aria-hidden="true">*</span>
                <span className="sr-only">with an asterisk</span> are required.
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={onSubmit} className="grid gap-5 px-6 py-5" aria-label="Enterprise demo request">
              {failure && (
                <Alert variant="destructive">
                  <CircleAlert aria-hidden="true" />
                  <AlertTitle>Your request was not sent</AlertTitle>
                  <AlertDescription>{failure}</AlertDescription>
                </Alert>
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="First name" required error={errors.firstName} className={FIELD}>
                  {(p) => <Input {...p} autoComplete="given-name" {...register("firstName")} />}
                </FormField>
                <FormField label="Last name" required error={errors.lastName} className={FIELD}>
                  {(p) => <Input {...p} autoComplete="family-name" {...register("lastName")} />}
                </FormField>
                <FormField label="Business email" required error={errors.email} className={FIELD}>
                  {(p) => (
                    <Input
                      {...p}
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      placeholder="name@yourcompany.com"
                      {...register("email")}
                    />
                  )}
                </FormField>
                <FormField label="Phone" error={errors.phone} className={FIELD}>
                  {(p) => <Input {...p} type="tel" autoComplete="tel" {...register("phone")} />}
                </FormField>
                <FormField label="Company" required error={errors.company} className={FIELD}>
                  {(p) => <Input {...p} autoComplete="organization" {...register("company")} />}
                </FormField>
                <FormField label="Job title" required error={errors.title} className={FIELD}>
                  {(p) => <Input {...p} autoComplete="organization-title" {...register("title")} />}
                </FormField>
                <FormField label="Company size" error={errors.employees} className={FIELD}>
                  {(p) => (
                    <NativeSelect {...p} {...register("employees")}>
                      <option value="">Select company size</option>
                      {COMPANY_SIZE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField label="Implementation timeline" error={errors.timeline} className={FIELD}>
                  {(p) => (
                    <NativeSelect {...p} {...register("timeline")}>
                      <option value="">Select timeline</option>
                      {TIMELINE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField label="Annual budget" error={errors.budget} className={cn(FIELD, "sm:col-span-2")}>
                  {(p) => (
                    <NativeSelect {...p} {...register("budget")}>
                      <option value="">Select budget range</option>
                      {BUDGET_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField
                  label="What would you like to see?"
                  error={errors.message}
                  className={cn(FIELD, "sm:col-span-2")}
                  description="For example: DORA register of information, materiality assessments, committee approvals."
                >
                  {(p) => <Textarea {...p} rows={3} {...register("message")} />}
                </FormField>
              </div>
              {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots fill it in. */}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
              >
                <label htmlFor="demo-request-website">Website</label>
                <input
                  id="demo-request-website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  {...register("website")}
                />
              </div>
              <DialogFooter className="-mx-6 -mb-5 border-t bg-muted/40 px-6 py-4">
                <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? (
                    <>
                      <Spinner label="Sending" />
                      Sending request…
                    </>
                  ) : (
                    "Request Demo"
                  )}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Confirmed({ confirmation, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused submit button) is gone: move focus to the confirmation so it is read out.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="grid gap-6 px-6 py-10 text-center sm:px-10" data-testid="demo-request-confirmation">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <DialogHeader className="text-center sm:text-center">
        <DialogTitle ref={titleRef} tabIndex={-1} className="text-xl leading-snug outline-none">
          Thank you, {confirmation.firstName}. Your demo request has been received.
        </DialogTitle>
        <DialogDescription className="text-base">
          A solutions specialist will reply to {confirmation.email} within one business day to arrange your demo.
        </DialogDescription>
      </DialogHeader>
      {confirmation.id && (
        <p className="text-sm text-muted-foreground">
          Your reference: <span className="font-mono font-medium text-foreground">{confirmation.id}</span>
        </p>
      )}
      <div className="flex flex-col-reverse justify-center gap-2 sm:flex-row">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button asChild>
          <a href={landingConfig.bookingUrl} target="_blank" rel="noopener noreferrer">
            Pick a time now
            <ExternalLink aria-hidden="true" />
            <NewTabHint />
          </a>
        </Button>
      </div>
    </div>
  );
}
