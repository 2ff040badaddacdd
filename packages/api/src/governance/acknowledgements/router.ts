// The governance centre's policy acknowledgements (docs/GOVERNANCE.md, Acknowledgements). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { router } from "../../trpc.js";

export const policyAcknowledgementsRouter = router({});
