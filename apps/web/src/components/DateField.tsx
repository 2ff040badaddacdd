import { DatePicker, type DatePickerProps } from "@tprm/ui";
import { useCallback } from "react";
import { useCalendar } from "../lib/calendar";
import { formatDateField, parseDateField } from "../lib/format";

export type DateFieldProps = Omit<DatePickerProps, "today" | "formatDate" | "parseDate" | "placeholder" | "value"> & {
  /** "YYYY-MM-DD" or "" (anything else counts as empty, as a form's initial value may be). */
  value: unknown;
};

/**
 * Every date field of the app: the DatePicker (calendar on a desktop, the browser's date input on a phone) in the
 * app's date format, with today on the organisation's calendar. The value stays "YYYY-MM-DD".
 */
export function DateField({ value, ...props }: DateFieldProps) {
  const { today, dateFormat } = useCalendar();
  const formatDate = useCallback((iso: string) => formatDateField(iso, dateFormat), [dateFormat]);
  const parseDate = useCallback((text: string) => parseDateField(text, dateFormat), [dateFormat]);
  return (
    <DatePicker
      {...props}
      value={typeof value === "string" ? value : ""}
      today={today}
      formatDate={formatDate}
      parseDate={parseDate}
      placeholder={dateFormat}
    />
  );
}
