import { Award, Headset, Lock, ShieldCheck } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { BrandMark } from "../components/BrandMark";
import { Container } from "../components/SectionHeading";
import { PRODUCT_NAME } from "../config";
import { CERTIFICATIONS, FOOTER_LINK_COLUMNS, FOOTER_SOLUTIONS, type FooterLink, TRUST_ITEMS } from "../content";

const TRUST_ICONS: Record<(typeof TRUST_ITEMS)[number]["id"], React.ComponentType<{ className?: string }>> = {
  security: Lock,
  uptime: ShieldCheck,
  success: Headset,
  guarantee: Award,
};

const columnTitle = "text-sm font-semibold text-white";
const linkClass =
  "rounded-sm text-slate-200 underline-offset-4 outline-none transition-colors hover:text-white hover:underline focus-visible:ring-[3px] focus-visible:ring-blue-400/60";

/** In-page anchors and the server's own pages (/api/…) are plain links; app routes go through the router. */
function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.href.startsWith("#") || link.href.startsWith("/api/"))
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={columnTitle}>
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container>
        <h2 className="sr-only">Why institutions choose {PRODUCT_NAME}</h2>
        <ul className="grid gap-6 border-b border-white/10 py-12 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_ITEMS.map((item) => {
            const Icon = TRUST_ICONS[item.id];
            return (
              <li key={item.id} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-blue-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{item.title}</span>
                  <span className="mt-1 block text-sm text-slate-400">{item.description}</span>
                </span>
              </li>
            );
          })}
        </ul>

        <div className="grid gap-10 py-12 lg:grid-cols-[18rem_1fr] lg:gap-12">
          <div className="max-w-sm">
            <BrandMark tone="inverted" className="text-white" />
            <p className="mt-4 text-sm leading-relaxed text-slate-400">
              Open-source third-party risk management and outsourcing governance for banks and regulated enterprises.
            </p>
            <h2 className="sr-only">Certifications</h2>
            <ul className="mt-6 flex flex-wrap gap-2">
              {CERTIFICATIONS.map((cert) => (
                <li
                  key={cert}
                  className="inline-flex items-center gap-1.5 rounded-md border border-white/15 bg-white/5 px-2.5 py-1 text-xs font-semibold text-slate-200"
                >
                  <ShieldCheck className="size-3.5 text-emerald-400" aria-hidden="true" />
                  {cert}
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            <LinkColumn id="footer-solutions" title="Solutions" links={FOOTER_SOLUTIONS} />
            {FOOTER_LINK_COLUMNS.map((column) => (
              <LinkColumn
                key={column.title}
                id={`footer-${column.title.toLowerCase().replace(/\W+/g, "-")}`}
                title={column.title}
                links={column.links}
              />
            ))}
          </div>
        </div>

        <div className="flex flex-col gap-2 border-t border-white/10 py-8 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>Built for risk, compliance and procurement teams in regulated industries.</p>
        </div>
      </Container>
    </footer>
  );
}
