import type { TFunction } from "i18next";

/** "Firefox on Windows" in the user's language (browser and system names are proper names); "Unknown device". */
export function deviceName(device: { browser: string | null; os: string | null }, t: TFunction): string {
  if (device.browser && device.os) return t("account:sessions.device", { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t("account:sessions.unknownDevice");
}
