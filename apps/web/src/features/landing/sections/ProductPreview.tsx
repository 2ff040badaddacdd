/** A drawn preview of the vendor risk register: decoration for the hero, one image to assistive technology. */

const ROWS = [
  {
    vendor: "Cloudharbor Hosting",
    service: "Core banking hosting",
    risk: "Critical",
    tone: "bg-red-500/15 text-red-300",
    review: "12 Dec",
  },
  {
    vendor: "Ledgerline Payments",
    service: "Card processing",
    risk: "High",
    tone: "bg-orange-500/15 text-orange-300",
    review: "03 Jan",
  },
  {
    vendor: "Sentra KYC",
    service: "Identity verification",
    risk: "Medium",
    tone: "bg-amber-500/15 text-amber-200",
    review: "21 Feb",
  },
  {
    vendor: "Brightdesk Support",
    service: "Customer service",
    risk: "Low",
    tone: "bg-emerald-500/15 text-emerald-300",
    review: "14 Mar",
  },
];

const TILES = [
  { label: "Critical", value: "12", bar: "bg-red-400" },
  { label: "High", value: "48", bar: "bg-orange-400" },
  { label: "Medium", value: "213", bar: "bg-amber-300" },
  { label: "Low", value: "1,567", bar: "bg-emerald-400" },
];

export function ProductPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of the vendor risk register: vendors by risk level, upcoming reviews and DORA register completeness"
      className="relative hidden sm:block"
    >
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-blue-500/20 via-transparent to-emerald-400/10 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-white/10 bg-slate-900/90 shadow-2xl shadow-blue-950/50 ring-1 ring-white/5">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="ml-3 text-xs font-medium text-slate-400">Vendor risk register</span>
          <span className="ml-auto rounded-md bg-emerald-500/15 px-2 py-0.5 text-[11px] font-medium text-emerald-300">
            Register complete 96%
          </span>
        </div>
        <div className="grid grid-cols-4 gap-3 p-4">
          {TILES.map((tile) => (
            <div key={tile.label} className="rounded-lg border border-white/10 bg-white/[0.03] p-3">
              <div className="text-[11px] text-slate-400">{tile.label}</div>
              <div className="mt-1 text-lg font-semibold text-white tabular-nums">{tile.value}</div>
              <div className={`mt-2 h-1 rounded-full ${tile.bar}`} />
            </div>
          ))}
        </div>
        <div className="px-4 pb-2">
          <div className="grid grid-cols-[1.4fr_1.3fr_0.8fr_0.6fr] gap-3 border-b border-white/10 pb-2 text-[11px] font-medium tracking-wide text-slate-500 uppercase">
            <span>Vendor</span>
            <span>Service</span>
            <span>Risk</span>
            <span className="text-right">Review</span>
          </div>
          {ROWS.map((row) => (
            <div
              key={row.vendor}
              className="grid grid-cols-[1.4fr_1.3fr_0.8fr_0.6fr] items-center gap-3 border-b border-white/5 py-2.5 text-xs last:border-0"
            >
              <span className="truncate font-medium text-slate-100">{row.vendor}</span>
              <span className="truncate text-slate-400">{row.service}</span>
              <span className={`w-fit rounded px-1.5 py-0.5 text-[11px] font-medium ${row.tone}`}>{row.risk}</span>
              <span className="text-right text-slate-400 tabular-nums">{row.review}</span>
            </div>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-white/10 p-4">
          <div>
            <div className="flex justify-between text-[11px] text-slate-400">
              <span>Assessments on schedule</span>
              <span className="text-slate-200">92%</span>
            </div>
            <div className="mt-1.5 h-1.5 rounded-full bg-white/10">
              <div className="h-1.5 w-[92%] rounded-full bg-blue-400" />
            </div>
          </div>
          <div>
            <div className="flex justify-between text-[11px] text-slate-400">
              <span>Critical contracts with exit plans</span>
              <span className="text-slate-200">88%</span>
            </div>
            <div className="mt-1.5 h-1.5 rounded-full bg-white/10">
              <div className="h-1.5 w-[88%] rounded-full bg-emerald-400" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
