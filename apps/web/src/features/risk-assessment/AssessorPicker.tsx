import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { PickerOption } from "../../components/SearchPicker";
import { UserSearchPicker } from "../../components/UserSearchPicker";

export type PickedAssessor = PickerOption;

/** A lead assessor chosen from the platform's active users, by name or role. */
export function AssessorPicker(props: Omit<ComponentProps<typeof UserSearchPicker>, "texts">) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <UserSearchPicker
      {...props}
      texts={{
        list: t("riskAssessment:picker.assessors"),
        placeholder: t("riskAssessment:picker.assessorPlaceholder"),
        clear: t("riskAssessment:picker.clearAssessor"),
      }}
    />
  );
}
