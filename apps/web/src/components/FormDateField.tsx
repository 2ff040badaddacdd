import { FormField, type FormFieldProps } from "@tprm/ui";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { DateField } from "./DateField";

/** A form's date field: the label and error of FormField around the app's DateField, bound to react-hook-form. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  description,
  min,
  max,
}: Pick<FormFieldProps, "label" | "error" | "required" | "description"> & {
  control: Control<T>;
  name: Path<T>;
  min?: string;
  max?: string;
}) {
  return (
    <FormField label={label} error={error} required={required} description={description}>
      {(field) => (
        <Controller
          name={name}
          control={control}
          render={({ field: date }) => (
            <DateField
              {...field}
              ref={date.ref}
              name={date.name}
              value={date.value}
              onChange={date.onChange}
              onBlur={date.onBlur}
              min={min}
              max={max}
            />
          )}
        />
      )}
    </FormField>
  );
}
