// What other domains use of the settings: the organisation's policy (password minimum, two-factor requirement,
// session lifetime), the procedures open while two-factor enrolment is owed, and the user's own settings.
export { isOpenDuringTwoFactorEnrolment } from "./enrolment-gate.js";
export { checkPasswordLength } from "./password-policy.js";
export {
  forgetOrganisationPolicy,
  organisationPolicy,
  owesTwoFactorEnrolment,
  policyOf,
  readOrganisationSettings,
  sessionLifetimeHoursOf,
  sessionLifetimeMs,
} from "./policy.js";
export { getUserSettings, readUserSettings, saveUserSettings, settingsOf } from "./user-settings.js";
