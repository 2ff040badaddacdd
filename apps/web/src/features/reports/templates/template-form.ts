import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_REPORT_PERIOD, type ReportTemplateInput, reportTemplateInput } from "@tprm/api/schemas";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { IssueMessages } from "../../../components/field-error";
import type { ReportTemplate } from "../types";

/** What Create New Template edits: the API's body with its filters as fields of their own. */
export interface TemplateFormValues {
  name: string;
  description: string;
  type: string;
  sections: string[];
  periodDays: string;
  riskLevels: string[];
  criticalOnly: boolean;
}

export function templateFormValues(template: ReportTemplate | null): TemplateFormValues {
  return template
    ? {
        name: template.name,
        description: template.description,
        type: template.type,
        sections: [...template.sections],
        periodDays: String(template.filters.periodDays),
        riskLevels: [...template.filters.riskLevels],
        criticalOnly: template.filters.criticalOnly,
      }
    : {
        name: "",
        description: "",
        type: "",
        sections: [],
        periodDays: String(DEFAULT_REPORT_PERIOD),
        riskLevels: [],
        criticalOnly: false,
      };
}

export function toTemplateInput(values: TemplateFormValues): ReportTemplateInput {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    sections: values.sections as ReportTemplateInput["sections"],
    filters: {
      periodDays: Number(values.periodDays),
      riskLevels: values.riskLevels as NonNullable<ReportTemplateInput["filters"]>["riskLevels"],
      criticalOnly: values.criticalOnly,
    },
  };
}

const schemaResolver = zodResolver(reportTemplateInput) as unknown as Resolver<Record<string, unknown>>;

/** Validated with the API's reportTemplateInput; the filters' errors land on their own fields. */
export const templateResolver: Resolver<TemplateFormValues> = async (values, context, options) => {
  const result = await schemaResolver(
    toTemplateInput(values) as unknown as Record<string, unknown>,
    context,
    options as never,
  );
  const errors = result.errors as FieldErrors<Record<string, unknown>>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const mapped: Record<string, FieldError> = {};
  const put = (field: string, error: unknown) => {
    const e = error as FieldError | undefined;
    if (e?.message) mapped[field] = { type: e.type, message: e.message };
    else if (e && typeof e === "object") {
      const first = Object.values(e).find((v) => (v as FieldError | undefined)?.message) as FieldError | undefined;
      if (first) mapped[field] = { type: first.type, message: first.message };
    }
  };
  for (const [key, error] of Object.entries(errors)) {
    if (key === "filters" && error && typeof error === "object") {
      for (const [sub, subError] of Object.entries(error as Record<string, unknown>)) put(sub, subError);
    } else put(key, error);
  }
  return { values: {}, errors: mapped as FieldErrors<TemplateFormValues> };
};

export const TEMPLATE_MESSAGES: Record<string, IssueMessages> = {
  name: { too_small: "reports:errors.templateNameRequired", too_big: "reports:errors.templateNameTooLong" },
  type: { invalid_value: "reports:errors.type" },
  sections: { too_small: "reports:errors.sectionsRequired" },
  description: { too_big: "reports:errors.descriptionTooLong" },
};

/** The sections chosen, in order, then the others in the catalogue's order. */
export function orderedSections(all: readonly string[], chosen: readonly string[]): string[] {
  return [...chosen, ...all.filter((s) => !chosen.includes(s))];
}

/** The chosen list with one section moved up (-1) or down (+1). */
export function moveSection(chosen: readonly string[], section: string, by: -1 | 1): string[] {
  const i = chosen.indexOf(section);
  const j = i + by;
  if (i < 0 || j < 0 || j >= chosen.length) return [...chosen];
  const next = [...chosen];
  [next[i], next[j]] = [next[j] as string, next[i] as string];
  return next;
}
