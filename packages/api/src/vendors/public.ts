// The vendor domain's public entry for the other server-side domains: what they may use of it besides its answer
// mappers (dto.ts). Its rules and schemas reach other domains and the web through schemas/vendors.ts
// ("@tprm/api/schemas").
export { vendorFilterWhere } from "./list-filters.js";
export { VENDOR_ENTITY } from "./vendor-entity.js";
export { vendorRecordLink } from "./vendor-notifications.js";
