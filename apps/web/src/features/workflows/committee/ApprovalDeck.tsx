import { allows, RISK_ASSESSMENT_ACCESS } from "@tprm/api/permissions";
import { Alert, AlertDescription, AlertTitle, Card, CardContent, CardHeader } from "@tprm/ui";
import { ShieldAlertIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RiskLevelChip } from "../../../components/RiskLevelChip";
import { countryName } from "../../../lib/countries";
import { formatCalendarDate, formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { assessmentStatusKey, assessmentTypeKey, riskBannerVariant, shown } from "./committee-view";
import type { DeckData } from "./types";

/** The classification's chip in the colours of the priority it gives (001 §4: Critical, Material high). */
const CLASSIFICATION_LEVEL = { critical: "critical", material: "high", non_material: "low" } as const;

/** A list of label and value pairs; a missing value reads "Not provided". */
function Facts({ rows, testId }: { rows: [label: string, value: ReactNode, testId: string][]; testId?: string }) {
  const { t } = useTranslation(["workflowCommittee"]);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]" data-testid={testId}>
      {rows.map(([label, value, id]) => (
        <div key={id} className="grid gap-0.5 sm:contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line" data-testid={`deck-${id}`}>
            {value ?? <span className="text-muted-foreground">{t("workflowCommittee:deck.notProvided")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className ?? "gap-4"}>
      <CardHeader>
        <h4 className="font-semibold leading-none">{title}</h4>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The Committee Approval Deck (001 §2.4): Basic Arrangement Information, Process Description, Service Provider
 * Information (the vendor's contact when there is a vendor) and the Risk Assessment Summary with its overall risk
 * banner, or the §8 warning when the arrangement has no risk assessment yet.
 */
export function ApprovalDeck({ deck }: { deck: DeckData }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const headingId = useId();
  const session = useSession();
  const mayOpenAssessment = allows(session.data?.role, RISK_ASSESSMENT_ACCESS.view);
  const w = deck.workflow;
  const ra = deck.riskAssessment;
  const classification = w.materialityClassification ? (
    <RiskLevelChip
      risk={CLASSIFICATION_LEVEL[w.materialityClassification]}
      label={t(`workflowCommittee:classification.${w.materialityClassification}`)}
    />
  ) : null;
  const score =
    w.materialityScore === null
      ? null
      : t("workflowCommittee:deck.scoreValue", { score: formatCount(w.materialityScore), max: formatCount(75) });
  const typeKey = ra ? assessmentTypeKey(ra.assessmentType) : null;
  const statusKey = ra ? assessmentStatusKey(ra.status) : null;
  const vendor =
    ra?.vendor ?? (w.vendor ? { name: w.vendor.name, country: null, contactPerson: null, email: null } : null);

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="approval-deck">
      <h3 id={headingId} className="text-base font-semibold">
        {t("workflowCommittee:deck.title")}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t("workflowCommittee:deck.basic")}>
          <Facts
            testId="deck-basic"
            rows={[
              [t("workflowCommittee:deck.name"), w.name, "name"],
              [t("workflowCommittee:deck.reference"), w.reference, "reference"],
              [t("workflowCommittee:deck.owner"), shown(w.owner.name), "owner"],
              [t("workflowCommittee:deck.legalEntity"), shown(w.legalEntity), "legal-entity"],
              [t("workflowCommittee:deck.jurisdiction"), shown(w.jurisdiction), "jurisdiction"],
              [t("workflowCommittee:deck.classification"), classification, "classification"],
            ]}
          />
        </Section>
        <Section title={t("workflowCommittee:deck.provider")}>
          <Facts
            testId="deck-provider"
            rows={[
              [t("workflowCommittee:deck.providerDetails"), shown(w.providerDetails), "provider"],
              [t("workflowCommittee:deck.recipientDetails"), shown(w.recipientDetails), "recipient"],
              ...(vendor
                ? ([
                    [t("workflowCommittee:deck.vendorName"), vendor.name, "vendor"],
                    [
                      t("workflowCommittee:deck.country"),
                      vendor.country ? countryName(vendor.country) : null,
                      "country",
                    ],
                    [t("workflowCommittee:deck.contactPerson"), shown(vendor.contactPerson), "contact"],
                    [
                      t("workflowCommittee:deck.contactEmail"),
                      vendor.email ? (
                        <a key="email" className="underline underline-offset-4" href={`mailto:${vendor.email}`}>
                          {vendor.email}
                        </a>
                      ) : null,
                      "email",
                    ],
                  ] as [string, ReactNode, string][])
                : []),
            ]}
          />
        </Section>
        <Section title={t("workflowCommittee:deck.description")} className="gap-4 lg:col-span-2">
          <p className="text-sm break-words whitespace-pre-line" data-testid="deck-description">
            {shown(w.processDescription) ?? (
              <span className="text-muted-foreground">{t("workflowCommittee:deck.notProvided")}</span>
            )}
          </p>
        </Section>
        <Section title={t("workflowCommittee:deck.risk")} className="gap-4 lg:col-span-2">
          <div className="grid gap-4">
            {ra ? (
              <Alert variant={riskBannerVariant(ra.overallRisk)} data-testid="deck-risk-banner" role="note">
                <ShieldAlertIcon aria-hidden="true" />
                <AlertTitle>
                  {t("workflowCommittee:deck.overallRisk", { level: t(`workflowCommittee:risk.${ra.overallRisk}`) })}
                </AlertTitle>
                <AlertDescription>
                  {mayOpenAssessment ? (
                    <Link
                      className="underline underline-offset-4"
                      to={`/risk-assessment?assessment=${encodeURIComponent(ra.id)}`}
                    >
                      {t("workflowCommittee:deck.openAssessment", { reference: ra.reference })}
                    </Link>
                  ) : (
                    <span>{ra.reference}</span>
                  )}
                </AlertDescription>
              </Alert>
            ) : (
              <Alert variant="warning" data-testid="deck-no-risk" role="note">
                <TriangleAlertIcon aria-hidden="true" />
                <AlertTitle>{t("workflowCommittee:messages.noRiskTitle")}</AlertTitle>
                <AlertDescription>{t("workflowCommittee:messages.noRisk")}</AlertDescription>
              </Alert>
            )}
            <Facts
              testId="deck-risk"
              rows={[
                ...(ra
                  ? ([
                      [
                        t("workflowCommittee:deck.assessmentType"),
                        typeKey ? t(`workflowCommittee:assessmentType.${typeKey}`) : ra.assessmentType,
                        "assessment-type",
                      ],
                      [t("workflowCommittee:deck.assessmentDate"), formatCalendarDate(ra.date), "assessment-date"],
                      [
                        t("workflowCommittee:deck.assessmentStatus"),
                        statusKey ? t(`workflowCommittee:assessmentStatus.${statusKey}`) : ra.status,
                        "assessment-status",
                      ],
                    ] as [string, ReactNode, string][])
                  : []),
                [t("workflowCommittee:deck.score"), score, "score"],
              ]}
            />
          </div>
        </Section>
      </div>
    </section>
  );
}
