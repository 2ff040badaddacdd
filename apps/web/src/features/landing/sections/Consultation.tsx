import { Button } from "@tprm/ui";
import { CalendarDays, Check, Clock, ExternalLink, Video } from "lucide-react";
import { Container, NewTabHint, SectionHeading } from "../components/SectionHeading";
import { landingConfig } from "../config";

const AGENDA = [
  "Walk through your outsourcing register against DORA and the EBA Guidelines",
  "See the platform on your own vendors, contracts and assessment templates",
  "Leave with a rollout plan and pricing for your organisation",
];

/** A 30-minute call booked on the external scheduling page: linked (new tab) and embedded inline, 600 px high. */
export function Consultation() {
  return (
    <section
      id="consultation"
      aria-labelledby="consultation-title"
      className="scroll-mt-16 border-y bg-muted/50 py-20 sm:py-24"
    >
      <Container className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-14">
        <div>
          <SectionHeading
            id="consultation-title"
            align="left"
            eyebrow="Consultation"
            title={
              <>
                Talk to a <span className="whitespace-nowrap">third-party</span> risk specialist
              </>
            }
            lead="Book a free 30-minute call with someone who has built outsourcing frameworks at regulated institutions."
          />
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-card-foreground">
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              30 minutes
            </li>
            <li className="flex items-center gap-2">
              <Video className="size-4 text-primary" aria-hidden="true" />
              Video call
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              Pick a time that suits you
            </li>
          </ul>
          <h3 className="mt-8 text-base font-semibold text-card-foreground">What we will cover</h3>
          <ul className="mt-3 grid gap-3 text-sm text-muted-foreground">
            {AGENDA.map((item) => (
              <li key={item} className="flex items-start gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <Button size="lg" asChild className="mt-8 h-11">
            <a href={landingConfig.schedulingUrl} target="_blank" rel="noopener noreferrer">
              Open the scheduling page
              <ExternalLink aria-hidden="true" />
              <NewTabHint />
            </a>
          </Button>
        </div>
        <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <iframe
            src={landingConfig.schedulingUrl}
            title="Schedule a 30-minute consultation"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="block h-[600px] w-full border-0 bg-card"
          />
        </div>
      </Container>
    </section>
  );
}
