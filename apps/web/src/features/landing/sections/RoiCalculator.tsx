import { Button } from "@tprm/ui";
import { type CSSProperties, useId, useMemo, useState } from "react";
import { Container, SectionHeading } from "../components/SectionHeading";
import { formatInteger, formatPercent, formatUsd } from "../format";
import {
  calculateRoi,
  ROI_BREAKDOWN_SHARES,
  ROI_PLATFORM_INVESTMENT,
  ROI_SPEND_BOUNDS,
  ROI_STAFF_BOUNDS,
  ROI_VENDOR_BOUNDS,
  type SliderBounds,
} from "../shared";

interface RangeFieldProps {
  label: string;
  hint: string;
  bounds: SliderBounds;
  value: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  /** Spoken value, e.g. "500 vendors". */
  valueText: (value: number) => string;
}

/** A labelled native range input: arrow keys, Page Up/Down, Home and End all work without extra code. */
function RangeField({ label, hint, bounds, value, onChange, format, valueText }: RangeFieldProps) {
  const id = useId();
  const percent = ((value - bounds.min) / (bounds.max - bounds.min)) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-card-foreground">
          {label}
        </label>
        <output htmlFor={id} className="text-lg font-semibold text-primary tabular-nums" aria-hidden="true">
          {format(value)}
        </output>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={valueText(value)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        style={{ "--fill": `${percent}%` } as CSSProperties}
        className="landing-range mt-4 h-2 w-full cursor-pointer appearance-none rounded-full bg-[linear-gradient(to_right,var(--color-primary)_var(--fill),var(--color-input)_var(--fill))] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md"
      />
      <div className="mt-2 flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </div>
  );
}

const BREAKDOWN = [
  { key: "processAutomation", label: "Process automation", color: "bg-blue-400" },
  { key: "riskMitigation", label: "Risk mitigation", color: "bg-emerald-400" },
  { key: "complianceEfficiency", label: "Compliance efficiency", color: "bg-amber-300" },
] as const;

interface RoiCalculatorProps {
  onRequestDemo: () => void;
}

export function RoiCalculator({ onRequestDemo }: RoiCalculatorProps) {
  const [vendors, setVendors] = useState(ROI_VENDOR_BOUNDS.initial);
  const [spendMillions, setSpend] = useState(ROI_SPEND_BOUNDS.initial);
  const [staff, setStaff] = useState(ROI_STAFF_BOUNDS.initial);
  const result = useMemo(() => calculateRoi({ vendors, spendMillions, staff }), [vendors, spendMillions, staff]);

  return (
    <section id="roi" aria-labelledby="roi-title" className="scroll-mt-16 border-y bg-muted/50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="roi-title"
          eyebrow="ROI calculator"
          title="Estimate what the platform returns"
          lead="Move the sliders to match your programme. Figures update as you go and are measured against a $50,000 annual platform investment."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h3 className="text-lg font-semibold text-card-foreground">Your third-party programme</h3>
            <div className="mt-6 grid flex-1 content-start gap-8">
              <RangeField
                label="Active vendors"
                hint="Third parties you manage today."
                bounds={ROI_VENDOR_BOUNDS}
                value={vendors}
                onChange={setVendors}
                format={formatInteger}
                valueText={(v) => `${formatInteger(v)} vendors`}
              />
              <RangeField
                label="Annual third-party spend"
                hint="In millions of US dollars."
                bounds={ROI_SPEND_BOUNDS}
                value={spendMillions}
                onChange={setSpend}
                format={(v) => `$${formatInteger(v)}M`}
                valueText={(v) => `${formatInteger(v)} million dollars`}
              />
              <RangeField
                label="Risk management staff"
                hint="Full-time people working on third-party risk."
                bounds={ROI_STAFF_BOUNDS}
                value={staff}
                onChange={setStaff}
                format={formatInteger}
                valueText={(v) => `${formatInteger(v)} full-time staff`}
              />
            </div>
            <div className="mt-8 flex flex-col gap-4 rounded-lg bg-muted/70 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                Need a business case for your board? We build one from your own vendor data.
              </p>
              <Button variant="outline" className="shrink-0" onClick={onRequestDemo}>
                Request a business case
              </Button>
            </div>
          </div>

          <div className="relative overflow-hidden rounded-xl bg-slate-950 p-6 text-white shadow-lg sm:p-8">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgba(37,99,235,0.45),transparent)]"
            />
            <h3 className="relative text-lg font-semibold">Your estimated return</h3>
            <div className="relative mt-6" aria-live="polite" aria-atomic="true">
              <p className="text-sm text-slate-300">Estimated annual savings</p>
              <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="roi-savings">
                {formatUsd(result.annualSavings)}
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-4">
                <div className="rounded-lg border border-white/10 bg-white/5 p-4">
                  <dt className="text-sm text-slate-300">Return on investment</dt>
                  <dd
                    className="mt-1 text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl"
                    data-testid="roi-percent"
                  >
                    {formatPercent(result.roiPercent)}
                  </dd>
                </div>
                <div className="rounded-lg border border-white/10 bg-white/5 p-4">
                  <dt className="text-sm text-slate-300">Payback period</dt>
                  <dd
                    className="mt-1 text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl"
                    data-testid="roi-payback"
                  >
                    {result.paybackMonths === null ? "—" : `${result.paybackMonths.toFixed(1)} months`}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="relative mt-8">
              <h4 className="text-sm font-medium text-slate-300">Where the savings come from</h4>
              <div className="mt-3 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
                {BREAKDOWN.map((part) => (
                  <div
                    key={part.key}
                    className={part.color}
                    style={{ width: `${ROI_BREAKDOWN_SHARES[part.key] * 100}%` }}
                  />
                ))}
              </div>
              <dl className="mt-4 grid gap-3">
                {BREAKDOWN.map((part) => (
                  <div key={part.key} className="flex items-center justify-between gap-4 text-sm">
                    <dt className="flex items-center gap-2 text-slate-300">
                      <span className={`size-2.5 rounded-full ${part.color}`} aria-hidden="true" />
                      {part.label}
                      <span className="text-slate-400">({ROI_BREAKDOWN_SHARES[part.key] * 100}%)</span>
                    </dt>
                    <dd className="font-semibold tabular-nums" data-testid={`roi-${part.key}`}>
                      {formatUsd(result.breakdown[part.key])}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="relative mt-8 border-t border-white/10 pt-4 text-xs text-slate-400">
              Estimate only: savings of $8.50 per vendor, $125 per $1M of spend and $85,000 per full-time risk role,
              against a {formatUsd(ROI_PLATFORM_INVESTMENT)} annual investment.
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
