import { Button } from "@tprm/ui";
import { ArrowRight, ExternalLink } from "lucide-react";
import { Container, NewTabHint } from "../components/SectionHeading";
import { landingConfig } from "../config";

interface ClosingCtaProps {
  onRequestDemo: () => void;
}

export function ClosingCta({ onRequestDemo }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-title" className="bg-background py-20 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-blue-700 via-blue-800 to-slate-950 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(255,255,255,0.18),transparent)]"
          />
          <h2
            id="closing-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Bring every third party under control before your next supervisory review
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-blue-100">
            See your own vendors in the platform within a week. Our specialists set up your register, templates and
            committee workflow with you.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              size="lg"
              onClick={onRequestDemo}
              className="h-12 bg-white px-6 text-base text-blue-800 hover:bg-blue-50"
            >
              Request Enterprise Demo
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button
              size="lg"
              variant="outline"
              asChild
              className="h-12 border-white/40 bg-transparent px-6 text-base text-white hover:bg-white/10 hover:text-white"
            >
              <a href={landingConfig.schedulingUrl} target="_blank" rel="noopener noreferrer">
                Schedule Consultation
                <ExternalLink aria-hidden="true" />
                <NewTabHint />
              </a>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
