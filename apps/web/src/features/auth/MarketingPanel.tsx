import { ChartLineIcon, FileCheckIcon, RefreshCwIcon, ShieldCheckIcon } from "lucide-react";

const TILES = [
  {
    title: "Risk Analytics",
    text: "Nine weighted risk domains per vendor, scored and tracked over time.",
    Icon: ChartLineIcon,
  },
  {
    title: "Compliance Automation",
    text: "Policies, procedures and committees mapped to EBA and DORA duties.",
    Icon: ShieldCheckIcon,
  },
  {
    title: "Vendor Lifecycle",
    text: "Onboarding, periodic reviews and orderly exit in one register.",
    Icon: RefreshCwIcon,
  },
  {
    title: "Contract Governance",
    text: "Every contract, renewal and approval with a full audit trail.",
    Icon: FileCheckIcon,
  },
] as const;

/** The platform's published marketing figures (the same as the landing page's). */
const STATS = [
  { value: "50,000+", label: "Vendors managed" },
  { value: "$127M", label: "Client savings" },
  { value: "99.97%", label: "Accuracy" },
  { value: "2,500", label: "Clients" },
] as const;

/** Left side of the sign-in screens: what the platform does, four tiles and static stats. */
export function MarketingPanel() {
  return (
    <aside
      aria-label="About the platform"
      className="hidden flex-col justify-between gap-10 bg-gradient-to-br from-[#0d47a1] via-[#1565c0] to-[#1976d2] p-10 text-white lg:flex"
    >
      <div className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-7" />
        TPRM Platform
      </div>
      <div className="space-y-8">
        <div className="space-y-3">
          <h2 className="text-3xl font-bold leading-tight">
            Third-party risk and outsourcing governance, in one place.
          </h2>
          <p className="max-w-lg text-white/80">
            Built for banks, lenders and regulated enterprises that answer to their supervisors for every vendor they
            rely on.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {TILES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl bg-white/10 p-4 backdrop-blur-sm">
              <Icon aria-hidden="true" className="mb-3 size-6" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-white/75">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-4 gap-4 border-t border-white/20 pt-6">
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dd className="text-2xl font-bold">{stat.value}</dd>
            <dt className="text-xs tracking-wide text-white/70 uppercase">{stat.label}</dt>
          </div>
        ))}
      </dl>
    </aside>
  );
}
