import { Button, cn } from "@tprm/ui";
import { Check } from "lucide-react";
import { useId } from "react";
import { Container, SectionHeading } from "../components/SectionHeading";
import { PLANS, type Plan, type PlanId } from "../content";

interface PricingProps {
  selected: PlanId;
  onSelect: (plan: PlanId) => void;
  onRequestDemo: (plan: PlanId) => void;
}

/**
 * Three plans as a radio group: a click anywhere on a card (or the arrow keys on the radios) selects it;
 * Enterprise is selected to begin with. The card's button selects the plan and opens the demo dialog.
 */
export function Pricing({ selected, onSelect, onRequestDemo }: PricingProps) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-background py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Plans that scale with your vendor portfolio"
          lead="Every plan includes unlimited users, the full audit trail and onboarding by our third-party risk specialists."
        />
        <fieldset className="mt-14">
          <legend className="sr-only">Choose a plan</legend>
          <div className="grid items-stretch gap-6 lg:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                checked={plan.id === selected}
                onSelect={() => onSelect(plan.id)}
                onRequestDemo={() => onRequestDemo(plan.id)}
              />
            ))}
          </div>
        </fieldset>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Prices in US dollars, billed annually. Volume and multi-year pricing available on request.
        </p>
      </Container>
    </section>
  );
}

interface PlanCardProps {
  plan: Plan;
  checked: boolean;
  onSelect: () => void;
  onRequestDemo: () => void;
}

function PlanCard({ plan, checked, onSelect, onRequestDemo }: PlanCardProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the radio inside is the keyboard control; the card click is a larger mouse target for the same action.
    <div
      data-testid={`plan-${plan.id}`}
      data-selected={checked}
      onClick={onSelect}
      className={cn(
        "relative flex cursor-pointer flex-col rounded-2xl border bg-card p-6 shadow-sm transition-all sm:p-8",
        "has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50",
        checked
          ? "border-primary shadow-xl ring-2 ring-primary lg:-translate-y-2"
          : "hover:border-primary/40 hover:shadow-md",
      )}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-sm">
          Most Popular
        </span>
      )}
      <div className="flex items-start justify-between gap-4">
        <span
          className={cn(
            "rounded-full px-2.5 py-1 text-xs font-medium",
            plan.mostPopular ? "bg-primary/10 text-blue-800 dark:text-blue-200" : "bg-muted text-muted-foreground",
          )}
        >
          {plan.badge}
        </span>
        <input
          type="radio"
          name="landing-plan"
          value={plan.id}
          checked={checked}
          onChange={onSelect}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description ${id}-price`}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={cn(
            "flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors",
            checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background",
          )}
        >
          {checked && <Check className="size-3.5" strokeWidth={3} />}
        </span>
      </div>
      <h3 id={`${id}-title`} className="mt-5 text-xl font-semibold text-card-foreground">
        {plan.title}
      </h3>
      <p id={`${id}-description`} className="mt-2 min-h-10 text-sm text-muted-foreground">
        {plan.description}
      </p>
      <p id={`${id}-price`} className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-card-foreground">{plan.price}</span>
        <span className="text-sm text-muted-foreground">{plan.period}</span>
        <span className="sr-only">, {plan.vendorLimit}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-primary" aria-hidden="true">
        {plan.vendorLimit}
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-3 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-card-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={checked ? "default" : "outline"}
        className="mt-8 h-11 w-full"
        aria-label={`${plan.cta}: ${plan.title} plan`}
        onClick={(event) => {
          event.stopPropagation();
          onSelect();
          onRequestDemo();
        }}
      >
        {plan.cta}
      </Button>
    </div>
  );
}
