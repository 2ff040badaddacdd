import { ROLES } from "@tprm/api/permissions";
import { TWO_FACTOR_REQUIREMENTS } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { roleName } from "../../components/role-names";
import type { OrganisationFormValues } from "./organisation-form";

const REQUIREMENT_KEYS = {
  none: "settings:organisation.twoFactor.none",
  all: "settings:organisation.twoFactor.all",
  roles: "settings:organisation.twoFactor.roles",
} as const satisfies Record<(typeof TWO_FACTOR_REQUIREMENTS)[number], string>;

/** Who must use two-factor: no one, everyone, or the roles ticked below (shown only for "chosen roles"). */
export function TwoFactorRequirementField({
  form,
  rolesError,
}: {
  form: UseFormReturn<OrganisationFormValues>;
  rolesError?: string;
}) {
  const { t } = useTranslation(["settings", "common"]);
  const requirement = form.watch("twoFactorRequirement");
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("settings:organisation.twoFactor.label")}</legend>
        {TWO_FACTOR_REQUIREMENTS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              {...form.register("twoFactorRequirement")}
              className="size-4 accent-primary"
            />
            {t(REQUIREMENT_KEYS[value])}
          </label>
        ))}
      </fieldset>
      {requirement === "roles" && (
        <fieldset
          className="grid gap-2"
          aria-describedby={rolesError ? "two-factor-roles-error" : undefined}
          data-testid="two-factor-roles"
        >
          <legend className={cn("mb-2 text-sm font-medium", rolesError && "text-destructive")}>
            {t("settings:organisation.twoFactor.rolesLabel")}
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {ROLES.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={role}
                  {...form.register("twoFactorRoles")}
                  className="size-4 accent-primary"
                />
                {roleName(t, role)}
              </label>
            ))}
          </div>
          {rolesError && (
            <p id="two-factor-roles-error" className="text-sm text-destructive">
              {rolesError}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
