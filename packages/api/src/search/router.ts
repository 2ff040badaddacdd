// The global search (docs/COLLABORATION.md "Search"): any signed-in user; the service answers only the kinds of
// record the caller may view (COLLABORATION_ACCESS.search; search/sources.ts KIND_ACCESS).
import { COLLABORATION_ACCESS } from "../permissions/access.js";
import { globalSearchInput, globalSearchOutput } from "../schemas/search.js";
import { router, signedInProcedure } from "../trpc.js";
import { globalSearch } from "./global-search.js";

export const searchRouter = router({
  global: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.search,
      rest: {
        method: "GET",
        path: "/api/search/global",
        summary:
          "Search vendors, contracts, assessments, policies, procedures, committees, workflows, reports and documents at once: only the kinds the caller may view, ranked (exact name or code first, then names starting with the search, then by trigram similarity), with the matches' offsets; an LEI typed in groups or with dashes is found",
        tags: ["Search"],
      },
    })
    .input(globalSearchInput)
    .output(globalSearchOutput)
    .query(({ ctx, input }) => globalSearch(ctx, input)),
});
