import { ROLES } from "@tprm/api/permissions";
import { Checkbox, Label } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../../components/role-names";

type Role = (typeof ROLES)[number];

/** The roles a policy is sent to: a checkbox per role, in a fieldset with its legend, hint and error. */
export function RoleChoice({
  value,
  onChange,
  legend,
  hint,
  error,
  disabled,
}: {
  value: readonly Role[];
  onChange: (next: Role[]) => void;
  legend: string;
  hint: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation("common");
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      data-testid="ack-role-choice"
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <div className="grid max-h-48 grid-cols-1 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2">
        {ROLES.map((role) => {
          const boxId = `${id}-${role.replace(/\W+/g, "-")}`;
          return (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                checked={value.includes(role)}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, role] : value.filter((r) => r !== role))
                }
              />
              <Label htmlFor={boxId} className="text-sm font-normal">
                {roleName(t, role)}
              </Label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
