import { cn } from "@tprm/ui";
import type * as React from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "center" | "left";
  tone?: "default" | "inverted";
  className?: string;
}

/** Eyebrow, h2 and lead paragraph that open every landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "default",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <p
        className={cn(
          "text-sm font-semibold uppercase tracking-wider",
          tone === "inverted" ? "text-blue-300" : "text-primary",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "inverted" ? "text-white" : "text-foreground",
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn("mt-4 text-lg text-pretty", tone === "inverted" ? "text-slate-300" : "text-muted-foreground")}>
          {lead}
        </p>
      )}
    </div>
  );
}

/** Page-width wrapper shared by every section. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** Screen-reader hint appended to links that open a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
