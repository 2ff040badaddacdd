import { useMutation, useQuery } from "@tanstack/react-query";
import { allows, COMPLIANCE_ACCESS } from "@tprm/api/permissions";
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { FileDownIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { errorText } from "../../components/error-text";
import { PageHeader } from "../../components/PageHeader";
import { httpStatusOf } from "../../lib/http-errors";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { ComplianceSummary } from "./ComplianceSummary";
import { downloadComplianceReport } from "./download-report";
import { GapsTab } from "./gaps/GapsTab";
import { RequirementsTab } from "./requirements/RequirementsTab";
import { StatusDialog } from "./status/StatusDialog";
import type { Requirement } from "./types";

const TABS = ["requirements", "gaps"] as const;
type Tab = (typeof TABS)[number];

/**
 * The compliance register (issue 17; the Regulatory Body's area): the obligations of the EBA outsourcing guidelines
 * and DORA with their live evidence, gaps and statuses; the gaps record by record; the compliance report as a PDF.
 * Those who run the policy framework set a requirement's status (COMPLIANCE_ACCESS.setStatus); the server checks again.
 */
export default function CompliancePage() {
  const { t } = useTranslation(["compliance", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const maySetStatus = allows(me?.role, COMPLIANCE_ACCESS.setStatus);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "requirements";
  const requirements = useQuery(trpc.compliance.requirements.queryOptions());
  const [editing, setEditing] = useState<Requirement | null>(null);

  const documentTitle = t("compliance:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const report = useMutation({
    mutationFn: downloadComplianceReport,
    onSuccess: (filename) => toast.success(t("compliance:report.downloaded", { filename })),
    onError: (error) =>
      toast.error(
        httpStatusOf(error) === 403
          ? t("compliance:report.forbidden")
          : errorText(t, error, t("compliance:report.failed")),
      ),
  });

  const showGaps = (requirementKey: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("tab", "gaps");
      next.set("requirement", requirementKey);
      next.delete("kind");
      next.delete("page");
      return next;
    });

  return (
    <section>
      <DashboardBreadcrumb
        label={t("compliance:page.breadcrumb")}
        dashboard={t("compliance:page.dashboard")}
        current={t("compliance:page.title")}
      />
      <PageHeader
        title={t("compliance:page.title")}
        description={t("compliance:page.description")}
        actions={
          <Button onClick={() => report.mutate()} disabled={report.isPending} data-testid="download-compliance-report">
            <FileDownIcon aria-hidden="true" />
            {report.isPending ? t("compliance:report.generating") : t("compliance:report.download")}
          </Button>
        }
      />
      <ComplianceSummary query={requirements} />

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams();
            if (value !== "requirements") next.set("tab", value);
            if (current.get("tab") === value) return current;
            return next;
          })
        }
        className="gap-4"
      >
        <TabsList
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("compliance:page.tabsLabel")}
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} data-testid={`tab-${value}`}>
              {t(`compliance:tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="requirements">
          <RequirementsTab
            query={requirements}
            onSetStatus={maySetStatus ? setEditing : undefined}
            onShowGaps={showGaps}
          />
        </TabsContent>
        <TabsContent value="gaps">
          <GapsTab />
        </TabsContent>
      </Tabs>

      {editing && <StatusDialog requirement={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
