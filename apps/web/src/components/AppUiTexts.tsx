import { ENGLISH_UI_TEXTS, UiTextProvider, type UiTexts } from "@tprm/ui";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, localeOf } from "../i18n/languages";

function uiTexts(t: TFunction, locale: string): UiTexts {
  return {
    locale,
    close: t("common:ui.close"),
    loading: t("common:ui.loading"),
    pagination: {
      label: t("common:ui.pagination.label"),
      previous: t("common:ui.pagination.previous"),
      next: t("common:ui.pagination.next"),
      pageOf: (page, pages) => t("common:ui.pagination.pageOf", { page, pages }),
      results: (count, total) => t("common:ui.pagination.results", { count, total }),
    },
    datePicker: {
      chooseDate: t("common:ui.datePicker.chooseDate"),
      chooseDateSelected: (date) => t("common:ui.datePicker.chooseDateSelected", { date }),
      calendar: t("common:ui.datePicker.calendar"),
      previousMonth: t("common:ui.datePicker.previousMonth"),
      nextMonth: t("common:ui.datePicker.nextMonth"),
      chooseYearAndMonth: (heading) => t("common:ui.datePicker.chooseYearAndMonth", { heading }),
      chooseYear: t("common:ui.datePicker.chooseYear"),
      backToDays: t("common:ui.datePicker.backToDays"),
      yearChooseYear: (year) => t("common:ui.datePicker.yearChooseYear", { year }),
      chooseMonthOf: (year) => t("common:ui.datePicker.chooseMonthOf", { year }),
      dayLabel: (parts) => t("common:ui.datePicker.dayLabel", { ...parts }),
    },
  };
}

/**
 * The words of the shared components (@tprm/ui: Close, the pager, the date picker) in the app's language, and its
 * locale for month and weekday names. English until the common texts have arrived (nothing is on screen before).
 */
export function AppUiTexts({ children }: { children: ReactNode }) {
  const { t, i18n, ready } = useTranslation("common", { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const texts = useMemo(
    () => (ready && isLanguage(language) ? uiTexts(t, localeOf(language)) : ENGLISH_UI_TEXTS),
    [t, ready, language],
  );
  return <UiTextProvider texts={texts}>{children}</UiTextProvider>;
}
