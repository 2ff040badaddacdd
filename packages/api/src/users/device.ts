/**
 * A session's device in words, from its User-Agent header: browser and operating system, e.g. "Firefox on
 * Windows". A few ordered patterns, not a full parser: the sessions list only needs to tell the user's devices
 * apart. Browser-safe and pure.
 */
export interface Device {
  browser: string | null;
  os: string | null;
  /** "Chrome on macOS", "Safari on iOS", or "Unknown device" when neither is recognised. */
  label: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/\d/, "Edge"],
  [/\b(?:OPR|Opera)\/\d/, "Opera"],
  [/\bSamsungBrowser\/\d/, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\/\d/, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\/\d/, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/\d/, "Safari"],
  [/\bcurl\/\d/, "curl"],
  [/\bPostmanRuntime\/\d/, "Postman"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: readonly [RegExp, string][], text: string) => table.find(([re]) => re.test(text))?.[1] ?? null;

export function describeDevice(userAgent: string | null | undefined): Device {
  const text = (userAgent ?? "").slice(0, 500);
  const browser = first(BROWSERS, text);
  const os = first(SYSTEMS, text);
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "Unknown device");
  return { browser, os, label };
}
