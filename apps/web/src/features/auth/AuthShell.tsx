import { ShieldCheckIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "./LanguagePicker";
import { MarketingPanel } from "./MarketingPanel";

/** Layout of the signed-out screens: marketing panel on the left (wide screens), the form on the right. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(["auth", "common"]);
  const appName = t("common:appName");
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.1fr_1fr]">
      <MarketingPanel />
      <main className="flex items-center justify-center p-6 sm:p-10">
        <div className="w-full max-w-sm space-y-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="flex items-center gap-2 text-primary lg:hidden">
              <ShieldCheckIcon aria-hidden="true" className="size-7" />
              <span className="text-lg font-semibold">{appName}</span>
            </div>
            <LanguagePicker />
          </div>
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
