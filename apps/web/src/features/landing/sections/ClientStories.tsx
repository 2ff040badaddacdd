import { Quote } from "lucide-react";
import { Container, SectionHeading } from "../components/SectionHeading";
import { CLIENT_STORIES } from "../content";

function initials(name: string): string {
  return name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

export function ClientStories() {
  return (
    <section id="stories" aria-labelledby="stories-title" className="scroll-mt-16 bg-background py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="stories-title"
          eyebrow="Client stories"
          title="Risk teams that stopped chasing spreadsheets"
          lead="How regulated organisations use the platform to answer supervisors faster and see their real exposure."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {CLIENT_STORIES.map((story) => (
            <li key={story.id}>
              <article className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <h3 className="text-base font-semibold text-card-foreground">{story.organisation}</h3>
                  <span className="whitespace-nowrap rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
                    {story.industry}
                  </span>
                </div>
                <figure className="mt-6 flex flex-1 flex-col">
                  <Quote className="size-7 text-primary/30" aria-hidden="true" />
                  <blockquote className="mt-3 flex-1 text-base leading-relaxed text-card-foreground">
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-blue-800 dark:text-blue-200"
                    >
                      {initials(story.person)}
                    </span>
                    <span className="text-sm">
                      <span className="block font-semibold text-card-foreground">{story.person}</span>
                      <span className="block text-muted-foreground">
                        {story.role}, {story.organisation}
                      </span>
                    </span>
                  </figcaption>
                </figure>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t pt-6">
                  {story.results.map((result) => (
                    <div key={result.label} className="flex flex-col-reverse">
                      <dt className="mt-1 text-xs text-muted-foreground">{result.label}</dt>
                      <dd className="text-2xl font-bold tracking-tight text-primary tabular-nums">{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
