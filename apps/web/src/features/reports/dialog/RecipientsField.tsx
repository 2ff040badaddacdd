import { RECIPIENT_GROUP_ROLES, REPORT_RECIPIENT_GROUPS } from "@tprm/api/schemas";
import { Checkbox, cn, FormMessage, Label } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../../components/role-names";
import { groupLabel } from "../report-labels";

/**
 * The recipient groups of 001 §6 as a multi-select of checkboxes, each saying which roles it reaches (the groups
 * resolve to the active users of those roles when the report is sent).
 */
export function RecipientsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (groups: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(["reports", "common"]);
  const id = useId();
  const toggle = (group: string, checked: boolean) =>
    onChange(REPORT_RECIPIENT_GROUPS.filter((g) => (g === group ? checked : value.includes(g))));
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={error ? true : undefined}
      data-testid="recipient-groups"
    >
      <legend className={cn("mb-2 text-sm font-medium leading-none", error && "text-destructive")}>
        {t("reports:dialog.recipients")}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("reports:dialog.recipientsHint")}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {REPORT_RECIPIENT_GROUPS.map((group) => {
          const boxId = `${id}-${group.replace(/\s+/g, "-")}`;
          const roles = RECIPIENT_GROUP_ROLES[group].map((r) => roleName(t, r)).join(", ");
          return (
            <div key={group} className="flex items-start gap-2 rounded-md border p-2">
              <Checkbox
                id={boxId}
                checked={value.includes(group)}
                onCheckedChange={(checked) => toggle(group, checked === true)}
                aria-describedby={`${boxId}-roles`}
                className="mt-0.5"
              />
              <div className="grid gap-0.5">
                <Label htmlFor={boxId}>{groupLabel(t, group)}</Label>
                <span id={`${boxId}-roles`} className="text-xs text-muted-foreground">
                  {t("reports:dialog.groupRoles", { roles })}
                </span>
              </div>
            </div>
          );
        })}
      </div>
      {error && <FormMessage id={`${id}-error`}>{error}</FormMessage>}
    </fieldset>
  );
}
