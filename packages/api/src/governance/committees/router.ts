// The governance centre's oversight committees, their members, meetings and decisions (docs/GOVERNANCE.md, Committees). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { router } from "../../trpc.js";

export const committeesRouter = router({});
