import { Container } from "../components/SectionHeading";
import { WORDMARKS } from "../components/Wordmarks";

export function TrustedBy() {
  return (
    <section aria-labelledby="trusted-title" className="border-b bg-background py-12">
      <Container>
        <h2 id="trusted-title" className="text-center text-sm font-medium text-muted-foreground">
          Trusted by risk and compliance teams at regulated institutions
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-8 text-slate-500 sm:grid-cols-3 lg:grid-cols-6 dark:text-slate-400">
          {WORDMARKS.map((mark) => (
            <li key={mark.id} className="transition-colors hover:text-foreground">
              {mark.element}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
