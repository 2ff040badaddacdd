/**
 * The landing page's configuration: the only place it reads the build environment.
 *
 * VITE_BOOKING_URL     the external page where a visitor books a product demo ("Book Demo" in the top bar)
 * VITE_SCHEDULING_URL  the scheduling page for the 30-minute consultation (opened in a new tab and embedded inline)
 *
 * Both are set at build time (`VITE_BOOKING_URL=https://… npm run build`). Anything that is not an absolute
 * http(s) address is ignored in favour of the default, so a typo cannot turn into a javascript: link.
 */

export const DEFAULT_BOOKING_URL = "https://cal.com/tprm-platform/enterprise-demo";
export const DEFAULT_SCHEDULING_URL = "https://cal.com/tprm-platform/consultation";

/** The public endpoint that records a demo request (answers 201, 400 with field issues, or 429). */
export const DEMO_REQUEST_ENDPOINT = "/api/public/demo-requests";

export const PRODUCT_NAME = "TPRM Platform";

export function httpUrlOr(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

export const landingConfig = {
  bookingUrl: httpUrlOr(import.meta.env.VITE_BOOKING_URL, DEFAULT_BOOKING_URL),
  schedulingUrl: httpUrlOr(import.meta.env.VITE_SCHEDULING_URL, DEFAULT_SCHEDULING_URL),
} as const;
