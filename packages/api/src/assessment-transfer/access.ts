import { RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";

/** Exporting assessments is reading them: whoever may view risk assessments. */
export const ASSESSMENT_EXPORT_ACCESS = RISK_ASSESSMENT_ACCESS.view;
/** Importing creates assessments: Risk Manager and Admin. */
export const ASSESSMENT_IMPORT_ACCESS = RISK_ASSESSMENT_ACCESS.create;
