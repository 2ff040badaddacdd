import { type FieldErrorLike, FormField, Textarea } from "@tprm/ui";
import type { RefObject } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The required "why" of a confirmation panel (reopen, terminate): a three-line text area registered with the form,
 * whose element also goes to `fieldRef` so the panel can give it the focus when it opens.
 */
export function ReasonField({
  label,
  error,
  registration,
  fieldRef,
}: {
  label: string;
  error: FieldErrorLike | undefined;
  registration: UseFormRegisterReturn;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { ref: registerRef, ...field } = registration;
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Textarea
          {...control}
          {...field}
          rows={3}
          ref={(element) => {
            registerRef(element);
            fieldRef.current = element;
          }}
        />
      )}
    </FormField>
  );
}
