import { lazy, Suspense, useRef, useState } from "react";
import { PRODUCT_NAME } from "./config";
import { DEFAULT_PLAN, PLANS, type PlanId } from "./content";
import { Capabilities } from "./sections/Capabilities";
import { ClientStories } from "./sections/ClientStories";
import { ClosingCta } from "./sections/ClosingCta";
import { Consultation } from "./sections/Consultation";
import { Footer } from "./sections/Footer";
import { Hero } from "./sections/Hero";
import { Industries } from "./sections/Industries";
import { Pricing } from "./sections/Pricing";
import { RoiCalculator } from "./sections/RoiCalculator";
import { TopBar } from "./sections/TopBar";
import { TrustedBy } from "./sections/TrustedBy";

// The demo request form (dialog, form, validation) is downloaded when a visitor first opens it.
const DemoRequestDialog = lazy(() => import("./DemoRequestDialog").then((m) => ({ default: m.DemoRequestDialog })));

/**
 * The public landing page at "/" (spec §1, §2 "Landing page"): no sign-in, its own lazily loaded chunk.
 * Sections in the specification's order; every "Request Enterprise Demo" and plan button opens one dialog.
 */
export default function LandingPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selectedPlan, setSelectedPlan] = useState<PlanId>(DEFAULT_PLAN);
  const [dialogPlan, setDialogPlan] = useState<PlanId | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);

  // The dialog is opened by several buttons; focus goes back to the one that opened it.
  const openerRef = useRef<HTMLElement | null>(null);

  const openDemo = (plan: PlanId | null = null) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogPlan(plan);
    setDialogUsed(true);
    setDialogOpen(true);
  };

  return (
    <div id="top" className="min-h-dvh bg-background text-foreground">
      {/* React places these in the document head while the landing page is shown. */}
      <title>{`${PRODUCT_NAME} · Third-party risk management and outsourcing governance`}</title>
      <meta
        name="description"
        content="Vendor register, risk assessments, contract governance and outsourcing approvals for banks and regulated enterprises answering to DORA and the EBA Guidelines."
      />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar onRequestDemo={() => openDemo()} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero onRequestDemo={() => openDemo()} />
        <TrustedBy />
        <Capabilities />
        <Industries />
        <ClientStories />
        <RoiCalculator onRequestDemo={() => openDemo()} />
        <Pricing selected={selectedPlan} onSelect={setSelectedPlan} onRequestDemo={(plan) => openDemo(plan)} />
        <Consultation />
        <ClosingCta onRequestDemo={() => openDemo()} />
      </main>
      <Footer />
      {dialogUsed && (
        <Suspense fallback={null}>
          <DemoRequestDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusTo={openerRef}
            plan={PLANS.find((plan) => plan.id === dialogPlan) ?? null}
          />
        </Suspense>
      )}
    </div>
  );
}
