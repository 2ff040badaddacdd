import { MAX_CO_REVIEWERS } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { type PickedUser, UserPicker } from "../../components/UserPicker";
import { formatCount } from "../../lib/format";

export type { PickedUser };

/**
 * The review's co-reviewers, chosen from the platform's active users (components/UserPicker) in the review's own
 * words. The signed-in user (`excludeId`) is the reviewer and is never offered.
 */
export function CoReviewerPicker({
  value,
  onChange,
  excludeId,
  error,
  disabled,
}: {
  value: PickedUser[];
  onChange: (next: PickedUser[]) => void;
  excludeId: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["vendorRecord", "common"]);
  return (
    <UserPicker
      multiple
      value={value}
      onChange={onChange}
      max={MAX_CO_REVIEWERS}
      excludeId={excludeId}
      error={error}
      disabled={disabled}
      testId="co-reviewer-picker"
      texts={{
        legend: (
          <>
            {t("vendorRecord:reviewForm.coReviewers")}{" "}
            <span className="font-normal text-muted-foreground">{t("vendorRecord:coReviewers.optional")}</span>
          </>
        ),
        hint: t("vendorRecord:coReviewers.hint", { max: formatCount(MAX_CO_REVIEWERS) }),
        chosen: t("vendorRecord:coReviewers.chosen"),
        search: t("vendorRecord:coReviewers.search"),
        loading: t("vendorRecord:coReviewers.loading"),
        loadFailed: t("vendorRecord:coReviewers.loadFailed"),
        noMatch: (term) => t("vendorRecord:coReviewers.noMatch", { term }),
        noneOther: t("vendorRecord:coReviewers.noneOther"),
        available: (count, n) => t("vendorRecord:coReviewers.available", { count, n }),
        matching: (count, n, term) => t("vendorRecord:coReviewers.matching", { count, n, term }),
        remove: (name) => t("vendorRecord:coReviewers.remove", { name }),
        full: (max) => t("vendorRecord:coReviewers.full", { max }),
      }}
    />
  );
}
