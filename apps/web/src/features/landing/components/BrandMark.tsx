import { cn } from "@tprm/ui";
import { PRODUCT_NAME } from "../config";

/** The product's logo: a shield with a check mark beside the name. */
export function BrandMark({ className, tone = "default" }: { className?: string; tone?: "default" | "inverted" }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={tone === "inverted" ? "fill-white" : "fill-primary"} />
        <path
          d="M16 6.5 8.5 9.4v6.1c0 4.9 3.2 8.6 7.5 10 4.3-1.4 7.5-5.1 7.5-10V9.4L16 6.5Z"
          className={tone === "inverted" ? "fill-blue-600" : "fill-white"}
        />
        <path
          d="m12.4 16.2 2.5 2.5 4.9-5.1"
          fill="none"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={tone === "inverted" ? "stroke-white" : "stroke-primary"}
        />
      </svg>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </span>
  );
}
