import type { RouterOutputs } from "../../../lib/api-types";

/** One template as contractTemplates.list answers it (timestamps as text on the wire). */
export type TemplateItem = RouterOutputs["contractTemplates"]["list"][number];
export type TemplateVersion = TemplateItem["versions"][number];

/** What the signed-in role may do on the tab (the server checks again on every call). */
export interface TemplateRights {
  /** Upload template, Upload new version, Edit details, Delete (edit contracts). */
  edit: boolean;
  /** New contract from this template (create contracts). */
  create: boolean;
}
