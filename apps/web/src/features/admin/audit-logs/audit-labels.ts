import type { TFunction } from "i18next";
import { camelKey } from "../name-keys";

/** An audit action in the user's language: "ROLE_CHANGE" → "Role change"; an action the app does not know as it is. */
export function actionName(t: TFunction, action: string): string {
  return t(`admin:auditLogs.actions.${camelKey(action)}`, { defaultValue: action });
}

/** An entity type in the user's language: "AgreementAcceptance" → "Agreement acceptance"; unknown ones as they are. */
export function entityName(t: TFunction, entityType: string): string {
  return t(`admin:auditLogs.entities.${camelKey(entityType)}`, { defaultValue: entityType });
}
