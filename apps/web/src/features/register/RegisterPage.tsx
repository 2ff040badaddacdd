import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { REGISTER_TABS } from "./register-tabs";
import { tabFrom, withTab } from "./register-url";

const TAB_IDS = REGISTER_TABS.map((tab) => tab.id);

/**
 * The regulatory register (issue 21; docs/REGISTER.md): the EBA outsourcing register, the pre-submission checks, the
 * DORA Register of Information package, the concentration on providers, and the bank's entities and functions. The
 * tab is in the URL (?tab=…), so the checks' links land on the record's own tab.
 */
export default function RegisterPage() {
  const { t } = useTranslation(["register", "common"]);
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params, TAB_IDS);

  // On a phone the tab list scrolls sideways: the open tab (from a link, say "Functions") is brought into view.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    listRef.current
      ?.querySelector(`[data-testid="register-tab-${tab}"]`)
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);

  const documentTitle = t("register:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <section>
      <DashboardBreadcrumb
        label={t("register:page.breadcrumb")}
        dashboard={t("register:page.dashboard")}
        current={t("register:page.title")}
      />
      <PageHeader title={t("register:page.title")} description={t("register:page.description")} />
      <Tabs value={tab} onValueChange={(value) => setParams((current) => withTab(current, value))} className="gap-4">
        <TabsList
          ref={listRef}
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("register:page.tabsLabel")}
        >
          {REGISTER_TABS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id} data-testid={`register-tab-${id}`}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {REGISTER_TABS.map(({ id, Component }) => (
          <TabsContent key={id} value={id} className="min-w-0">
            {id === tab && <Component />}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
