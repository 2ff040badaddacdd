import type { BoardReview } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatCount, formatDateTime, formatDecimal } from "../../../lib/format";

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {rows.map((r) => (
        <div key={r.key} className="rounded-md border p-2" data-testid={`board-${r.key}`}>
          <dt className="text-muted-foreground text-xs">{r.label}</dt>
          <dd className="font-semibold text-lg tabular-nums">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The board pack's four parts: critical arrangements, risk posture, decisions taken, overdue items. */
export function BoardReviewContent({ data }: { data: BoardReview }) {
  const { t } = useTranslation(["dashboard", "vendors"]);
  const { riskPosture: posture, overdue } = data;
  return (
    <div className="space-y-6">
      <Section title={t("dashboard:board.posture")} testId="board-posture">
        <Figures
          rows={[
            {
              key: "riskScore",
              label: t("dashboard:figures.riskScore.label"),
              value:
                posture.riskScore === null
                  ? t("dashboard:noData")
                  : t("dashboard:units.outOfTen", { value: formatDecimal(posture.riskScore, 1, 1) }),
            },
            { key: "assessed", label: t("dashboard:board.assessed"), value: formatCount(posture.assessed) },
            {
              key: "criticalVendors",
              label: t("dashboard:board.criticalVendors"),
              value: formatCount(posture.criticalVendors),
            },
            {
              key: "openKpiBreaches",
              label: t("dashboard:board.openKpiBreaches"),
              value: formatCount(posture.openKpiBreaches),
            },
          ]}
        />
        <p className="text-muted-foreground text-sm">
          {posture.byLevel.map((l) => `${t(`vendors:riskLevel.${l.risk}`)}: ${formatCount(l.count)}`).join(" · ")}
        </p>
      </Section>
      <Section
        title={t("dashboard:board.critical", { count: data.criticalArrangements.total })}
        testId="board-critical"
      >
        {data.criticalArrangements.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("dashboard:board.noCritical")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {data.criticalArrangements.items.map((a) => (
              <li key={`${a.kind}-${a.id}`} className="flex flex-wrap justify-between gap-2 p-2 text-sm">
                <span>
                  <span className="font-medium">{a.name}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {a.reference} · {t(`dashboard:board.kind.${a.kind}`)}
                    {a.vendorName ? ` · ${a.vendorName}` : ""}
                  </span>
                </span>
                <span className="text-muted-foreground">
                  {a.endDate ? t(`dashboard:board.until.${a.kind}`, { date: formatCalendarDate(a.endDate) }) : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t("dashboard:board.decisions")} testId="board-decisions">
        {data.decisions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("dashboard:board.noDecisions")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {data.decisions.map((d) => (
              <li key={`${d.source}-${d.id}`} className="space-y-0.5 p-2 text-sm">
                <p>
                  <span className="font-medium">{d.title}</span> —{" "}
                  {t(`dashboard:board.outcome.${d.outcome}`, { defaultValue: d.outcome })}
                </p>
                <p className="text-muted-foreground text-xs">
                  {t(`dashboard:board.source.${d.source}`)} · {formatDateTime(d.decidedAt)}
                  {d.body ? ` · ${d.body}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t("dashboard:board.overdue")} testId="board-overdue">
        <Figures
          rows={(["assessmentReviews", "workflows", "policyReviews", "acknowledgements"] as const).map((key) => ({
            key: `overdue-${key}`,
            label: t(`dashboard:board.overdueKinds.${key}`),
            value: formatCount(overdue[key]),
          }))}
        />
      </Section>
    </div>
  );
}
