import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../components/role-names";
import { type PickerOption, SearchPicker } from "../../components/SearchPicker";
import { useTRPCClient } from "../../lib/trpc";

export type PickedAssessor = PickerOption;

/** A lead assessor chosen from the platform's active users, by name or role. */
export function AssessorPicker({
  value,
  onChange,
  clearUnpickedOnBlur,
  ...control
}: {
  value: PickedAssessor | null;
  onChange: (assessor: PickedAssessor | null) => void;
  clearUnpickedOnBlur?: boolean;
  id?: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
  "aria-required"?: boolean | undefined;
  "aria-label"?: string;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) => ({
      queryKey: ["riskAssessment", "assessorPicker", term],
      queryFn: async () =>
        (await client.users.directory.query({ search: term || undefined, limit: 20 })).map((user) => ({
          id: user.id,
          name: user.name,
          detail: roleName(t, user.role),
        })),
    }),
    [client, t],
  );
  return (
    <SearchPicker
      {...control}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur={clearUnpickedOnBlur}
      listLabel={t("riskAssessment:picker.assessors")}
      placeholder={t("riskAssessment:picker.assessorPlaceholder")}
      clearLabel={t("riskAssessment:picker.clearAssessor")}
    />
  );
}
