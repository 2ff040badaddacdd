import { ASSESSMENT_TYPES, REVIEW_INTERVAL_MONTHS, TEAM_MAX } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { Control, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { type PickedUser, UserPicker, type UserPickerTexts } from "../../../components/UserPicker";
import { formatCount } from "../../../lib/format";
import { type AssessmentFormOutput, type AssessmentFormValues, type Chosen, fieldError, ISSUES } from "./form-values";
import { VendorPicker } from "./VendorPicker";

type Form = UseFormReturn<AssessmentFormValues, unknown, AssessmentFormOutput>;

/**
 * The assessment's general details: vendor, lead assessor and team, type, dates, service category and the three
 * free texts. The pickers keep the names they show (`chosen`); the form holds the ids the schema checks.
 */
export function GeneralTab({
  form,
  chosen,
  onChosen,
  disabled,
}: {
  form: Form;
  chosen: Chosen;
  onChosen: (next: Chosen) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["assessmentForm"]);
  const { errors, isSubmitted } = form.formState;
  // After a first save attempt every change re-validates, so a message goes as soon as the field is put right.
  const set = (field: "vendorId" | "leadAssessorId" | "teamIds", value: string | string[]) =>
    form.setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });
  const people = usePeopleTexts();
  const teamIssue = errors.teamIds?.message ? errors.teamIds : errors.teamIds?.root;
  // FormDateField takes a form whose values are what it submits; this one submits the schema's parsed values.
  const dateControl = form.control as unknown as Control<AssessmentFormValues>;

  return (
    <div className="grid gap-6">
      <VendorPicker
        value={chosen.vendor}
        onChange={(vendor) => {
          onChosen({ ...chosen, vendor });
          set("vendorId", vendor?.id ?? "");
        }}
        error={fieldError(t, errors.vendorId, ISSUES.vendorId)?.message}
        disabled={disabled}
      />

      <div className="grid items-start gap-6 md:grid-cols-2">
        <UserPicker
          multiple={false}
          required
          value={chosen.leadAssessor ? [chosen.leadAssessor] : []}
          onChange={(next) => {
            const lead: PickedUser | null = next[0] ?? null;
            const team = lead ? chosen.team.filter((u) => u.id !== lead.id) : chosen.team;
            onChosen({ ...chosen, leadAssessor: lead, team });
            set("leadAssessorId", lead?.id ?? "");
            if (team.length !== chosen.team.length)
              set(
                "teamIds",
                team.map((u) => u.id),
              );
          }}
          texts={{
            ...people,
            legend: t("assessmentForm:fields.leadAssessor"),
            hint: t("assessmentForm:assessorPicker.hint"),
            chosen: t("assessmentForm:assessorPicker.chosen"),
          }}
          error={fieldError(t, errors.leadAssessorId, ISSUES.leadAssessorId)?.message}
          disabled={disabled}
          testId="assessment-lead-picker"
        />
        <UserPicker
          multiple
          value={chosen.team}
          excludeId={chosen.leadAssessor?.id}
          max={TEAM_MAX}
          onChange={(team) => {
            onChosen({ ...chosen, team });
            set(
              "teamIds",
              team.map((u) => u.id),
            );
          }}
          texts={{
            ...people,
            legend: (
              <>
                {t("assessmentForm:fields.team")}{" "}
                <span className="font-normal text-muted-foreground">{t("assessmentForm:optional")}</span>
              </>
            ),
            hint: t("assessmentForm:teamPicker.hint", { max: formatCount(TEAM_MAX) }),
            chosen: t("assessmentForm:teamPicker.chosen"),
            full: (max) => t("assessmentForm:teamPicker.full", { max }),
          }}
          error={fieldError(t, teamIssue, ISSUES.teamIds)?.message}
          disabled={disabled}
          testId="assessment-team-picker"
        />
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("assessmentForm:fields.type")} error={fieldError(t, errors.type, ISSUES.type)}>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...form.register("type")}>
              {ASSESSMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`assessmentForm:types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormDateField
          control={dateControl}
          name="assessmentDate"
          label={t("assessmentForm:fields.assessmentDate")}
          error={fieldError(t, errors.assessmentDate, ISSUES.assessmentDate)}
        />
        <FormDateField
          control={dateControl}
          name="nextReviewDate"
          label={t("assessmentForm:fields.nextReviewDate")}
          description={t("assessmentForm:fields.nextReviewDateHint", {
            critical: formatCount(REVIEW_INTERVAL_MONTHS.critical),
            high: formatCount(REVIEW_INTERVAL_MONTHS.high),
            medium: formatCount(REVIEW_INTERVAL_MONTHS.medium),
            low: formatCount(REVIEW_INTERVAL_MONTHS.low),
          })}
          error={fieldError(t, errors.nextReviewDate, ISSUES.nextReviewDate)}
        />
        <FormField
          label={t("assessmentForm:fields.serviceCategory")}
          description={t("assessmentForm:fields.serviceCategoryHint")}
          error={fieldError(t, errors.serviceCategory, ISSUES.serviceCategory)}
        >
          {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register("serviceCategory")} />}
        </FormField>
      </div>
      {(["recommendations", "comments", "mitigationPlan"] as const).map((name) => (
        <FormField
          key={name}
          label={
            name === "recommendations"
              ? t("assessmentForm:fields.recommendations")
              : name === "comments"
                ? t("assessmentForm:fields.comments")
                : t("assessmentForm:fields.mitigationPlan")
          }
          error={fieldError(t, errors[name], ISSUES[name])}
        >
          {(field) => <Textarea {...field} rows={3} disabled={disabled} {...form.register(name)} />}
        </FormField>
      ))}
    </div>
  );
}

/** The people pickers' shared words (the lead assessor's and the team's). */
function usePeopleTexts(): Omit<UserPickerTexts, "legend" | "hint" | "chosen"> {
  const { t } = useTranslation(["assessmentForm"]);
  return {
    search: t("assessmentForm:people.search"),
    loading: t("assessmentForm:people.loading"),
    loadFailed: t("assessmentForm:people.loadFailed"),
    noMatch: (term) => t("assessmentForm:people.noMatch", { term }),
    noneOther: t("assessmentForm:people.noneOther"),
    available: (count, n) => t("assessmentForm:people.available", { count, n }),
    matching: (count, n, term) => t("assessmentForm:people.matching", { count, n, term }),
    remove: (name) => t("assessmentForm:people.remove", { name }),
  };
}
