import type { RouterOutputs } from "../../../lib/api-types";

type Documents = RouterOutputs["governanceDocuments"];

/** A category with its figures, as governanceDocuments.categories answers it (times arrive as text). */
export type DocumentCategory = Documents["categories"][number];
/** A document of the repository, as the list and the detail answer it. */
export type RepositoryDocument = Documents["list"]["items"][number];
export type GovernanceFigures = Documents["summary"];
