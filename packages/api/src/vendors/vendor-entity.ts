/** The audit trail's entity type for vendors: the record's activity panel and the related services read it. */
export const VENDOR_ENTITY = "Vendor";
