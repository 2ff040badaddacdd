import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDecimal } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ScopePicker, scopeInput, useRegisterScope } from "../ScopePicker";
import { scopeErrorText } from "../scope-messages";
import { ConcentrationList, contractsText, costsText, functionsText, shareText } from "./ConcentrationList";
import { dependencyOf, rankedByShare } from "./concentration-view";

const ConcentrationChart = lazy(() => import("./ConcentrationChart"));

/**
 * Concentration on ICT providers: for the scope, each provider and subcontractor with the critical or important
 * functions that depend on it directly or through the supply chain, its share of all of them, its contracts and
 * their annual cost per currency; the largest shares as a chart.
 */
export function ConcentrationTab() {
  const { t } = useTranslation(["register", "common"]);
  const trpc = useTRPC();
  const scopeState = useRegisterScope();
  const ready = scopeState.ready;
  const query = useQuery(trpc.register.concentration.queryOptions(scopeInput(scopeState.scope), { enabled: ready }));
  const data = query.data;
  const vendors = data ? [...data.vendors].sort((a, b) => b.share - a.share || a.name.localeCompare(b.name)) : [];
  const bars = data
    ? rankedByShare(data.vendors).map((v) => ({
        name: v.name,
        percent: v.share * 100,
        label: t("register:concentration.percent", { value: formatDecimal(v.share * 100, 1, 1) }),
      }))
    : [];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="concentration-tab">
      <p className="max-w-prose text-sm text-muted-foreground">{t("register:concentration.intro")}</p>
      <ScopePicker idPrefix="concentration" state={scopeState} />
      {query.isError && (
        <Alert variant="destructive">
          <AlertTitle>{t("register:concentration.loadFailed")}</AlertTitle>
          <AlertDescription>{scopeErrorText(t, query.error, t("register:concentration.loadFailed"))}</AlertDescription>
        </Alert>
      )}
      {query.isPending && ready && <Skeleton className="h-64 w-full" />}
      {data && ready && (
        <>
          <p className="text-sm" data-testid="concentration-totals">
            {t("register:concentration.totals", {
              functions: formatCount(data.totals.criticalFunctions),
              vendors: formatCount(data.totals.vendors),
              contracts: formatCount(data.totals.contracts),
              cost: costsText(data.totals),
            })}
          </p>
          <Card className="min-w-0">
            <CardHeader>
              <h2 className="font-semibold leading-none">{t("register:concentration.chartTitle")}</h2>
              <CardDescription>{t("register:concentration.chartDescription")}</CardDescription>
            </CardHeader>
            <CardContent className="min-w-0">
              {bars.length === 0 ? (
                <p className="text-sm text-muted-foreground" data-testid="concentration-empty">
                  {t("register:concentration.empty")}
                </p>
              ) : (
                <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                  <ConcentrationChart bars={bars} seriesName={t("register:concentration.columns.share")} />
                </Suspense>
              )}
            </CardContent>
          </Card>
          <ConcentrationList vendors={vendors} />
          <Card className="min-w-0 py-0 max-md:hidden">
            <CardContent className="px-0">
              <Table aria-label={t("register:concentration.tableLabel")} data-testid="concentration-table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("register:concentration.columns.provider")}</TableHead>
                    <TableHead>{t("register:concentration.columns.dependency")}</TableHead>
                    <TableHead>{t("register:concentration.columns.functions")}</TableHead>
                    <TableHead className="text-right">{t("register:concentration.columns.share")}</TableHead>
                    <TableHead className="text-right">{t("register:concentration.columns.contracts")}</TableHead>
                    <TableHead className="text-right">{t("register:concentration.columns.cost")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {vendors.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6} className="text-muted-foreground">
                        {t("register:concentration.noProviders")}
                      </TableCell>
                    </TableRow>
                  )}
                  {vendors.map((v) => (
                    <TableRow key={v.vendorId} data-testid="concentration-row">
                      <TableCell className="min-w-36 whitespace-normal font-medium">{v.name}</TableCell>
                      <TableCell>{t(`register:concentration.dependency.${dependencyOf(v)}`)}</TableCell>
                      <TableCell className="min-w-64 whitespace-normal">{functionsText(t, v)}</TableCell>
                      <TableCell className="text-right tabular-nums">{shareText(t, v)}</TableCell>
                      <TableCell className="text-right tabular-nums">{contractsText(t, v)}</TableCell>
                      <TableCell className="text-right tabular-nums">{costsText(v)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
