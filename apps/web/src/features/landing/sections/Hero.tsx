import { Button } from "@tprm/ui";
import { ArrowRight, Check } from "lucide-react";
import { Container, NewTabHint } from "../components/SectionHeading";
import { formatMetric, METRICS } from "../content";
import { countUpDecimals, useCountUp } from "../count-up";
import { ProductPreview } from "./ProductPreview";

interface HeroProps {
  onRequestDemo: () => void;
}

const PROOF_POINTS = ["DORA and EBA outsourcing ready", "Every change in the audit trail", "Cloud or self-hosted"];

export function Hero({ onRequestDemo }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <HeroBackdrop />
      <Container className="grid items-center gap-12 pt-16 pb-14 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-blue-200">
            <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
            Third-party risk &amp; outsourcing governance
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]"
          >
            Govern every third party with evidence your regulator will accept
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-300">
            One register for vendors, contracts, risk assessments and outsourcing approvals, built for banks, lenders
            and regulated enterprises that answer to supervisors.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              onClick={onRequestDemo}
              className="h-12 bg-blue-600 px-6 text-base text-white hover:bg-blue-500"
            >
              Request Enterprise Demo
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button
              size="lg"
              variant="outline"
              asChild
              className="h-12 border-white/25 bg-white/5 px-6 text-base text-white hover:bg-white/10 hover:text-white"
            >
              <a href="/dashboard" target="_blank" rel="noopener">
                Explore Platform
                <NewTabHint />
              </a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-300 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROOF_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check className="size-4 text-emerald-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </Container>
      <LiveMetrics />
    </section>
  );
}

/** The four marketing figures, counting up half a second after they come into view. */
function LiveMetrics() {
  const { ref, values } = useCountUp<HTMLDListElement>(METRICS);
  return (
    <div className="border-t border-white/10 bg-white/[0.03]">
      <Container>
        <h2 className="sr-only">Platform metrics</h2>
        <dl ref={ref} className="grid grid-cols-2 gap-px py-8 lg:grid-cols-4 lg:py-10">
          {METRICS.map((metric, index) => (
            <div key={metric.id} className="flex flex-col-reverse justify-end gap-1 px-2 py-3 text-center lg:px-6">
              <dt className="text-sm text-slate-400">{metric.label}</dt>
              <dd className="text-3xl font-bold tracking-tight tabular-nums text-white sm:text-4xl">
                <span aria-hidden="true" data-testid={`metric-${metric.id}`}>
                  {formatMetric(
                    metric,
                    values[index] ?? 0,
                    countUpDecimals(values[index] ?? 0, metric.value, metric.decimals),
                  )}
                </span>
                <span className="sr-only">{formatMetric(metric, metric.value)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </div>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[72rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(37,99,235,0.35),transparent)]" />
      <div className="absolute right-[-10rem] bottom-[-12rem] h-[30rem] w-[40rem] rounded-full bg-[radial-gradient(closest-side,rgba(16,185,129,0.14),transparent)]" />
      <svg className="absolute inset-0 h-full w-full opacity-[0.07]" aria-hidden="true">
        <defs>
          <pattern id="landing-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="white" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#landing-grid)" />
      </svg>
    </div>
  );
}
