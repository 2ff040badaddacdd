import type { TFunction } from "i18next";
import { camelKey } from "./profile-format";

/** A resource of the permission table ("vendor-info") in the user's language; an unknown one as named. */
export function resourceLabel(resource: string, t: TFunction): string {
  return t(`profile:resources.${camelKey(resource)}`, { defaultValue: resource });
}

/** An action ("view") in the user's language; an unknown one as named. */
export function actionLabel(action: string, t: TFunction): string {
  return t(`profile:actions.${action}`, { defaultValue: action });
}
