import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from "@tprm/api/schemas";
import { Button, Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { isFiltered, type NotificationView, STATUS_FILTERS, type StatusFilter } from "./notification-view";

const STATUS_LABELS: Readonly<Record<StatusFilter, string>> = {
  all: "notifications:filters.allStatuses",
  unread: "notifications:filters.unread",
  read: "notifications:filters.read",
};

/** Status (all, unread, read), priority and type; each change starts again at page 1 (notification-view.ts). */
export function NotificationFilters({
  view,
  onChange,
}: {
  view: NotificationView;
  onChange: (change: Partial<NotificationView>) => void;
}) {
  const { t } = useTranslation(["notifications"]);
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t("notifications:filters.label")}</legend>
      <div className="grid w-full gap-1.5 min-[480px]:w-40">
        <Label htmlFor="notification-status">{t("notifications:filters.status")}</Label>
        <NativeSelect
          id="notification-status"
          value={view.status}
          onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid w-full gap-1.5 min-[480px]:w-44">
        <Label htmlFor="notification-priority">{t("notifications:filters.priority")}</Label>
        <NativeSelect
          id="notification-priority"
          value={view.priority}
          onChange={(e) => onChange({ priority: e.target.value as NotificationView["priority"] })}
        >
          <option value="">{t("notifications:filters.allPriorities")}</option>
          {NOTIFICATION_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`notifications:priority.${priority}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid w-full gap-1.5 min-[480px]:w-48">
        <Label htmlFor="notification-type">{t("notifications:filters.type")}</Label>
        <NativeSelect
          id="notification-type"
          value={view.type}
          onChange={(e) => onChange({ type: e.target.value as NotificationView["type"] })}
        >
          <option value="">{t("notifications:filters.allTypes")}</option>
          {NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`notifications:type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isFiltered(view) && (
        <Button variant="ghost" onClick={() => onChange({ status: "all", priority: "", type: "" })}>
          {t("notifications:filters.clear")}
        </Button>
      )}
    </fieldset>
  );
}
