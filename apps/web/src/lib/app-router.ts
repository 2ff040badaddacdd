/** The server's router type: the only thing the web app takes from the API package besides schemas and permissions. */
export type { AppRouter } from "@tprm/api";
