export { isAdmin, normalizeRole, ROLES, type Role } from "@tprm/db/roles";
