// The governance centre's policies (docs/GOVERNANCE.md, Policies). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { router } from "../../trpc.js";

export const policiesRouter = router({});
