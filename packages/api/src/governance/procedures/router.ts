// The governance centre's procedures (docs/GOVERNANCE.md, Procedures). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { router } from "../../trpc.js";

export const proceduresRouter = router({});
