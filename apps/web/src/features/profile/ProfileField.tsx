import { cn, FormField, Input, Textarea } from "@tprm/ui";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The container of a card's fields: a description list while viewing, plain boxes of form fields while editing. */
export function FieldGrid({
  editing,
  className,
  children,
}: {
  editing: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn("grid grid-cols-1 gap-4 sm:grid-cols-2", className);
  return editing ? <div className={classes}>{children}</div> : <dl className={classes}>{children}</dl>;
}

/** One value of the profile: its text while viewing (or `empty`), a text field while editing. */
export function ProfileField({
  label,
  editing,
  value,
  empty,
  registration,
  error,
  description,
  required,
  multiline = false,
  className,
  type = "text",
  autoComplete,
  testId,
}: {
  label: string;
  editing: boolean;
  /** What the view shows. */
  value: string | null | undefined;
  empty: string;
  /** The form's binding; without one the field stays read-only while editing. */
  registration?: UseFormRegisterReturn;
  error?: string;
  description?: string;
  required?: boolean;
  multiline?: boolean;
  className?: string;
  type?: string;
  autoComplete?: string;
  testId?: string;
}) {
  if (!editing) {
    return (
      <div className={cn("grid min-w-0 content-start gap-1", className)} data-testid={testId}>
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd
          className={cn(
            "[overflow-wrap:anywhere]",
            multiline && "whitespace-pre-line",
            !value && "text-muted-foreground",
          )}
        >
          {value || empty}
          {description && <span className="mt-1 block text-sm text-muted-foreground">{description}</span>}
        </dd>
      </div>
    );
  }
  return (
    <FormField
      label={label}
      error={error ? { message: error } : undefined}
      description={description}
      required={required}
      className={cn("min-w-0 content-start", className)}
    >
      {(control) =>
        registration ? (
          multiline ? (
            <Textarea {...control} {...registration} rows={4} data-testid={testId} />
          ) : (
            <Input {...control} {...registration} type={type} autoComplete={autoComplete} data-testid={testId} />
          )
        ) : (
          <Input
            {...control}
            value={value || empty}
            readOnly
            aria-readonly="true"
            className="bg-muted"
            data-testid={testId}
          />
        )
      }
    </FormField>
  );
}
