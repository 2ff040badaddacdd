import * as React from "react";
import { cn } from "../lib/cn";
import { Label } from "./label";

/** The part of a react-hook-form FieldError these helpers read (kept structural so the UI package needs no form library). */
export interface FieldErrorLike {
  message?: string;
}

/** Props to spread on the control so its label, description and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

export interface FormFieldProps {
  label: React.ReactNode;
  /** Error from react-hook-form's `formState.errors.<name>`. */
  error?: FieldErrorLike | undefined;
  description?: React.ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * Label + control + description + error message, e.g.
 * `<FormField label="Email" error={errors.email}>{(p) => <Input type="email" {...p} {...register("email")} />}</FormField>`
 */
export function FormField({ label, error, description, required, id, className, children }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error?.message ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <div className="flex items-center gap-1">
        <Label htmlFor={controlId} className={cn(error?.message && "text-destructive")}>
          {label}
        </Label>
        {/* Outside the <label> so the field's accessible name is exactly the label text. */}
        {required && (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {children({
        id: controlId,
        "aria-invalid": error?.message ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {description && <FormDescription id={descriptionId}>{description}</FormDescription>}
      {error?.message && <FormMessage id={errorId}>{error.message}</FormMessage>}
    </div>
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="form-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function FormMessage({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="form-message" className={cn("text-sm text-destructive", className)} {...props} />;
}
