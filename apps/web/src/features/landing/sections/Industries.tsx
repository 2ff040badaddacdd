import { Building2, HeartPulse, Landmark, Zap } from "lucide-react";
import type * as React from "react";
import { Container, SectionHeading } from "../components/SectionHeading";
import { INDUSTRIES } from "../content";

const ICONS: Record<string, React.ComponentType<{ className?: string }>> = {
  financial: Landmark,
  healthcare: HeartPulse,
  government: Building2,
  energy: Zap,
};

export function Industries() {
  return (
    <section
      id="industries"
      aria-labelledby="industries-title"
      className="scroll-mt-16 border-y bg-muted/50 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Built for the rules your industry answers to"
          lead="Regulation-specific questionnaires, registers and reports for the sectors where a third-party failure becomes a supervisory finding."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {INDUSTRIES.map((industry) => {
            const Icon = ICONS[industry.id] ?? Landmark;
            return (
              <li key={industry.id} id={`industry-${industry.id}`} className="scroll-mt-20">
                <article className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-slate-900 text-white dark:bg-white/10">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-card-foreground">{industry.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{industry.description}</p>
                  <h4 className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                    Regulations covered
                  </h4>
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {industry.regulations.map((regulation) => (
                      <li
                        key={regulation}
                        className="rounded-full border border-primary/25 bg-primary/5 px-2.5 py-1 text-xs font-medium text-primary"
                      >
                        {regulation}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
