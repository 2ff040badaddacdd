import { CONTRACT_ACCESS } from "../permissions/access.js";

/** Exporting contracts is reading them: whoever may view contracts. */
export const CONTRACT_EXPORT_ACCESS = CONTRACT_ACCESS.view;
/** Importing creates contracts: Procurement and Admin. */
export const CONTRACT_IMPORT_ACCESS = CONTRACT_ACCESS.create;
