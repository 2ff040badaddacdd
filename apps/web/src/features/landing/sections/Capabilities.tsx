import { ArrowRight, ChartColumn, Check, Plug, Scale, ServerCog, ShieldCheck, Workflow } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Container, SectionHeading } from "../components/SectionHeading";
import { CAPABILITIES } from "../content";

const ICONS: Record<string, React.ComponentType<{ className?: string }>> = {
  risk: ShieldCheck,
  compliance: Scale,
  vendors: Workflow,
  integrations: Plug,
  analytics: ChartColumn,
  operations: ServerCog,
};

export function Capabilities() {
  return (
    <section
      id="capabilities"
      aria-labelledby="capabilities-title"
      className="scroll-mt-16 bg-background py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="capabilities-title"
          eyebrow="Platform"
          title="Everything your third-party risk programme needs, in one register"
          lead="From the first due-diligence questionnaire to the exit plan, every vendor, contract and assessment is traceable, current and ready to show a supervisor."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {CAPABILITIES.map((capability) => {
            const Icon = ICONS[capability.id] ?? ShieldCheck;
            return (
              <li key={capability.id}>
                <article className="group relative flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-card-foreground">
                    <Link
                      to={capability.href}
                      className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
                    >
                      {capability.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{capability.description}</p>
                  <ul className="mt-4 grid gap-1.5 text-sm text-card-foreground">
                    {capability.points.map((point) => (
                      <li key={point} className="flex items-start gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                  </ul>
                  <span
                    aria-hidden="true"
                    className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-medium text-primary"
                  >
                    {capability.cta}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </article>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
