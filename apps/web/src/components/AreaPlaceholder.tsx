import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./PageHeader";

/** Stand-in for an area whose screen is not built yet: its title and one honest sentence, nothing invented. */
export function AreaPlaceholder({ title, sentence }: { title: string; sentence: string }) {
  const { t } = useTranslation("common");
  const appName = t("common:appName");
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <section data-testid="area-placeholder">
      <PageHeader title={title} />
      <p className="rounded-lg border border-dashed bg-card p-6 text-muted-foreground">{sentence}</p>
    </section>
  );
}
